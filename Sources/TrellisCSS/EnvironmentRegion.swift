import TrellisLayout

/// A part of the environment space in which a provider gives one layout: an orientation (or
/// either) and a range of container widths (a horizontal size class, or all widths).
struct EnvironmentRegion {
  var conditions: [String]
  var widths: Range<Double>
  var layout: SectionLayout
  /// The variant that gives the layout, or nil for the base.
  var variant: Int? = nil

  /// The regions a provider distinguishes. Variants may test orientation and size class only,
  /// so four representative environments tell them apart.
  static func regions(for provider: SectionLayoutProvider) -> [EnvironmentRegion] {
    let threshold = LayoutChoices.regularWidthThreshold
    let compact = 0..<threshold
    let regular = threshold..<Double.infinity
    let all = 0..<Double.infinity
    let portraitCompactEnvironment = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    let portraitCompact = provider.layout(for: portraitCompactEnvironment)
    let portraitRegularEnvironment = LayoutEnvironment(containerWidth: 1024, containerHeight: 1366)
    let portraitRegular = provider.layout(for: portraitRegularEnvironment)
    let landscapeCompactEnvironment = LayoutEnvironment(containerWidth: 700, containerHeight: 390)
    let landscapeCompact = provider.layout(for: landscapeCompactEnvironment)
    let landscapeRegularEnvironment = LayoutEnvironment(containerWidth: 1440, containerHeight: 900)
    let landscapeRegular = provider.layout(for: landscapeRegularEnvironment)
    let portrait = "@media (orientation: portrait)"
    let landscape = "@media (orientation: landscape)"
    let sameInBothOrientations = portraitCompact == landscapeCompact && portraitRegular == landscapeRegular
    let sameInBothSizeClasses = portraitCompact == portraitRegular && landscapeCompact == landscapeRegular
    switch (sameInBothOrientations, sameInBothSizeClasses) {
    case (true, true):
      return [
        EnvironmentRegion(
          conditions: [], widths: all, layout: portraitCompact,
          variant: provider.variantIndex(for: portraitCompactEnvironment))
      ]
    case (true, false):
      return [
        EnvironmentRegion(
          conditions: [], widths: compact, layout: portraitCompact,
          variant: provider.variantIndex(for: portraitCompactEnvironment)),
        EnvironmentRegion(
          conditions: [], widths: regular, layout: portraitRegular,
          variant: provider.variantIndex(for: portraitRegularEnvironment)),
      ]
    case (false, true):
      return [
        EnvironmentRegion(
          conditions: [portrait], widths: all, layout: portraitCompact,
          variant: provider.variantIndex(for: portraitCompactEnvironment)),
        EnvironmentRegion(
          conditions: [landscape], widths: all, layout: landscapeCompact,
          variant: provider.variantIndex(for: landscapeCompactEnvironment)),
      ]
    case (false, false):
      return [
        EnvironmentRegion(
          conditions: [portrait], widths: compact, layout: portraitCompact,
          variant: provider.variantIndex(for: portraitCompactEnvironment)),
        EnvironmentRegion(
          conditions: [portrait], widths: regular, layout: portraitRegular,
          variant: provider.variantIndex(for: portraitRegularEnvironment)),
        EnvironmentRegion(
          conditions: [landscape], widths: compact, layout: landscapeCompact,
          variant: provider.variantIndex(for: landscapeCompactEnvironment)),
        EnvironmentRegion(
          conditions: [landscape], widths: regular, layout: landscapeRegular,
          variant: provider.variantIndex(for: landscapeRegularEnvironment)),
      ]
    }
  }
}

extension SectionLayoutProvider {
  /// The index of the variant that applies in an environment, or nil when the base does.
  func variantIndex(for environment: LayoutEnvironment) -> Int? {
    variants.firstIndex { $0.condition.matches(environment) }
  }
}
