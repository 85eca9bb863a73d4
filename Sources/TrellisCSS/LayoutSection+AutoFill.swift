import TrellisLayout

extension LayoutSection {
  /// Whether the capacity follows CSS grid's `repeat(auto-fill, w)` exactly: a horizontal group
  /// in a vertical section repeating one absolute-width item, without edge spacing, so that
  /// k = the largest n ≥ 1 with n·w + (n − 1)·gap ≤ the group's content width. The width and the
  /// gap must be whole numbers of the browser's layout unit (1/64 px), as `56` or `8.5` are: the
  /// browser floors auto-fill tracks to the unit, and lines of a row of many columns would drift
  /// (GridTracks). Other widths get a block per capacity, whose tracks are listed.
  var fillsWhileItFits: Bool {
    guard orthogonalScrollingBehavior == .none, group.axis == .horizontal,
      case .subitems(let subitems) = group.subitems, subitems.count == 1,
      case .item(let item) = subitems[0], case .absolute(let width) = item.layoutSize.widthDimension,
      item.edgeSpacing == nil || item.edgeSpacing == EdgeSpacing()
    else { return false }
    let gap = group.interItemSpacing?.value ?? 0
    return [width, gap].allSatisfy { ($0 * 64).rounded() == $0 * 64 }
  }
}
