extension LayoutAnchor {
  /// How an anchor's offset is measured.
  public enum Offset: Hashable, Sendable {
    /// An offset in points.
    case absolute(LayoutPoint)
    /// An offset as a fraction of the anchored supplementary's size.
    case fractional(LayoutPoint)
  }
}
