import TrellisLayout

extension SectionStyleCompiler {
  /// Compiles a region whose section is a flow (``LayoutGroup/isFlow``) into one wrapping flex
  /// row for all its widths: each flex line is a group. Chromium breaks a line where the next
  /// item's measured width does not fit the group's content width, as the solver does, so no
  /// capacity ranges are planned: the capacity follows the content, not the width.
  static func compileFlow(
    _ region: EnvironmentRegion, section: LayoutSection, rowEstimate: Double
  ) throws(CSSCompileError) -> (ranges: [CompiledRange], heights: [HeightRange]) {
    try checkFlow(section)
    let geometry = try TemplateGeometry.sample(
      region.layout, widths: region.widths.lowerBound..<region.widths.upperBound, rowEstimate: rowEstimate,
      flow: true)
    let units = 1 / GridTracks.unit
    guard
      geometry.wrapRepeatedLengths.allSatisfy({ length in
        length.isConstant && abs((length.constant * units).rounded() - length.constant * units) < 1e-6
      })
    else {
      throw CSSCompileError(.flowLengthsNotWholeUnits)
    }
    var conditions = region.conditions
    if let query = containerQuery(lower: region.widths.lowerBound, upper: region.widths.upperBound) {
      conditions.append(query)
    }
    let range = CompiledRange(conditions: conditions, geometry: geometry, scheme: .wrap, isList: false)
    // Its height follows the content (where lines break): never an exact offscreen height.
    let height = HeightRange(
      conditions: region.conditions, layout: region.layout, lower: region.widths.lowerBound,
      upper: region.widths.upperBound)
    return ([range], [height])
  }

  /// Refuses the flows a flex row cannot place as the solver does.
  static func checkFlow(_ section: LayoutSection) throws(CSSCompileError) {
    guard section.orthogonalScrollingBehavior == .none else {
      throw CSSCompileError(.flowScrollsSideways)
    }
    guard case .subitems(let list) = section.group.subitems else { return }
    let items = list.compactMap { subitem -> LayoutItem? in
      if case .item(let item) = subitem { item } else { nil }
    }
    // A line's cells cannot know which subitem of the cycle they are (that depends on where the
    // line broke), and flex lines break on margin boxes, trailing edge spacing included, where the
    // solver's fit test ends at the item. Flexible spacing is the flex row's `space-between`.
    guard let first = items.first, items.allSatisfy({ $0 == first }),
      first.edgeSpacing == nil || first.edgeSpacing == EdgeSpacing()
    else {
      throw CSSCompileError(.flowItemsNotUniform)
    }
  }
}
