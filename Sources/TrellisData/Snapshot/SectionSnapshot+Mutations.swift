import OrderedCollections

extension SectionSnapshot {
  /// Appends `items` as the last children of `parent`, or as the last root items when `parent` is
  /// `nil`. A parent that gains children stays collapsed until expanded.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when `parent` is not in the outline,
  ///   ``SectionSnapshotError/duplicateItem(_:)`` when an item is already in it or repeated.
  /// - Complexity: O(n + k) expected, n = number of items, k = `items.count` (O(k) for roots).
  package mutating func append(_ items: [ItemID], to parent: ItemID? = nil)
    throws(SectionSnapshotError<ItemID>)
  {
    guard let parent else {
      let newItems = try validatedNew(items)
      order.append(contentsOf: newItems)
      roots.append(contentsOf: newItems)
      return
    }
    guard contains(parent) else { throw .itemNotFound(parent) }
    let newItems = try validatedNew(items)
    insertInOrder(newItems, at: subtreeEnd(of: parent))
    childLists[parent, default: []].append(contentsOf: newItems)
    for item in newItems { parents[item] = parent }
  }

  /// Inserts `items` as siblings immediately before `beforeItem` (same parent).
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when `beforeItem` is not in the outline,
  ///   ``SectionSnapshotError/duplicateItem(_:)`` when an item is already in it or repeated.
  /// - Complexity: O(n + k) expected, n = number of items, k = `items.count`.
  package mutating func insert(_ items: [ItemID], before beforeItem: ItemID)
    throws(SectionSnapshotError<ItemID>)
  {
    guard let position = order.firstIndex(of: beforeItem) else { throw .itemNotFound(beforeItem) }
    let newItems = try validatedNew(items)
    insertInOrder(newItems, at: position)
    insertSiblings(newItems, next: beforeItem, offset: 0)
  }

  /// Inserts `items` as siblings immediately after `afterItem` (same parent), that is after
  /// `afterItem`'s whole subtree in display order.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when `afterItem` is not in the outline,
  ///   ``SectionSnapshotError/duplicateItem(_:)`` when an item is already in it or repeated.
  /// - Complexity: O(n + k) expected, n = number of items, k = `items.count`.
  package mutating func insert(_ items: [ItemID], after afterItem: ItemID)
    throws(SectionSnapshotError<ItemID>)
  {
    guard contains(afterItem) else { throw .itemNotFound(afterItem) }
    let newItems = try validatedNew(items)
    insertInOrder(newItems, at: subtreeEnd(of: afterItem))
    insertSiblings(newItems, next: afterItem, offset: 1)
  }

  /// Deletes `items` together with all their descendants. Repeating an item, or naming both an
  /// item and one of its descendants, is harmless.
  ///
  /// - Throws: ``SectionSnapshotError/itemNotFound(_:)`` when an item is not in the outline;
  ///   nothing is deleted then.
  /// - Complexity: O(n) expected, n = number of items.
  package mutating func delete(_ items: [ItemID]) throws(SectionSnapshotError<ItemID>) {
    try validateExisting(items)
    var doomed = Set<ItemID>()
    for item in items where !doomed.contains(item) {
      guard let start = order.firstIndex(of: item) else { continue }
      doomed.formUnion(order[start..<subtreeEnd(of: item)])
    }
    var affectedParents = Set<ItemID>()
    var rootsAffected = false
    for item in doomed {
      if let parent = parents.removeValue(forKey: item) {
        if !doomed.contains(parent) { affectedParents.insert(parent) }
      } else {
        rootsAffected = true
      }
      childLists[item] = nil
      expandedItems.remove(item)
    }
    for parent in affectedParents {
      let remaining = (childLists[parent] ?? []).filter { !doomed.contains($0) }
      childLists[parent] = remaining.isEmpty ? nil : remaining
    }
    if rootsAffected { roots.removeAll(where: doomed.contains) }
    order.removeAll(where: doomed.contains)
  }

  /// Deletes every item.
  ///
  /// - Complexity: O(1) (the old storage is released).
  package mutating func deleteAll() {
    self = SectionSnapshot()
  }

  /// Checks that `items` are new to the outline and distinct from each other.
  ///
  /// - Complexity: O(k) expected, k = `items.count`.
  private func validatedNew(_ items: [ItemID]) throws(SectionSnapshotError<ItemID>) -> OrderedSet<
    ItemID
  > {
    var result = OrderedSet<ItemID>()
    result.reserveCapacity(items.count)
    for item in items {
      guard !contains(item), result.append(item).inserted else { throw .duplicateItem(item) }
    }
    return result
  }

  /// Inserts validated `items` into the depth-first order at `index`.
  ///
  /// - Complexity: O(n + k) expected.
  private mutating func insertInOrder(_ items: OrderedSet<ItemID>, at index: Int) {
    guard index < order.count else {
      order.append(contentsOf: items)
      return
    }
    var rebuilt = OrderedSet<ItemID>()
    rebuilt.reserveCapacity(order.count + items.count)
    rebuilt.append(contentsOf: order[..<index])
    rebuilt.append(contentsOf: items)
    rebuilt.append(contentsOf: order[index...])
    order = rebuilt
  }

  /// Inserts validated `items` into the sibling list of `anchor`, before it (`offset` 0) or after
  /// it (`offset` 1), and gives them `anchor`'s parent.
  ///
  /// - Complexity: O(c + k), c = number of siblings.
  private mutating func insertSiblings(
    _ items: OrderedSet<ItemID>, next anchor: ItemID, offset: Int
  ) {
    if let parent = parents[anchor] {
      var siblings = childLists[parent] ?? []
      let index = (siblings.firstIndex(of: anchor) ?? siblings.count - offset) + offset
      siblings.insert(contentsOf: items, at: index)
      childLists[parent] = siblings
      for item in items { parents[item] = parent }
    } else {
      let index = (roots.firstIndex(of: anchor) ?? roots.count - offset) + offset
      roots.insert(contentsOf: items, at: index)
    }
  }
}
