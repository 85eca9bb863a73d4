import OrderedCollections

extension Snapshot {
  /// The number of items across all sections.
  ///
  /// - Complexity: O(1).
  package var numberOfItems: Int { sectionByItem.count }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  package var numberOfSections: Int { storage.count }

  /// The section identifiers, in display order.
  ///
  /// - Complexity: O(s) where s is the number of sections.
  package var sectionIdentifiers: [SectionID] { Array(storage.keys) }

  /// All item identifiers, section by section, in display order.
  ///
  /// - Complexity: O(n) where n is the number of sections plus items.
  package var itemIdentifiers: [ItemID] {
    var result: [ItemID] = []
    result.reserveCapacity(numberOfItems)
    for items in storage.values { result.append(contentsOf: items) }
    return result
  }

  /// The number of items in `section`, or `nil` if the snapshot has no such section.
  ///
  /// - Complexity: O(1) expected.
  package func numberOfItems(inSection section: SectionID) -> Int? {
    storage[section]?.count
  }

  /// The items of `section` in display order, or `nil` if the snapshot has no such section.
  ///
  /// - Complexity: O(k) where k is the number of items in the section.
  package func itemIdentifiers(inSection section: SectionID) -> [ItemID]? {
    storage[section].map { Array($0) }
  }

  /// The section that contains `item`, or `nil` if the item is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  package func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    sectionByItem[item]
  }

  /// The position of `item` in ``itemIdentifiers`` (a global index across sections, as in Apple's
  /// snapshot), or `nil` if the item is not in the snapshot.
  ///
  /// - Complexity: O(s) where s is the number of sections before the item's section.
  package func indexOfItem(_ item: ItemID) -> Int? {
    guard let section = sectionByItem[item],
      let sectionIndex = storage.index(forKey: section),
      let indexInSection = storage.values[sectionIndex].firstIndex(of: item)
    else { return nil }
    var offset = 0
    for index in 0..<sectionIndex { offset += storage.values[index].count }
    return offset + indexInSection
  }

  /// The position of `section` among the sections, or `nil` if it is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  package func indexOfSection(_ section: SectionID) -> Int? {
    storage.index(forKey: section)
  }

  /// Whether the snapshot contains `item`.
  ///
  /// - Complexity: O(1) expected.
  package func contains(item: ItemID) -> Bool { sectionByItem[item] != nil }

  /// Whether the snapshot contains `section`.
  ///
  /// - Complexity: O(1) expected.
  package func contains(section: SectionID) -> Bool { storage.index(forKey: section) != nil }

  /// The position of `item` within its own section, or `nil` if the item is not in the snapshot.
  ///
  /// - Complexity: O(1) expected.
  package func indexOfItemInSection(_ item: ItemID) -> Int? {
    guard let section = sectionByItem[item] else { return nil }
    return storage[section]?.firstIndex(of: item)
  }
}
