extension LayoutGroup {
  /// The direction a group lays out its subitems.
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Side by side, leading to trailing.
    case horizontal
    /// Stacked, top to bottom.
    case vertical
  }
}
