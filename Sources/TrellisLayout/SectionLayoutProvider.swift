/// A section's layout as a site declares it, possibly varying with the environment: the
/// analogue of the section provider closure given to Apple's
/// `UICollectionViewCompositionalLayout(sectionProvider:)`.
///
/// ```swift
/// let provider = LayoutPreset.adaptiveGrid.provider
/// provider.layout(for: LayoutEnvironment(containerWidth: 844, containerHeight: 390))
/// // .compositional(a section whose group has 8 columns)
/// ```
/// JSON: an object with exactly one of `"section"`, `"list"` or `"preset"`, and optionally
/// `"variants": [{"when": {...}, "section" | "list" | "preset": ...}]`. The first variant whose
/// condition matches wins; otherwise the base layout applies.
public struct SectionLayoutProvider: Hashable, Sendable {
  /// The layout used when no variant matches.
  public var base: Source
  /// Alternatives tried in order before the base.
  public var variants: [Variant]

  /// Creates a provider from a base layout and its variants.
  public init(_ base: Source, variants: [Variant] = []) {
    self.base = base
    self.variants = variants
  }

  /// Whether the section's first item is its header (`"headerMode": "firstItemInSection"`);
  /// decoding makes the base and every variant agree on it.
  public var firstItemIsHeader: Bool { base.firstItemIsHeader }

  /// The element kind of the section's decoration, when a layout of it has one; decoding makes
  /// every layout that has one agree on it.
  public var decorationKind: String? { base.decorationKind ?? variants.lazy.compactMap(\.source.decorationKind).first }

  /// The layout for `environment`: the first matching variant's, else the base's.
  public func layout(for environment: LayoutEnvironment) -> SectionLayout {
    let source = variants.first { $0.condition.matches(environment) }?.source ?? base
    return source.layout(for: environment)
  }

  /// The zero-height layout for a section that hides when it is empty (the hide-empty-sections example); the same as
  /// ``LayoutSection/empty``.
  public static let empty: LayoutSection = LayoutSection.empty
}
