import OrderedCollections

extension Snapshot {
  /// Items marked for reloading since they were added, in marking order.
  ///
  /// - Complexity: O(r), r = number of marked items.
  package var reloadedItemIdentifiers: [ItemID] { Array(reloadedItems) }

  /// Items marked for reconfiguring since they were added, in marking order.
  ///
  /// - Complexity: O(r), r = number of marked items.
  package var reconfiguredItemIdentifiers: [ItemID] { Array(reconfiguredItems) }

  /// Sections marked for reloading since they were added, in marking order.
  ///
  /// - Complexity: O(r), r = number of marked sections.
  package var reloadedSectionIdentifiers: [SectionID] { Array(reloadedSections) }

  /// Marks `items` for reloading: their content changed and their cells should be rebuilt.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when an item is not in the snapshot; nothing is
  ///   marked then.
  /// - Complexity: O(k) expected, k = `items.count`.
  package mutating func reloadItems(_ items: [ItemID]) throws(Failure) {
    try validateExistingItems(items)
    reloadedItems.append(contentsOf: items)
  }

  /// Marks `items` for reconfiguring: their existing cells should be updated in place.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when an item is not in the snapshot; nothing is
  ///   marked then.
  /// - Complexity: O(k) expected, k = `items.count`.
  package mutating func reconfigureItems(_ items: [ItemID]) throws(Failure) {
    try validateExistingItems(items)
    reconfiguredItems.append(contentsOf: items)
  }

  /// Marks `sections` for reloading.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when a section is not in the snapshot;
  ///   nothing is marked then.
  /// - Complexity: O(k) expected, k = `sections.count`.
  package mutating func reloadSections(_ sections: [SectionID]) throws(Failure) {
    try validateExistingSections(sections)
    reloadedSections.append(contentsOf: sections)
  }

  /// Drops the marks of deleted items.
  ///
  /// - Complexity: O(k + r) expected, k = `items.count`, r = number of marked items.
  internal mutating func removeMarks(forItems items: some Sequence<ItemID>) {
    guard !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else { return }
    let doomed = Set(items)
    reloadedItems.removeAll(where: doomed.contains)
    reconfiguredItems.removeAll(where: doomed.contains)
  }
}
