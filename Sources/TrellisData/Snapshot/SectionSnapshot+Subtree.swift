extension SectionSnapshot {
  /// A new outline holding the subtree of `parent`: its descendants, with `parent`'s children as
  /// roots, or `parent` itself as the single root when `includingParent` is `true`. Expansion
  /// states are kept.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when `parent` is not in the outline.
  /// - Complexity: O(m + d), m = size of the subtree, d = depth of its last branch.
  package func snapshot(
    of parent: ItemID, includingParent: Bool = false
  ) throws(SectionSnapshotError<ItemID>) -> SectionSnapshot {
    guard let start = order.firstIndex(of: parent) else { throw .itemNotFound(parent) }
    let subtree = order[(includingParent ? start : start + 1)..<subtreeEnd(of: parent)]
    var result = SectionSnapshot()
    result.order.append(contentsOf: subtree)
    for item in subtree {
      if let children = childLists[item] {
        result.childLists[item] = children
        for child in children { result.parents[child] = item }
      }
      if expandedItems.contains(item) { result.expandedItems.insert(item) }
    }
    if includingParent {
      result.roots = [parent]
    } else {
      result.roots = childLists[parent] ?? []
      for root in result.roots { result.parents[root] = nil }
    }
    return result
  }
}
