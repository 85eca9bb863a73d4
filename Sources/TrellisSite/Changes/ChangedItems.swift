import TrellisData

/// The items a rebuild's data change touched, when it touched nothing else: the same catalogs
/// item for item (identities, categories, subgroups, characters), with new titles or keywords
/// for some emoji. Then every section whose items are the same and include none of these shows
/// what it showed, and the items' own pages keep their names.
struct ChangedItems {
  /// Whether the emoji at each position changed; empty when none did.
  private var emoji: [Bool] = []
  private(set) var count = 0

  /// No item changed.
  init() {}

  /// `earlier` and `site` are the last good build's site and the new one; `charactersChanged`
  /// says whether the characters' file was read again. Nil when anything but emoji titles and
  /// keywords may have changed.
  init?(site: LoadedSite, earlier: LoadedSite, charactersChanged: Bool) {
    guard !charactersChanged, (site.characters == nil) == (earlier.characters == nil) else { return nil }
    switch (site.emoji, earlier.emoji) {
    case (nil, nil): break
    case (let catalog?, let old?):
      guard let positions = catalog.contentChanges(from: old) else { return nil }
      if !positions.isEmpty {
        emoji = Array(repeating: false, count: catalog.emoji.count)
        for position in positions { emoji[position] = true }
      }
      count = positions.count
    default: return nil
    }
  }

  var isEmpty: Bool { count == 0 }

  func contains(_ source: ItemSource) -> Bool {
    guard case .emoji(let index) = source, !emoji.isEmpty else { return false }
    return emoji[index]
  }
}
