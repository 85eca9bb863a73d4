import OrderedCollections

extension Snapshot {
  /// Appends `items` to the end of `section`, or of the last section when `section` is `nil`.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` for an unknown section,
  ///   ``SnapshotError/noSectionToAppendTo`` when `section` is `nil` and there are no sections,
  ///   ``SnapshotError/duplicateItem(_:)`` when an item is already in the snapshot or repeated.
  /// - Complexity: O(k) expected, k = `items.count`.
  package mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil)
    throws(Failure)
  {
    let sectionIndex: Int
    if let section {
      guard let index = storage.index(forKey: section) else { throw .sectionNotFound(section) }
      sectionIndex = index
    } else {
      guard !storage.isEmpty else { throw .noSectionToAppendTo }
      sectionIndex = storage.count - 1
    }
    let newItems = try validatedNewItems(items)
    let target = storage.keys[sectionIndex]
    storage.values[sectionIndex].append(contentsOf: newItems)
    for item in newItems { sectionByItem[item] = target }
  }

  /// Inserts `items` immediately before `beforeItem`, in its section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when `beforeItem` is not in the snapshot,
  ///   ``SnapshotError/duplicateItem(_:)`` when an item is already in the snapshot or repeated.
  /// - Complexity: O(m + k) expected, m = items in that section, k = `items.count`.
  package mutating func insertItems(_ items: [ItemID], beforeItem: ItemID) throws(Failure) {
    let anchor = try position(of: beforeItem)
    let newItems = try validatedNewItems(items)
    insertUnchecked(newItems, sectionIndex: anchor.section, itemIndex: anchor.item)
  }

  /// Inserts `items` immediately after `afterItem`, in its section.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when `afterItem` is not in the snapshot,
  ///   ``SnapshotError/duplicateItem(_:)`` when an item is already in the snapshot or repeated.
  /// - Complexity: O(m + k) expected, m = items in that section, k = `items.count`.
  package mutating func insertItems(_ items: [ItemID], afterItem: ItemID) throws(Failure) {
    let anchor = try position(of: afterItem)
    let newItems = try validatedNewItems(items)
    insertUnchecked(newItems, sectionIndex: anchor.section, itemIndex: anchor.item + 1)
  }

  /// Deletes `items` from the snapshot (and their reload/reconfigure marks). Repeating an item in
  /// `items` is harmless.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` when an item is not in the snapshot; nothing is
  ///   deleted then.
  /// - Complexity: O(k + m) expected, k = `items.count`, m = items in the affected sections.
  package mutating func deleteItems(_ items: [ItemID]) throws(Failure) {
    try validateExistingItems(items)
    var doomedBySection: [SectionID: Set<ItemID>] = [:]
    for item in items {
      guard let section = sectionByItem.removeValue(forKey: item) else { continue }
      doomedBySection[section, default: []].insert(item)
    }
    for (section, doomed) in doomedBySection {
      storage[section]?.removeAll(where: doomed.contains)
    }
    removeMarks(forItems: items)
  }

  /// Deletes every item **and every section**, as Apple's `deleteAllItems()` does, and clears all
  /// reload and reconfigure marks.
  ///
  /// - Complexity: O(1) (the old storage is released).
  package mutating func deleteAllItems() {
    self = Snapshot()
  }

  /// Moves `item` to immediately before `beforeItem`, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` when both are the same item,
  ///   ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(m) expected, m = items in the two sections involved.
  package mutating func moveItem(_ item: ItemID, beforeItem: ItemID) throws(Failure) {
    try moveItem(item, relativeTo: beforeItem, offset: 0)
  }

  /// Moves `item` to immediately after `afterItem`, possibly into another section.
  ///
  /// - Throws: ``SnapshotError/itemMovedRelativeToItself(_:)`` when both are the same item,
  ///   ``SnapshotError/itemNotFound(_:)`` when either is not in the snapshot.
  /// - Complexity: O(m) expected, m = items in the two sections involved.
  package mutating func moveItem(_ item: ItemID, afterItem: ItemID) throws(Failure) {
    try moveItem(item, relativeTo: afterItem, offset: 1)
  }

  private mutating func moveItem(_ item: ItemID, relativeTo anchor: ItemID, offset: Int)
    throws(Failure)
  {
    guard item != anchor else { throw .itemMovedRelativeToItself(item) }
    let source = try position(of: item)
    _ = try position(of: anchor)
    storage.values[source.section].remove(at: source.item)
    let target = try position(of: anchor)
    storage.values[target.section].insert(item, at: target.item + offset)
    sectionByItem[item] = storage.keys[target.section]
  }
}
