extension SectionSnapshot {
  /// Whether `item` is expanded (its children, if any, are shown when it is). Items start
  /// collapsed; an item not in the outline is not expanded.
  ///
  /// - Complexity: O(1) expected.
  package func isExpanded(_ item: ItemID) -> Bool {
    contains(item) && expandedItems.contains(item)
  }

  /// Expands `items` so their children are displayed (leaves may be expanded too: the state is
  /// kept for when they gain children).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when an item is not in the outline;
  ///   nothing changes then.
  /// - Complexity: O(k) expected, k = `items.count`.
  package mutating func expand(_ items: [ItemID]) throws(SectionSnapshotError<ItemID>) {
    try validateExisting(items)
    expandedItems.formUnion(items)
  }

  /// Collapses `items` so their subtrees are hidden.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when an item is not in the outline;
  ///   nothing changes then.
  /// - Complexity: O(k) expected, k = `items.count`.
  package mutating func collapse(_ items: [ItemID]) throws(SectionSnapshotError<ItemID>) {
    try validateExisting(items)
    expandedItems.subtract(items)
  }

  /// Checks that every one of `items` is in the outline.
  ///
  /// - Complexity: O(k) expected, k = `items.count`.
  internal func validateExisting(_ items: [ItemID]) throws(SectionSnapshotError<ItemID>) {
    for item in items where !contains(item) { throw .itemNotFound(item) }
  }
}
