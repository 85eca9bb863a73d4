import OrderedCollections

extension Snapshot {
  /// The changes that turn `old` into this snapshot, as a diffable data source would feed them to a
  /// batch update; `old.applying(new.difference(from: old)) == new` always holds.
  ///
  /// Identity is by identifier: a section or item present in both snapshots is never reported as
  /// removed and re-inserted. An item whose section changed is a move. Among the sections present
  /// in both, and among the items that stay in the same section, the ones left in place form a
  /// common subsequence of the old and new orders chosen by ``SnapshotMovePlanner``: two greedy
  /// linear passes (forward against the head of the old order, backward against its tail), keeping
  /// whichever marks fewer moves. This is not a longest common subsequence (Myers or LCS would cost
  /// O(n·d) or O(n log n)), but it guarantees:
  /// - identical snapshots give an empty difference;
  /// - pure insertions and deletions give no moves at all;
  /// - a single element moved forwards or backwards gives exactly one move;
  /// - a section moved together with its items gives one section move and no item moves.
  ///
  /// Reload and reconfigure marks are not part of the difference.
  ///
  /// - Complexity: O(n) expected, n = total number of sections and items in both snapshots
  ///   (hash maps and linear passes only: no sorting, no LCS).
  package func difference(from old: Snapshot) -> SnapshotDifference<SectionID, ItemID> {
    var difference = SnapshotDifference<SectionID, ItemID>()

    // Sections: removals in old order, insertions and moves in new order.
    var oldCommonSections: [SectionID] = []
    for (index, section) in old.storage.keys.enumerated() {
      if storage.index(forKey: section) == nil {
        difference.sectionRemovals.append(.init(section: section, from: index))
      } else {
        oldCommonSections.append(section)
      }
    }
    var newCommonSections: [SectionID] = []
    for (index, section) in storage.keys.enumerated() {
      if old.storage.index(forKey: section) == nil {
        difference.sectionInsertions.append(.init(section: section, to: index))
      } else {
        newCommonSections.append(section)
      }
    }
    let movedSections = SnapshotMovePlanner.movedElements(
      old: oldCommonSections, new: newCommonSections)
    for (index, section) in storage.keys.enumerated() where movedSections.contains(section) {
      if let oldIndex = old.storage.index(forKey: section) {
        difference.sectionMoves.append(.init(section: section, from: oldIndex, to: index))
      }
    }

    // Item removals, in old display order.
    for (section, items) in old.storage {
      for (index, item) in items.enumerated() where sectionByItem[item] == nil {
        difference.itemRemovals.append(
          .init(item: item, from: .init(section: section, index: index)))
      }
    }

    // Item insertions and moves, in new display order.
    for (section, items) in storage {
      let movedInPlace = itemsMovedWithinSection(section, items: items, old: old)
      for (index, item) in items.enumerated() {
        let to = SnapshotDifference<SectionID, ItemID>.ItemPosition(section: section, index: index)
        guard let oldSection = old.sectionByItem[item] else {
          difference.itemInsertions.append(.init(item: item, to: to))
          continue
        }
        guard oldSection != section || movedInPlace.contains(item),
          let oldIndex = old.storage[oldSection]?.firstIndex(of: item)
        else { continue }
        difference.itemMoves.append(
          .init(item: item, from: .init(section: oldSection, index: oldIndex), to: to))
      }
    }
    return difference
  }

  /// The items that stay in `section` (present there in both snapshots) but must move to restore
  /// their new relative order.
  ///
  /// - Complexity: O(m) expected, m = items of the section in both snapshots.
  private func itemsMovedWithinSection(
    _ section: SectionID, items: OrderedSet<ItemID>, old: Snapshot
  ) -> Set<ItemID> {
    guard let oldItems = old.storage[section] else { return [] }
    let oldOrder = oldItems.filter { sectionByItem[$0] == section }
    let newOrder = items.filter { old.sectionByItem[$0] == section }
    return SnapshotMovePlanner.movedElements(old: Array(oldOrder), new: Array(newOrder))
  }
}
