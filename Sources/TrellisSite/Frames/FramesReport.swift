import TrellisLayout

/// The solver's frames as `trellis frames` prints them: a JSON array, one object per line,
/// numbers with at most six decimals, in the solver's order (headers, each group and its items,
/// footers, decorations).
package enum FramesReport {
  package static func json(_ frames: [LayoutFrame]) -> String {
    if frames.isEmpty { return "[]\n" }
    var lines: [String] = []
    lines.reserveCapacity(frames.count)
    for frame in frames {
      lines.append(
        "  {\"kind\": \"\(frame.kind.rawValue)\", \"section\": \(frame.section), \"index\": \(frame.index), "
          + "\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
          + "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}")
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  /// A JSON number: integers without a fraction, others with at most six decimals.
  static func number(_ value: Double) -> String { decimalText(value) }
}
