import OrderedCollections

extension Snapshot {
  /// The snapshot a search field shows while the user types (the diffable search example): within each section, the
  /// items whose name contains `query` case-insensitively (both sides `lowercased()`), sorted by
  /// name with `String`'s `<` (ties keep their original order), and without the sections left
  /// empty. An empty query returns the snapshot unchanged.
  ///
  /// Reload and reconfigure marks of the surviving items and sections are kept.
  ///
  /// - Parameters:
  ///   - query: The text typed by the user.
  ///   - name: The display name of an item; called once per item.
  /// - Complexity: O(n·q + n log n), n = number of items, q = length of the query (the sort
  ///   dominates for short queries).
  package func filtered(byName query: String, name: (ItemID) -> String) -> Snapshot {
    guard !query.isEmpty else { return self }
    let needle = query.lowercased()
    var result = Snapshot()
    for (section, items) in storage {
      var matches: [(item: ItemID, name: String, offset: Int)] = []
      for (offset, item) in items.enumerated() {
        let itemName = name(item)
        if itemName.lowercased().contains(needle) { matches.append((item, itemName, offset)) }
      }
      matches.sort { lhs, rhs in
        lhs.name != rhs.name ? lhs.name < rhs.name : lhs.offset < rhs.offset
      }
      guard !matches.isEmpty else { continue }
      var kept = OrderedSet<ItemID>()
      kept.reserveCapacity(matches.count)
      for match in matches {
        kept.append(match.item)
        result.sectionByItem[match.item] = section
      }
      result.storage[section] = kept
    }
    result.reloadedItems = reloadedItems.filter { result.sectionByItem[$0] != nil }
    result.reconfiguredItems = reconfiguredItems.filter { result.sectionByItem[$0] != nil }
    result.reloadedSections = reloadedSections.filter { result.storage[$0] != nil }
    return result
  }

  /// A section header title with its item count, as the diffable search example shows it: `"Title (count)"`.
  ///
  /// - Complexity: O(t), t = length of the title.
  package static func headerTitle(_ title: String, count: Int) -> String {
    "\(title) (\(count))"
  }
}
