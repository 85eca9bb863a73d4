import TrellisLayout

/// A part of the environment space in which a provider gives one layout: an orientation (or
/// either) and a range of container widths.
struct EnvironmentRegion {
  var conditions: [String]
  var widths: Range<Double>
  var layout: SectionLayout
  /// The variant that gives the layout, or nil for the base.
  var variant: Int? = nil

  /// The regions a provider distinguishes.
  ///
  /// Variants test the orientation and the container's width (a size class is a width range),
  /// so the widths every condition names, in the provider and in the presets it uses, split
  /// [0, ∞) into ranges in which no condition changes. Each range is tried in both
  /// orientations; where no range tells them apart, orientation is left out. Neighbouring
  /// ranges that give the same layouts (in both orientations, where they differ) merge, so both
  /// orientations share one partition of the widths: a provider that tests only the size class
  /// gives `[0, 768)` and `[768, ∞)`, one that tests nothing gives one region.
  static func regions(for provider: SectionLayoutProvider) -> [EnvironmentRegion] {
    let breakpoints = Set(provider.widthBreakpoints.filter { $0 > 0 && $0.isFinite }).sorted()
    let bounds = [0] + breakpoints + [Double.infinity]
    let ranges = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
    // One environment of each orientation inside each range: the layout is the same at every
    // width of a range, and a variant looks at nothing else.
    func environment(_ widths: Range<Double>, _ orientation: InterfaceOrientation) -> LayoutEnvironment {
      let width = widths.upperBound.isFinite ? (widths.lowerBound + widths.upperBound) / 2 : widths.lowerBound + 1
      return LayoutEnvironment(containerWidth: width, containerHeight: orientation == .portrait ? 2 * width : width / 2)
    }
    let portrait = ranges.map { provider.layout(for: environment($0, .portrait)) }
    let landscape = ranges.map { provider.layout(for: environment($0, .landscape)) }
    let orientationMatters = portrait != landscape
    // Merge neighbours whose layouts agree in every orientation that matters.
    var merged: [(widths: Range<Double>, first: Int)] = []
    for index in ranges.indices {
      if let last = merged.last, portrait[last.first] == portrait[index],
        !orientationMatters || landscape[last.first] == landscape[index]
      {
        merged[merged.count - 1].widths = last.widths.lowerBound..<ranges[index].upperBound
      } else {
        merged.append((ranges[index], index))
      }
    }
    let orientations: [(InterfaceOrientation, [String])] =
      orientationMatters
      ? [(.portrait, ["@media (orientation: portrait)"]), (.landscape, ["@media (orientation: landscape)"])]
      : [(.portrait, [])]
    return orientations.flatMap { orientation, conditions in
      merged.map { range in
        let representative = environment(ranges[range.first], orientation)
        return EnvironmentRegion(
          conditions: conditions, widths: range.widths, layout: provider.layout(for: representative),
          variant: provider.variantIndex(for: representative))
      }
    }
  }
}

extension SectionLayoutProvider {
  /// The index of the variant that applies in an environment, or nil when the base does.
  func variantIndex(for environment: LayoutEnvironment) -> Int? {
    variants.firstIndex { $0.condition.matches(environment) }
  }

  /// Every container width at which a condition of the provider, or of a preset it uses, may
  /// change.
  var widthBreakpoints: [Double] {
    let sources = [base] + variants.map(\.source)
    let nested = sources.flatMap { source -> [Double] in
      if case .preset(let preset) = source { return preset.provider.widthBreakpoints }
      return []
    }
    return variants.flatMap(\.condition.widthBreakpoints) + nested
  }
}

/// A layout a provider gives, with the conditions under which it gives it: an orientation
/// (`@media (orientation: …)`, where orientation tells its layouts apart) and a range of container
/// widths (`@container trellis (width …)`, where the widths do), outermost first. The regions of
/// one provider cover every environment once, as the compiled CSS's do.
package struct LayoutRegion: Hashable, Sendable {
  package var conditions: [String]
  package var layout: SectionLayout
}

extension SectionLayoutProvider {
  /// The regions in which the provider gives one layout each, as its compiled CSS tells them apart.
  package var layoutRegions: [LayoutRegion] {
    EnvironmentRegion.regions(for: self).map { region in
      let width = SectionStyleCompiler.containerQuery(lower: region.widths.lowerBound, upper: region.widths.upperBound)
      return LayoutRegion(conditions: region.conditions + [width].compactMap { $0 }, layout: region.layout)
    }
  }
}
