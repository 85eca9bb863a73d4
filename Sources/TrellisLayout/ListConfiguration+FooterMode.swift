extension ListConfiguration {
  /// Whether a list section shows a footer (Apple's
  /// `UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A footer supplementary view below the section.
    case supplementary
  }
}
