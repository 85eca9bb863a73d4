import OrderedCollections

extension Snapshot {
  /// This snapshot with `difference` replayed on it, batch-update style:
  /// 1. every removed item and the source of every moved item is taken out;
  /// 2. removed sections are deleted (with any items still in them), moved sections are detached
  ///    with the items still in them, then inserted sections (empty) and moved sections are placed
  ///    at their new indices;
  /// 3. inserted and moved items are placed at their new (section, index).
  ///
  /// Placing every new element at its final index while the untouched ones fill the remaining
  /// slots in order is the same as inserting in ascending index order, but does not depend on the
  /// order of the change lists. Applied to the snapshot a difference was computed from, the result
  /// equals the new snapshot. The result carries no reload or reconfigure marks.
  ///
  /// - Throws: ``SnapshotError/itemNotFound(_:)`` / ``SnapshotError/sectionNotFound(_:)`` when a
  ///   removal, move source or destination section is not in the snapshot,
  ///   ``SnapshotError/itemPositionMismatch(_:index:)`` /
  ///   ``SnapshotError/sectionPositionMismatch(_:index:)`` when an old position is stale or a new
  ///   index is out of range or taken twice, ``SnapshotError/duplicateItem(_:)`` /
  ///   ``SnapshotError/duplicateSection(_:)`` when an identifier would appear twice.
  /// - Complexity: O(n + d) expected, n = sections and items of this snapshot, d = number of
  ///   changes.
  package func applying(_ difference: SnapshotDifference<SectionID, ItemID>) throws(Failure)
    -> Snapshot
  {
    // 1. Items leaving their place.
    var leavingItems = Set<ItemID>()
    for removal in difference.itemRemovals {
      try checkItemSource(removal.item, at: removal.from, leaving: &leavingItems)
    }
    for move in difference.itemMoves {
      try checkItemSource(move.item, at: move.from, leaving: &leavingItems)
    }

    // 2. Sections.
    var leavingSections = Set<SectionID>()
    for removal in difference.sectionRemovals {
      try checkSectionSource(removal.section, at: removal.from, leaving: &leavingSections)
    }
    for move in difference.sectionMoves {
      try checkSectionSource(move.section, at: move.from, leaving: &leavingSections)
    }
    let removedSections = Set(difference.sectionRemovals.map(\.section))
    let placedSections =
      difference.sectionInsertions.map { ($0.section, $0.to) }
      + difference.sectionMoves.map { ($0.section, $0.to) }
    let sectionOrder = try Self.merge(
      staying: storage.keys.filter { !leavingSections.contains($0) },
      placed: placedSections,
      mismatch: { section, index in .sectionPositionMismatch(section, index: index) })

    // 3. Items, section by section.
    var placedItemsBySection: [SectionID: [(ItemID, Int)]] = [:]
    for insertion in difference.itemInsertions {
      placedItemsBySection[insertion.to.section, default: []].append(
        (insertion.item, insertion.to.index))
    }
    for move in difference.itemMoves {
      placedItemsBySection[move.to.section, default: []].append((move.item, move.to.index))
    }

    var result = Snapshot()
    result.storage.reserveCapacity(sectionOrder.count)
    for section in sectionOrder {
      var staying: [ItemID] = []
      if !removedSections.contains(section), let items = storage[section] {
        staying = items.filter { !leavingItems.contains($0) }
      }
      let placed = placedItemsBySection.removeValue(forKey: section) ?? []
      let order = try Self.merge(
        staying: staying, placed: placed,
        mismatch: { item, index in .itemPositionMismatch(item, index: index) })
      var items = OrderedSet<ItemID>()
      items.reserveCapacity(order.count)
      for item in order {
        guard items.append(item).inserted,
          result.sectionByItem.updateValue(section, forKey: item) == nil
        else { throw .duplicateItem(item) }
      }
      guard result.storage.updateValue(items, forKey: section) == nil else {
        throw .duplicateSection(section)
      }
    }
    if let (section, _) = placedItemsBySection.first { throw .sectionNotFound(section) }
    return result
  }

  private func checkItemSource(
    _ item: ItemID, at position: SnapshotDifference<SectionID, ItemID>.ItemPosition,
    leaving: inout Set<ItemID>
  ) throws(Failure) {
    guard let section = sectionByItem[item] else { throw .itemNotFound(item) }
    guard section == position.section, storage[section]?.firstIndex(of: item) == position.index
    else {
      throw .itemPositionMismatch(item, index: position.index)
    }
    guard leaving.insert(item).inserted else { throw .duplicateItem(item) }
  }

  private func checkSectionSource(
    _ section: SectionID, at index: Int, leaving: inout Set<SectionID>
  ) throws(Failure) {
    guard let actual = storage.index(forKey: section) else { throw .sectionNotFound(section) }
    guard actual == index else { throw .sectionPositionMismatch(section, index: index) }
    guard leaving.insert(section).inserted else { throw .duplicateSection(section) }
  }

  /// Puts every `placed` element at its index and fills the other slots with `staying`, in order.
  ///
  /// - Complexity: O(s + p), s = `staying.count`, p = `placed.count`.
  private static func merge<Element>(
    staying: [Element], placed: [(Element, Int)], mismatch: (Element, Int) -> Failure
  ) throws(Failure) -> [Element] {
    let count = staying.count + placed.count
    var slots = [Element?](repeating: nil, count: count)
    for (element, index) in placed {
      guard index >= 0, index < count, slots[index] == nil else { throw mismatch(element, index) }
      slots[index] = element
    }
    var remaining = staying.makeIterator()
    var result: [Element] = []
    result.reserveCapacity(count)
    for slot in slots {
      if let slot {
        result.append(slot)
      } else if let next = remaining.next() {
        result.append(next)
      }
    }
    return result
  }
}
