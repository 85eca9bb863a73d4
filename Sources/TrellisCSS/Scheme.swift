import TrellisLayout

/// How a section's cells are placed in CSS.
enum Scheme: Equatable {
  /// A grid whose tracks are the slots of one group; each group is a row (vertical sections).
  /// Rows may size to their content, so lists and self-sizing grids use it.
  case flowRows
  /// A grid whose columns are groups, each group's slots stacked in rows (orthogonal sections).
  case flowColumns
  /// As `flowColumns`, but each group is a `t-group` element stacking its own cells: groups whose
  /// items size to their content differ in height (the rows of a shared grid could not).
  case groupColumns
  /// Every cell positioned from its index (`--i`): any fixed-geometry template, nested groups
  /// included.
  case indexed
  /// Every cell positioned from its index in a row whose count CSS computes from the container
  /// width (`"count": {"containerWidthDividedBy": d}`): one block for every width.
  case widthColumns
  /// A wrapping flex row whose lines are the groups of a flow (``LayoutGroup/isFlow``): cells as
  /// wide as their content, a line broken where the next does not fit, as the solver breaks it.
  case wrap

  /// The scheme that can express a template exactly.
  static func choose(for geometry: TemplateGeometry) throws(CSSCompileError) -> Scheme {
    let items = geometry.items
    func inOrder(_ start: (FrameGeometry) -> LinearLength, _ length: (FrameGeometry) -> LinearLength) -> Bool {
      // Sampled at a typical width: the slots follow each other without overlapping.
      let width = 500.0
      let height = 900.0
      return zip(items, items.dropFirst()).allSatisfy { previous, next in
        (start(previous) + length(previous)).value(width: width, height: height)
          <= start(next).value(width: width, height: height) + 1e-9
      }
    }
    if geometry.hasSelfSizingWidth {
      // A row of one-item groups as wide as their content (chips) is a grid of max-content
      // columns; anywhere else a content width would change how many items fit, which CSS
      // cannot follow.
      guard geometry.isOrthogonal, geometry.capacity == 1 else {
        throw CSSCompileError(.contentWidthOutsideOrthogonal)
      }
      return .flowColumns
    }
    if geometry.isOrthogonal {
      // Fixed heights: every cell is placed from its index. A grid of group-wide columns would
      // put group g at the sum of g rounded track widths (browsers lay out in 1/64 px units), which
      // drifts from the solver's g × pitch by up to 1/64 px per group; a position computed from
      // the index is rounded once. Only columns whose height follows their content need a grid.
      if geometry.hasSelfSizingHeight, inOrder(\.y, \.height) {
        return geometry.capacity > 1 ? .groupColumns : .flowColumns
      }
    } else if inOrder(\.x, \.width) {
      // Cells of a row start at fixed offsets from its top; a row's height is its tallest cell's.
      if items.contains(where: \.topFollowsContent) {
        throw CSSCompileError(.topFollowsContent)
      }
      return .flowRows
    }
    if geometry.hasSelfSizingHeight {
      throw CSSCompileError(.twoDimensionalSelfSizing)
    }
    return .indexed
  }
}
