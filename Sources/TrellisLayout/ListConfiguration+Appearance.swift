extension ListConfiguration {
  /// A list's overall look (Apple's `UICollectionLayoutListConfiguration.Appearance`).
  public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows, like a plain table view.
    case plain
    /// Sections separated by gaps, like iOS Settings before iOS 13.
    case grouped
    /// Grouped sections inset from the sides with rounded corners, like iOS Settings.
    case insetGrouped
    /// A sidebar, as in iPadOS apps' leading column.
    case sidebar
    /// A sidebar without its grouped background.
    case sidebarPlain

    /// Whether supplementary headers are pinned to the visible bounds by default (Apple pins
    /// them in the plain appearances).
    public var pinsSupplementaryHeaders: Bool {
      self == .plain || self == .sidebarPlain
    }
  }
}
