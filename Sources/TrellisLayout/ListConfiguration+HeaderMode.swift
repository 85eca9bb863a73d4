extension ListConfiguration {
  /// Whether and how a list section shows a header (Apple's
  /// `UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A header supplementary view above the section.
    case supplementary
    /// The section's first item is shown as its header.
    case firstItemInSection
  }
}
