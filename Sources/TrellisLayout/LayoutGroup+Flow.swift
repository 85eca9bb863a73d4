extension LayoutGroup {
  /// Whether the group is a flow: a horizontal group of fixed width (not estimated) whose
  /// `subitems` are all items of estimated width. As a section's top-level group, each group
  /// then holds the items that fit at their measured widths (their estimates until measured),
  /// so the next group (the next line) starts where an item does not fit, like wrapping text.
  /// Nested groups are never flows: they keep the capacities of their estimates.
  public var isFlow: Bool {
    guard axis == .horizontal, !layoutSize.widthDimension.isEstimated,
      case .subitems(let list) = subitems, !list.isEmpty
    else { return false }
    return list.allSatisfy { subitem in
      if case .item(let item) = subitem { item.layoutSize.widthDimension.isEstimated } else { false }
    }
  }
}
