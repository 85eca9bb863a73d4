import OrderedCollections

extension Snapshot {
  /// The typed error every throwing snapshot operation uses.
  package typealias Failure = SnapshotError<SectionID, ItemID>

  /// Checks that `items` are new to the snapshot and distinct from each other.
  ///
  /// - Complexity: O(k) expected, k = `items.count`.
  internal func validatedNewItems(_ items: [ItemID]) throws(Failure) -> OrderedSet<ItemID> {
    var result = OrderedSet<ItemID>()
    result.reserveCapacity(items.count)
    for item in items {
      guard sectionByItem[item] == nil, result.append(item).inserted else {
        throw .duplicateItem(item)
      }
    }
    return result
  }

  /// Checks that `sections` are new to the snapshot and distinct from each other.
  ///
  /// - Complexity: O(k) expected, k = `sections.count`.
  internal func validatedNewSections(_ sections: [SectionID]) throws(Failure) -> OrderedSet<
    SectionID
  > {
    var result = OrderedSet<SectionID>()
    result.reserveCapacity(sections.count)
    for section in sections {
      guard storage.index(forKey: section) == nil, result.append(section).inserted else {
        throw .duplicateSection(section)
      }
    }
    return result
  }

  /// Checks that every one of `items` is in the snapshot.
  ///
  /// - Complexity: O(k) expected, k = `items.count`.
  internal func validateExistingItems(_ items: [ItemID]) throws(Failure) {
    for item in items where sectionByItem[item] == nil { throw .itemNotFound(item) }
  }

  /// Checks that every one of `sections` is in the snapshot.
  ///
  /// - Complexity: O(k) expected, k = `sections.count`.
  internal func validateExistingSections(_ sections: [SectionID]) throws(Failure) {
    for section in sections where storage.index(forKey: section) == nil {
      throw .sectionNotFound(section)
    }
  }

  /// The section index and in-section index of `item`.
  ///
  /// - Complexity: O(1) expected.
  internal func position(of item: ItemID) throws(Failure) -> (section: Int, item: Int) {
    guard let section = sectionByItem[item],
      let sectionIndex = storage.index(forKey: section),
      let itemIndex = storage.values[sectionIndex].firstIndex(of: item)
    else { throw .itemNotFound(item) }
    return (sectionIndex, itemIndex)
  }

  /// Inserts already validated `items` into the section at `sectionIndex`, at `itemIndex`.
  ///
  /// - Complexity: O(m + k) expected, m = items in that section, k = `items.count`.
  internal mutating func insertUnchecked(
    _ items: OrderedSet<ItemID>, sectionIndex: Int, itemIndex: Int
  ) {
    let section = storage.keys[sectionIndex]
    let existing = storage.values[sectionIndex]
    var rebuilt = OrderedSet<ItemID>()
    rebuilt.reserveCapacity(existing.count + items.count)
    rebuilt.append(contentsOf: existing[..<itemIndex])
    rebuilt.append(contentsOf: items)
    rebuilt.append(contentsOf: existing[itemIndex...])
    storage.values[sectionIndex] = rebuilt
    for item in items { sectionByItem[item] = section }
  }

  /// Inserts already validated, empty `sections` at `index`.
  ///
  /// - Complexity: O(s + k) expected, s = number of sections, k = `sections.count`.
  internal mutating func insertSectionsUnchecked(_ sections: OrderedSet<SectionID>, at index: Int) {
    var rebuilt = OrderedDictionary<SectionID, OrderedSet<ItemID>>()
    rebuilt.reserveCapacity(storage.count + sections.count)
    for (section, items) in storage.elements[..<index] { rebuilt[section] = items }
    for section in sections { rebuilt[section] = [] }
    for (section, items) in storage.elements[index...] { rebuilt[section] = items }
    storage = rebuilt
  }
}
