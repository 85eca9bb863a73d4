/// Settings for the whole layout rather than one section (Apple's
/// `UICollectionViewCompositionalLayoutConfiguration`).
///
/// JSON: `{"interSectionSpacing": 20}`.
public struct LayoutConfiguration: Hashable, Sendable {
  /// Space between consecutive sections.
  public var interSectionSpacing: Double

  /// Creates a configuration.
  public init(interSectionSpacing: Double = 0) {
    self.interSectionSpacing = interSectionSpacing
  }
}
