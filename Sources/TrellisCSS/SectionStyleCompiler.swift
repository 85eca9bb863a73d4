import TrellisDiagnostics
import TrellisLayout

/// Compiles a section's layout into CSS that makes a browser place every cell, group, header,
/// footer, badge and decoration where ``LayoutSolver`` says, at every container width.
///
/// How:
/// 1. The environments a provider distinguishes (orientation, horizontal size class) become
///    `@media (orientation: …)` and `@container trellis (width …)` conditions.
/// 2. Within each, the solver's capacity breakpoints split the widths into ranges where every
///    group holds the same number of items; each range is a `@container` block.
/// 3. Within a range every frame is linear in the container width and viewport height, so each
///    length is one exact `calc()` (fitted from solver runs and checked at another point).
/// 4. A scheme places the cells: grid rows (vertical sections), grid columns (orthogonal
///    sections), or index-based placement for fixed two-dimensional templates.
public enum SectionStyleCompiler {
  /// The widest container the compiler plans for; wider ones keep the last range's rules.
  /// The container widths the compiler plans capacity ranges for (choice): up to 3840, the
  /// widest common viewport in CSS pixels; wider containers keep the last range's rules.
  static let widthRange: ClosedRange<Double> = 1...3840

  public static func compile(
    _ provider: SectionLayoutProvider, rowEstimate: Double = LayoutChoices.listRowEstimatedHeight
  ) throws(CSSCompileError) -> SectionStyle {
    let blocks = EnvironmentRegion.regions(for: provider)
    var compiled: [(conditions: [String], geometry: TemplateGeometry, scheme: Scheme, isList: Bool)] = []
    var schemes: [Scheme] = []
    var behaviours: [OrthogonalScrollingBehavior] = []
    // Every capacity range of every block, before a block that fills while it fits is collapsed
    // into one: the section's height depends on the capacity even where its rules do not.
    var placeholderRanges: [(conditions: [String], layout: SectionLayout, lower: Double, upper: Double)] = []
    /// Compiles one environment region: a block per capacity range.
    func compileBlock(_ block: EnvironmentRegion) throws(CSSCompileError) {
      let representative = TemplateGeometry.compositional(
        block.layout, width: block.widths.lowerBound + 1, height: 900, rowEstimate: rowEstimate)
      func searchBreakpoints(from lower: Double) throws(CapacityLimitExceeded) -> [Double] {
        try LayoutSolver.capacityBreakpoints(
          for: representative,
          widths: max(block.widths.lowerBound, lower)...min(block.widths.upperBound, widthRange.upperBound),
          height: 900
        ).filter { $0 > block.widths.lowerBound && $0 < block.widths.upperBound }
      }
      var breakpoints: [Double]
      do throws(CapacityLimitExceeded) {
        do throws(CapacityLimitExceeded) {
          breakpoints = try searchBreakpoints(from: widthRange.lowerBound)
        } catch  where error.width < LayoutChoices.minimumExactContainerWidth {
          // A subitem that shrinks to nothing in a container narrower than any the CSS is exact
          // for: the structure of the narrowest exact width holds below it.
          breakpoints = try searchBreakpoints(from: LayoutChoices.minimumExactContainerWidth)
        }
      } catch {
        throw CSSCompileError(limit: error)
      }
      let capacityBounds = [block.widths.lowerBound] + breakpoints + [block.widths.upperBound]
      var ranges = Array(zip(capacityBounds, capacityBounds.dropFirst()))
      let fillsWhileItFits = representative.fillsWhileItFits && ranges.count > 1
      if !fillsWhileItFits {
        // Within a capacity range, clamps (a flexible spacing's leftover, a centring inset) bend
        // the frames: each bend starts another range.
        ranges = ranges.flatMap { lower, upper -> [(Double, Double)] in
          let capacity = LayoutSolver.solve(
            block.layout, itemCount: 1,
            environment: .init(containerWidth: max(lower, widthRange.lowerBound) + 1, containerHeight: 900),
            listRowEstimate: rowEstimate
          ).groupCapacity
          let kinks = LinearPieces.kinks(
            block.layout, capacity: capacity, lower: lower, upper: upper, rowEstimate: rowEstimate)
          let bounds = [lower] + kinks + [upper]
          return Array(zip(bounds, bounds.dropFirst()))
        }
      }
      placeholderRanges.append(contentsOf: ranges.map { (block.conditions, block.layout, $0.0, $0.1) })
      if fillsWhileItFits {
        // One block for all widths, with geometry sampled in the range holding a typical width.
        let typical = max(block.widths.lowerBound, 390)
        let sampled = ranges.first { $0.0 <= typical && typical < $0.1 } ?? ranges[ranges.count - 1]
        ranges = [sampled]
      }
      for (lower, upper) in ranges {
        var geometry = try TemplateGeometry.sample(block.layout, widths: lower..<upper, rowEstimate: rowEstimate)
        geometry.fillsWhileItFits = fillsWhileItFits
        let scheme = try Scheme.choose(for: geometry)
        schemes.append(scheme)
        behaviours.append(geometry.section.orthogonalScrollingBehavior)
        var conditions = block.conditions
        let queryBounds = fillsWhileItFits ? (block.widths.lowerBound, block.widths.upperBound) : (lower, upper)
        if let query = containerQuery(lower: queryBounds.0, upper: queryBounds.1) {
          conditions.append(query)
        }
        compiled.append((conditions, geometry, scheme, block.layout.isList))
      }
    }
    // A refusal names the variant (or the base) whose layout CSS cannot express.
    for block in blocks {
      do throws(CSSCompileError) {
        try compileBlock(block)
      } catch {
        throw CSSCompileError(error.message, variant: block.variant)
      }
    }
    // Wrapping groups changes the HTML, which cannot change with the width: every range must
    // wrap groups of one capacity, or none may.
    let wrapped = compiled.filter { $0.scheme == .groupColumns }
    let groupCapacity = wrapped.first?.geometry.capacity
    if !wrapped.isEmpty,
      wrapped.count != compiled.count || wrapped.contains(where: { $0.geometry.capacity != groupCapacity })
    {
      throw CSSCompileError(
        "groups that size to their content are wrapped in HTML, so their item count must be the same in every environment; here it changes with the width or a variant"
      )
    }
    let placeholder = Selectors(className: "&", wrapsGroups: groupCapacity != nil)
    var ruleBlocks = compiled.map { block in
      // A section's cells are exactly their frames, however narrow: no list row's padding (the
      // page marks a section whose variants mix a list and a section by one of them).
      let cellPadding =
        block.isList ? [] : [CSSRule(placeholder.cells, [("padding-left", "0"), ("padding-right", "0")])]
      return (conditions: block.conditions, rules: block.geometry.rules(block.scheme, placeholder) + cellPadding)
    }
    // Lists' look (backgrounds, rounded inset groups, separators), for each region's list.
    for block in blocks {
      if case .list(let configuration) = block.layout {
        var conditions = block.conditions
        if let query = containerQuery(lower: block.widths.lowerBound, upper: block.widths.upperBound) {
          conditions.append(query)
        }
        ruleBlocks.append((conditions, ListAppearanceStyle.rules(for: configuration, placeholder)))
        ruleBlocks.append(
          (
            conditions + ["@media (min-resolution: 2dppx)"],
            configuration.showsSeparators
              ? [CSSRule("\(placeholder.cells):not(:last-child)::after", [("height", "0.5px")])] : []
          ))
      }
    }
    // Offscreen sections: skipped (`content-visibility: auto`) at their exact height, where
    // their geometry alone gives it in every range; otherwise always laid out.
    let heights = placeholderRanges.map {
      SectionHeight.fit($0.layout, widths: $0.lower..<$0.upper, rowEstimate: rowEstimate)
    }
    let hasExactHeight = !heights.isEmpty && heights.allSatisfy { $0 != nil }
    if hasExactHeight {
      for (range, height) in zip(placeholderRanges, heights) {
        guard let height else { continue }
        var conditions = range.conditions
        if let query = containerQuery(lower: range.lower, upper: range.upper) { conditions.append(query) }
        ruleBlocks.append(
          (
            conditions,
            [
              CSSRule(
                placeholder.section,
                [("content-visibility", "auto"), ("contain-intrinsic-size", "auto \(height.css)")])
            ]
          ))
      }
    }
    ruleBlocks.removeAll { $0.rules.isEmpty }
    // Identical layouts share rules: the class is named after the compiled rules themselves.
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
    return SectionStyle(
      className: className, blocks: renamed, needsItemIndices: schemes.contains(.indexed),
      needsItemCount: schemes.contains(.indexed) || behaviours.contains(.paging) || hasExactHeight,
      needsPageMarks: behaviours.contains(.paging), groupCapacity: groupCapacity,
      hasDecoration: compiled.contains { $0.geometry.decoration != nil },
      badgesPerItem: compiled.flatMap { $0.geometry.badges.map(\.count) }.max() ?? 0, hasExactHeight: hasExactHeight,
      firstItemIsHeader: provider.firstItemIsHeader)
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
