extension EmojiCatalog {
  /// The emoji whose title or keywords differ from `earlier`'s, as positions in ``emoji``, when
  /// everything else is the same: the same files, the same categories, and at every position an
  /// emoji of the same id, text, category and subgroup. Nil when anything else differs (an emoji
  /// added, removed, moved or given another identity or group).
  ///
  /// A live rebuild uses this to know that the site's pages, their sections' items and the
  /// items' own page names stay as they were, and which items show something new.
  /// - Complexity: O(emoji), comparing bytes; no strings are made.
  package func contentChanges(from earlier: EmojiCatalog) -> [Int]? {
    if identity === earlier.identity { return [] }
    guard files.map(\.name) == earlier.files.map(\.name), categories.count == earlier.categories.count,
      zip(categories, earlier.categories).allSatisfy({ $0.id == $1.id && $0.title == $1.title })
    else { return nil }
    // Made from `earlier` by a reload: only the records read again can differ.
    if let (parent, positions) = reloadedFrom, parent === earlier.identity, emoji.count == earlier.emoji.count {
      return emoji.contentChanges(from: earlier.emoji, at: positions)
    }
    return emoji.contentChanges(from: earlier.emoji)
  }
}

extension EmojiTable {
  /// See ``EmojiCatalog/contentChanges(from:)``.
  func contentChanges(from earlier: EmojiTable, at positions: Range<Int>? = nil) -> [Int]? {
    guard count == earlier.count else { return nil }
    var changed: [Int] = []
    for position in positions ?? indices {
      let (new, old) = (records[position], earlier.records[position])
      guard sameBytes(new.id, old.id, in: earlier), sameBytes(new.text, old.text, in: earlier),
        names[Int(new.category)] == earlier.names[Int(old.category)],
        (new.subgroup == .max) == (old.subgroup == .max),
        new.subgroup == .max || names[Int(new.subgroup)] == earlier.names[Int(old.subgroup)]
      else { return nil }
      if !sameBytes(new.title, old.title, in: earlier) || !sameKeywords(new.keywords, old.keywords, in: earlier) {
        changed.append(position)
      }
    }
    return changed
  }

  /// Whether a span of this table holds the same bytes as a span of `earlier` (both absent counts
  /// as the same).
  private func sameBytes(_ span: Span, _ other: Span, in earlier: EmojiTable) -> Bool {
    if span == .absent || other == .absent { return span == .absent && other == .absent }
    guard span.count == other.count else { return false }
    return utf8.withUnsafeBufferPointer { mine in
      earlier.utf8.withUnsafeBufferPointer { theirs in
        mine[span.range].elementsEqual(theirs[other.range])
      }
    }
  }

  private func sameKeywords(_ run: Span, _ other: Span, in earlier: EmojiTable) -> Bool {
    guard run.count == other.count else { return false }
    return zip(keywordSpans[run.range], earlier.keywordSpans[other.range]).allSatisfy {
      sameBytes($0, $1, in: earlier)
    }
  }
}
