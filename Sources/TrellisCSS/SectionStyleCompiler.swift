import TrellisDiagnostics
import TrellisLayout

/// Compiles a section's layout into CSS that makes a browser place every cell, group, header,
/// footer, badge and decoration where ``LayoutSolver`` says, at every container width.
///
/// How:
/// 1. The environments a provider distinguishes (orientation, ranges of container widths between
///    the widths its conditions name) become `@media (orientation: …)` and
///    `@container trellis (width …)` conditions (``EnvironmentRegion``).
/// 2. Within each, the solver's capacity breakpoints split the widths into ranges where every
///    group holds the same number of items; each range is a `@container` block.
/// 3. Within a range every frame is linear in the container width and viewport height, so each
///    length is one exact `calc()` (fitted from solver runs and checked at another point).
/// 4. A scheme places the cells: grid rows (vertical sections), grid columns (orthogonal
///    sections), index-based placement for fixed two-dimensional templates, or a wrapping flex
///    row for a flow (whose capacity follows the content, so it has no capacity ranges).
package enum SectionStyleCompiler {
  /// The widest container the compiler plans for; wider ones keep the last range's rules.
  /// The container widths the compiler plans capacity ranges for (choice): up to 3840, the
  /// widest common viewport in CSS pixels; wider containers keep the last range's rules.
  static let widthRange: ClosedRange<Double> = 1...3840

  /// The container height capacities and kinks are solved at. A section's capacities depend on
  /// widths only, so any height serves; this one is a phone's.
  static let samplingHeight: Double = 900
  /// The width whose capacity range gives the geometry of a section that fills while it fits
  /// (one block for all widths): a phone's.
  static let typicalWidth: Double = 390

  /// One capacity range of one environment region, compiled.
  struct CompiledRange {
    var conditions: [String]
    var geometry: TemplateGeometry
    var scheme: Scheme
    var isList: Bool
  }

  /// A range of widths in which one layout keeps one structure, for the section's height.
  struct HeightRange {
    var conditions: [String]
    var layout: SectionLayout
    var lower: Double
    var upper: Double
  }

  package static func compile(
    _ provider: SectionLayoutProvider, rowEstimate: Double = LayoutChoices.listRowEstimatedHeight
  ) throws(CSSCompileError) -> SectionStyle {
    let regions = EnvironmentRegion.regions(for: provider)
    var compiled: [CompiledRange] = []
    // Every capacity range of every region, before a region that fills while it fits is
    // collapsed into one: the section's height depends on the capacity even where its rules do not.
    var heightRanges: [HeightRange] = []
    // A section whose count CSS computes itself has no height fitted per capacity range.
    var heightsAreExact = true
    for region in regions {
      do throws(CSSCompileError) {
        let (ranges, heights) = try compileRegion(region, rowEstimate: rowEstimate)
        compiled += ranges
        heightRanges += heights
        if ranges.contains(where: { $0.scheme == .widthColumns }) { heightsAreExact = false }
      } catch {
        // A refusal names the variant (or the base) whose layout CSS cannot express.
        throw CSSCompileError(error.message, variant: region.variant)
      }
    }
    let groupCapacity = try wrappedGroupCapacity(compiled)
    let placeholder = Selectors(className: "&", wrapsGroups: groupCapacity != nil)
    var ruleBlocks = compiled.map { range in
      // A section's cells are exactly their frames, however narrow: no list row's padding (the
      // page marks a section whose variants mix a list and a section by one of them).
      let cellPadding =
        range.isList ? [] : [CSSRule(placeholder.cells, [("padding-inline", "0")])]
      return (conditions: range.conditions, rules: range.geometry.rules(range.scheme, placeholder) + cellPadding)
    }
    ruleBlocks += listLookRules(regions, placeholder)
    let heightRules =
      heightsAreExact ? exactHeightRules(heightRanges, placeholder, rowEstimate: rowEstimate) : nil
    ruleBlocks += heightRules ?? []
    ruleBlocks.removeAll { $0.rules.isEmpty }
    let (className, blocks) = named(ruleBlocks)
    let schemes = compiled.map(\.scheme)
    let behaviours = compiled.map(\.geometry.section.orthogonalScrollingBehavior)
    var style = SectionStyle(
      className: className, blocks: blocks,
      needsItemIndices: schemes.contains(.indexed) || schemes.contains(.widthColumns),
      needsItemCount: schemes.contains(.indexed) || schemes.contains(.widthColumns) || behaviours.contains(.paging)
        || heightRules != nil,
      needsPageMarks: behaviours.contains(.paging), groupCapacity: groupCapacity,
      decorationKind: compiled.lazy.compactMap { $0.geometry.section.decorationItems.first?.elementKind }.first,
      badgesPerItem: compiled.flatMap { $0.geometry.badges.map(\.count) }.max() ?? 0,
      hasExactHeight: heightRules != nil, firstItemIsHeader: provider.firstItemIsHeader)
    style.groupBoxes = compiled.compactMap { range in
      range.isList
        ? nil : range.geometry.groupBoxes(range.scheme).map { GroupBoxBlock(conditions: range.conditions, boxes: $0) }
    }
    return style
  }

  /// Compiles one environment region: a block per capacity range (one for all its widths when it
  /// fills while it fits), and the ranges its height is fitted over.
  static func compileRegion(
    _ region: EnvironmentRegion, rowEstimate: Double
  ) throws(CSSCompileError) -> (ranges: [CompiledRange], heights: [HeightRange]) {
    if let divisor = TemplateGeometry.widthColumnDivisor(region.layout),
      let range = try widthColumnRange(region, divisor: divisor, rowEstimate: rowEstimate)
    {
      return ([range], [])
    }
    let representative = TemplateGeometry.compositional(
      region.layout,
      width: region.widths.lowerBound + min(1, (region.widths.upperBound - region.widths.lowerBound) / 2),
      height: samplingHeight, rowEstimate: rowEstimate)
    if !region.layout.isList, representative.group.isFlow {
      return try compileFlow(region, section: representative, rowEstimate: rowEstimate)
    }
    var ranges = try capacityRanges(region, representative: representative)
    if representative.fillsWhileItFits && ranges.count > 1 {
      // One block for all widths, with geometry sampled in the range holding a typical width.
      let heights = ranges.map {
        HeightRange(conditions: region.conditions, layout: region.layout, lower: $0.0, upper: $0.1)
      }
      let typical = max(region.widths.lowerBound, typicalWidth)
      let range = ranges.first { $0.0 <= typical && typical < $0.1 } ?? ranges[ranges.count - 1]
      var geometry = try TemplateGeometry.sample(region.layout, widths: range.0..<range.1, rowEstimate: rowEstimate)
      geometry.fillsWhileItFits = true
      var conditions = region.conditions
      if let query = containerQuery(lower: region.widths.lowerBound, upper: region.widths.upperBound) {
        conditions.append(query)
      }
      let compiled = CompiledRange(
        conditions: conditions, geometry: geometry, scheme: try Scheme.choose(for: geometry),
        isList: region.layout.isList)
      return ([compiled], heights)
    }
    // Each range lists its group's slots: their total bounds the section's stylesheet.
    let capacities = ranges.map { capacity(region.layout, in: $0.0..<$0.1, rowEstimate: rowEstimate) }
    let slots = capacities.reduce(0, +)
    if slots > LayoutChoices.maximumCompiledSlots {
      throw CSSCompileError(.slotCount(slots, largestGroup: capacities.max() ?? 0, widths: ranges.count))
    }
    ranges = zip(ranges, capacities).flatMap { range, capacity in
      bends(region.layout, capacity: capacity, lower: range.0, upper: range.1, rowEstimate: rowEstimate)
    }
    let sampled = try sampledRanges(ranges, region.layout, rowEstimate: rowEstimate)
    let heights = sampled.map {
      HeightRange(conditions: region.conditions, layout: region.layout, lower: $0.lower, upper: $0.upper)
    }
    var compiled: [CompiledRange] = []
    for (lower, upper, geometry) in sampled {
      var conditions = region.conditions
      if let query = containerQuery(lower: lower, upper: upper) { conditions.append(query) }
      compiled.append(
        CompiledRange(
          conditions: conditions, geometry: geometry, scheme: try Scheme.choose(for: geometry),
          isList: region.layout.isList))
    }
    return (compiled, heights)
  }

  /// Each range with its geometry. Below ``LayoutChoices/minimumExactContainerWidth`` sizes clamp
  /// at zero (a section's insets wider than the content box, say), so a range there whose frames
  /// bend is not refused: the range above it reaches down over it (or, for the last, the range
  /// below it up), and those widths show that range's structure. Only a range that reaches 320
  /// points is refused for bending.
  static func sampledRanges(
    _ ranges: [(Double, Double)], _ layout: SectionLayout, rowEstimate: Double
  ) throws(CSSCompileError) -> [(lower: Double, upper: Double, geometry: TemplateGeometry)] {
    var sampled: [(lower: Double, upper: Double, geometry: TemplateGeometry)] = []
    var uncovered: (lower: Double, error: CSSCompileError)? = nil
    for (lower, upper) in ranges {
      do throws(CSSCompileError) {
        let geometry = try TemplateGeometry.sample(layout, widths: lower..<upper, rowEstimate: rowEstimate)
        sampled.append((uncovered?.lower ?? lower, upper, geometry))
        uncovered = nil
      } catch
        where upper <= LayoutChoices.minimumExactContainerWidth + 1
        && [CSSLimit.nonlinearFrame.id, CSSLimit.capacityFollowsHeight.id].contains(error.message.id)
      {
        uncovered = uncovered ?? (lower, error)
      }
    }
    if let uncovered {
      guard !sampled.isEmpty else { throw uncovered.error }
      sampled[sampled.count - 1].upper = ranges[ranges.count - 1].1
    }
    return sampled
  }

  /// One block for a region whose group's count follows the container width, if the
  /// encoding of ``TemplateGeometry/widthColumnRules(_:)`` reproduces the solver there; nil
  /// otherwise (the region then gets a block per count, within the limits).
  static func widthColumnRange(
    _ region: EnvironmentRegion, divisor: Double, rowEstimate: Double
  ) throws(CSSCompileError) -> CompiledRange? {
    // The geometry of one count, in the count's range of widths around a phone's.
    let typical = region.widths.contains(typicalWidth) ? typicalWidth : sampleWidth(in: region.widths)
    let count = Double(LayoutGroup.Subitems.slotCount(containerWidth: typical, dividedBy: divisor))
    let lower = max(region.widths.lowerBound, count == 1 ? 0 : count * divisor)
    let upper = min(region.widths.upperBound, (count + 1) * divisor)
    var geometry = try TemplateGeometry.sample(region.layout, widths: lower..<upper, rowEstimate: rowEstimate)
    geometry.columnDivisor = divisor
    guard !geometry.items.isEmpty, !geometry.hasSelfSizingHeight, !geometry.hasSelfSizingWidth,
      geometry.widthColumnsAgree(with: region.layout, widths: region.widths, rowEstimate: rowEstimate)
    else { return nil }
    var conditions = region.conditions
    if let query = containerQuery(lower: region.widths.lowerBound, upper: region.widths.upperBound) {
      conditions.append(query)
    }
    return CompiledRange(conditions: conditions, geometry: geometry, scheme: .widthColumns, isList: false)
  }

  /// The region's widths split where any group's capacity steps.
  static func capacityRanges(
    _ region: EnvironmentRegion, representative: LayoutSection
  ) throws(CSSCompileError) -> [(Double, Double)] {
    func search(
      from lower: Double, to upper: Double = widthRange.upperBound,
      limit: Int = LayoutChoices.maximumCapacityBreakpoints
    ) throws(CapacityLimitExceeded) -> [Double] {
      // A region may lie wholly below `lower` or above the widest planned container (a variant's
      // width condition): its structure is the one at its lower bound.
      let start = max(region.widths.lowerBound, lower)
      let end = min(region.widths.upperBound, upper)
      guard start < end else { return [] }
      return try LayoutSolver.capacityBreakpoints(
        for: representative, widths: start...end, height: samplingHeight, limit: limit
      )
      .map { breakpoint throws(CapacityLimitExceeded) in try printable(breakpoint) }
      .filter { $0 > region.widths.lowerBound && $0 < region.widths.upperBound }
    }
    // A browser lays widths out in 1/64 px and, measured in Chromium, matches `width >= q` from
    // q - 1/64 on. Where the solver still has the old structure at the last such width below the
    // breakpoint (a content box exactly zero wide there holds one item, and two just past it),
    // the query is moved so that it matches from the next width a browser lays out.
    func printable(_ breakpoint: Double) throws(CapacityLimitExceeded) -> Double {
      let unit = 1.0 / 64
      let matched = ((breakpoint * 1_000_000).rounded() / 1_000_000 / unit).rounded(.down) * unit
      let new = try LayoutSolver.capacities(
        of: representative, width: breakpoint + LayoutChoices.breakpointProbe, height: samplingHeight)
      let atMatched = try LayoutSolver.capacities(of: representative, width: matched, height: samplingHeight)
      return atMatched == new ? breakpoint : (breakpoint / unit).rounded(.down) * unit + 2 * unit
    }
    let exact = LayoutChoices.minimumExactContainerWidth
    var breakpoints: [Double]
    do throws(CapacityLimitExceeded) {
      breakpoints = try search(from: exact)
    } catch {
      throw CSSCompileError(limit: error)
    }
    // Below the narrowest exact width, the capacities are followed where they step a few times;
    // where they step without end (a subitem that shrinks to nothing as the container does), the
    // structure of the narrowest exact width holds below it.
    if let below = try? search(
      from: widthRange.lowerBound, to: exact, limit: LayoutChoices.maximumCapacityBreakpointsBelowExactWidth)
    {
      breakpoints = below + breakpoints.filter { !below.contains($0) }
    }
    let bounds = [region.widths.lowerBound] + breakpoints + [region.widths.upperBound]
    return Array(zip(bounds, bounds.dropFirst()))
  }

  /// A capacity range split where a clamp (a flexible spacing's leftover, a centring inset)
  /// bends the frames.
  static func bends(
    _ layout: SectionLayout, capacity: Int, lower: Double, upper: Double, rowEstimate: Double
  ) -> [(Double, Double)] {
    let kinks = LinearPieces.kinks(layout, capacity: capacity, lower: lower, upper: upper, rowEstimate: rowEstimate)
    let bounds = [lower] + kinks + [upper]
    return Array(zip(bounds, bounds.dropFirst()))
  }

  /// How many items a group of `layout` holds in a capacity range: at 1 point past its lower
  /// bound (and past 1), or in its middle when it is narrower than that.
  static func capacity(_ layout: SectionLayout, in widths: Range<Double>, rowEstimate: Double) -> Int {
    LayoutSolver.solve(
      layout, itemCount: 1,
      environment: .init(containerWidth: sampleWidth(in: widths), containerHeight: samplingHeight),
      listRowEstimate: rowEstimate
    ).groupCapacity
  }

  /// A width inside `widths` to sample a capacity range or region at: 1 point past its lower
  /// bound (and past 1), or its middle when it is narrower than that.
  static func sampleWidth(in widths: Range<Double>) -> Double {
    let width = max(widths.lowerBound, widthRange.lowerBound) + 1
    return width < widths.upperBound ? width : (widths.lowerBound + widths.upperBound) / 2
  }

  /// The item count of groups wrapped in HTML, or nil when none are. Wrapping groups changes the
  /// HTML, which cannot change with the width: every range must wrap groups of one capacity, or
  /// none may.
  static func wrappedGroupCapacity(_ compiled: [CompiledRange]) throws(CSSCompileError) -> Int? {
    let wrapped = compiled.filter { $0.scheme == .groupColumns }
    let capacity = wrapped.first?.geometry.capacity
    if !wrapped.isEmpty,
      wrapped.count != compiled.count || wrapped.contains(where: { $0.geometry.capacity != capacity })
    {
      throw CSSCompileError(.wrappedCapacityVaries)
    }
    return capacity
  }

  /// Lists' look (backgrounds, rounded inset groups, separators), for each region's list.
  static func listLookRules(
    _ regions: [EnvironmentRegion], _ placeholder: Selectors
  ) -> [(conditions: [String], rules: [CSSRule])] {
    var blocks: [(conditions: [String], rules: [CSSRule])] = []
    for region in regions {
      guard case .list(let configuration) = region.layout else { continue }
      var conditions = region.conditions
      if let query = containerQuery(lower: region.widths.lowerBound, upper: region.widths.upperBound) {
        conditions.append(query)
      }
      blocks.append((conditions, ListAppearanceStyle.rules(for: configuration, placeholder)))
      blocks.append(
        (
          conditions + ["@media (min-resolution: 2dppx)"],
          configuration.showsSeparators
            ? [CSSRule("\(placeholder.cells):not(:last-child)::after", [("height", "0.5px")])] : []
        ))
    }
    return blocks
  }

  /// Offscreen sections are skipped (`content-visibility: auto`) at their exact height, where
  /// their geometry alone gives it in every range; nil where it does not (they are always laid out).
  static func exactHeightRules(
    _ ranges: [HeightRange], _ placeholder: Selectors, rowEstimate: Double
  ) -> [(conditions: [String], rules: [CSSRule])]? {
    let heights = ranges.map { SectionHeight.fit($0.layout, widths: $0.lower..<$0.upper, rowEstimate: rowEstimate) }
    guard !heights.isEmpty, heights.allSatisfy({ $0 != nil }) else { return nil }
    return zip(ranges, heights).compactMap { range, height in
      guard let height else { return nil }
      var conditions = range.conditions
      if let query = containerQuery(lower: range.lower, upper: range.upper) { conditions.append(query) }
      let rule = CSSRule(
        placeholder.section, [("content-visibility", "auto"), ("contain-intrinsic-size", "auto \(height.css)")])
      return (conditions, [rule])
    }
  }

  /// Identical layouts share rules: the class is named after the compiled rules themselves, and
  /// replaces the `&` placeholder.
  static func named(_ ruleBlocks: [(conditions: [String], rules: [CSSRule])]) -> (className: String, blocks: [CSSBlock])
  {
    let draft = ruleBlocks.map { CSSBlock(conditions: $0.conditions, rules: $0.rules).render() }.joined(separator: "\n")
    let className = "t-l" + StableHash(draft).hex.prefix(10)
    let renamed = ruleBlocks.map { block in
      CSSBlock(
        conditions: block.conditions,
        rules: block.rules.map { rule in
          var rule = rule
          rule.selector = rule.selector.replacingAmpersand(with: className)
          return rule
        })
    }
    return (className, renamed)
  }

  /// The `@container` condition for container widths lower..<upper; nil for all widths.
  static func containerQuery(lower: Double, upper: Double) -> String? {
    switch (lower > 0, upper.isFinite) {
    case (false, false): nil
    case (true, false): "@container trellis (width >= \(cssNumber(lower))px)"
    case (false, true): "@container trellis (width < \(cssNumber(upper))px)"
    case (true, true): "@container trellis (\(cssNumber(lower))px <= width < \(cssNumber(upper))px)"
    }
  }
}

extension String {
  /// Replaces the `.&` placeholder class with the real one.
  func replacingAmpersand(with className: String) -> String {
    var result = ""
    var index = startIndex
    while index < endIndex {
      if self[index] == "&" {
        result += className
      } else {
        result.append(self[index])
      }
      index = self.index(after: index)
    }
    return result
  }

}

extension SectionLayout {
  /// Whether the layout is a list configuration.
  var isList: Bool {
    if case .list = self { true } else { false }
  }
}
