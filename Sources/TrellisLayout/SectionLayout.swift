/// The layout a section gets in one environment: compositional, or a list.
public enum SectionLayout: Hashable, Sendable {
  /// A compositional layout section.
  case compositional(LayoutSection)
  /// A list (Apple's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  case list(ListConfiguration)
}
