extension LayoutFrame {
  /// The frame as shown in `direction` in a container `containerWidth` wide, its `x` from the
  /// container's left edge: the frame itself left to right, mirrored (`containerWidth - maxX`)
  /// right to left. A frame in a sideways-scrolling section's content, which starts at the
  /// leading edge, mirrors the same way: at rest its content extends past the left edge.
  public func shown(in direction: LayoutDirection, containerWidth: Double) -> LayoutFrame {
    guard direction == .rightToLeft else { return self }
    var frame = self
    frame.x = containerWidth - maxX
    return frame
  }
}
