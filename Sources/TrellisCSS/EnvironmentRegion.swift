import TrellisLayout

/// A part of the environment space in which a provider gives one layout: an orientation (or
/// either) and a range of container widths (a horizontal size class, or all widths).
struct EnvironmentRegion {
  var conditions: [String]
  var widths: Range<Double>
  var layout: SectionLayout

  /// The regions a provider distinguishes. Variants may test orientation and size class only,
  /// so four representative environments tell them apart.
  static func regions(for provider: SectionLayoutProvider) -> [EnvironmentRegion] {
    let threshold = LayoutChoices.regularWidthThreshold
    let compact = 0..<threshold
    let regular = threshold..<Double.infinity
    let all = 0..<Double.infinity
    let portraitCompact = provider.layout(for: .init(containerWidth: 390, containerHeight: 844))
    let portraitRegular = provider.layout(for: .init(containerWidth: 1024, containerHeight: 1366))
    let landscapeCompact = provider.layout(for: .init(containerWidth: 700, containerHeight: 390))
    let landscapeRegular = provider.layout(for: .init(containerWidth: 1440, containerHeight: 900))
    let portrait = "@media (orientation: portrait)"
    let landscape = "@media (orientation: landscape)"
    let sameInBothOrientations = portraitCompact == landscapeCompact && portraitRegular == landscapeRegular
    let sameInBothSizeClasses = portraitCompact == portraitRegular && landscapeCompact == landscapeRegular
    switch (sameInBothOrientations, sameInBothSizeClasses) {
    case (true, true):
      return [EnvironmentRegion(conditions: [], widths: all, layout: portraitCompact)]
    case (true, false):
      return [
        EnvironmentRegion(conditions: [], widths: compact, layout: portraitCompact),
        EnvironmentRegion(conditions: [], widths: regular, layout: portraitRegular),
      ]
    case (false, true):
      return [
        EnvironmentRegion(conditions: [portrait], widths: all, layout: portraitCompact),
        EnvironmentRegion(conditions: [landscape], widths: all, layout: landscapeCompact),
      ]
    case (false, false):
      return [
        EnvironmentRegion(conditions: [portrait], widths: compact, layout: portraitCompact),
        EnvironmentRegion(conditions: [portrait], widths: regular, layout: portraitRegular),
        EnvironmentRegion(conditions: [landscape], widths: compact, layout: landscapeCompact),
        EnvironmentRegion(conditions: [landscape], widths: regular, layout: landscapeRegular),
      ]
    }
  }
}
