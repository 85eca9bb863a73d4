import Dispatch
import TrellisDiagnostics
import TrellisGallery

/// Everything the emoji files hold: categories in display order and the emoji of each.
///
/// A site may name several emoji files (`"emoji": ["emoji.json", "unicode-emoji.json"]`): they
/// make one catalog, in order. A category is declared once, in any of them, and an emoji may name
/// a category another file declares.
package struct EmojiCatalog: Sendable {
  /// The files the catalog was read from, in order (their names are printed in diagnostics).
  package internal(set) var files: [SourceFile]
  package internal(set) var categories: [Gallery.Category]
  /// Where each category's object starts in its file (0 for values made in Swift), for
  /// diagnostics: a side table beside ``categories``.
  private(set) var categoryOffsets: [Int]
  package private(set) var emoji: EmojiTable
  /// The subgroups' titles (emoji.json's `subgroups`, then site.json's: see
  /// ``retitled(categories:subgroups:)``), in order.
  package internal(set) var subgroupTitles: [Gallery.Subgroup] = [] {
    didSet { subgroupTitleByID = Dictionary(subgroupTitles.map { ($0.id, $0.title) }) { first, _ in first } }
  }
  private(set) var subgroupTitleByID: [String: String] = [:]
  /// The categories and subgroups as the files declare them, once site.json's titles replaced them.
  var declaredTitles: (categories: [Gallery.Category], subgroups: [Gallery.Subgroup])?
  /// Where each file's emoji start in ``emoji``, and each category's file, as positions in
  /// ``files``.
  private var fileStarts: [Int]
  private var fileOfCategory: [Int]
  private var indicesByCategory: [[Int]]
  private var categoryIndexByID: [String: Int]
  /// Each emoji's category, as a position in ``categories``.
  package private(set) var categoryIndexOfEmoji: [Int]
  /// Emoji that share an identity (``EmojiTable/identity(at:)``), as groups of positions in file order.
  /// Empty in most catalogs; a section may show only one of each group.
  package private(set) var sharedIdentities: [[Int]]
  /// Who this catalog is: copies share it (a catalog never changes once made).
  final class Identity: Sendable {}
  private(set) var identity = Identity()
  /// When ``reloading(_:)`` made this catalog from another: that catalog, and the positions whose
  /// records were read again; every other record is that catalog's, byte for byte.
  private(set) var reloadedFrom: (parent: Identity, positions: Range<Int>)?

  /// One file's part of a catalog: the file, its categories and where its emoji start in the
  /// catalog's table.
  struct Part {
    var file: SourceFile
    var categories: [Gallery.Category]
    /// Where each category's object starts in the file.
    var categoryOffsets: [Int]
    var firstEmoji: Int
  }

  /// Makes a catalog, checking that category ids are unique and every emoji's category exists.
  package init(
    file: SourceFile, categories: [Gallery.Category], emoji: [Gallery.Emoji]
  ) throws(DiagnosticError) {
    try self.init(file: file, categories: categories, emoji: EmojiTable(emoji))
  }

  /// The same, the emoji in a table; `categoryOffsets` are where the categories were read (all 0
  /// when not given).
  package init(
    file: SourceFile, categories: [Gallery.Category], categoryOffsets: [Int]? = nil, emoji: EmojiTable
  ) throws(DiagnosticError) {
    let part = Part(
      file: file, categories: categories, categoryOffsets: categoryOffsets ?? categories.map { _ in 0 },
      firstEmoji: 0)
    try self.init(parts: [part], emoji: emoji)
  }

  /// Makes a catalog of several files' parts; `emoji` holds every file's emoji, in order, and
  /// `rest` (when the last file's emoji were read in two halves) the emoji after them.
  /// `releasingBytes` lets the files' bytes go once the checks that report at a place in them are
  /// done, before the halves are joined.
  init(
    parts: consuming [Part], emoji: consuming EmojiTable, rest: EmojiTable? = nil, releasingBytes: Bool = false
  ) throws(DiagnosticError) {
    self.files = parts.map(\.file)
    self.fileStarts = parts.map(\.firstEmoji)
    self.categories = parts.flatMap(\.categories)
    self.categoryOffsets = parts.flatMap(\.categoryOffsets)
    self.fileOfCategory = parts.indices.flatMap { Array(repeating: $0, count: parts[$0].categories.count) }
    var problems: [Diagnostic] = []
    var categoryIndexByID: [String: Int] = [:]
    var index = 0
    for (_, part) in parts.enumerated() {
      for (position, category) in part.categories.enumerated() {
        defer { index += 1 }
        guard let earlier = categoryIndexByID[category.id] else {
          categoryIndexByID[category.id] = index
          continue
        }
        let earlierFile = fileOfCategory[earlier]
        let earlierPosition = earlier - (fileOfCategory.firstIndex(of: earlierFile) ?? earlier)
        let first = files[earlierFile].firstSeen(
          at: categoryOffsets[earlier], path: "categories[\(earlierPosition)].id")
        problems.append(
          part.file.diagnostic(
            at: part.categoryOffsets[position], .duplicateCategory(category.id), path: "categories[\(position)].id",
            notes: [first]))
      }
    }
    // Check the emoji's categories (their places are read in the files' bytes, which are then
    // let go), then join the halves, then group the emoji.
    let declared = categories
    let known = declared.indices.filter { categoryIndexByID[declared[$0].id] == $0 }.map { declared[$0].id }
    problems += Self.unknownCategories(in: emoji, from: 0, of: parts, categoryIndexByID, known: known)
    if let rest {
      problems += Self.unknownCategories(in: rest, from: emoji.count, of: parts, categoryIndexByID, known: known)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    if releasingBytes {
      parts = []
      files = files.map { $0.releasingBytes() }
    }
    // Joined once the files' bytes are gone: the joined table and the second half are in
    // memory together, but not with the file as well.
    if let rest { emoji.append(contentsOf: rest) }
    self.emoji = emoji
    let categoryOfName = emoji.names.map { categoryIndexByID[$0] }
    var indicesByCategory = Array(repeating: [Int](), count: categories.count)
    var categoryIndexOfEmoji: [Int] = []
    categoryIndexOfEmoji.reserveCapacity(emoji.count)
    for (index, record) in emoji.records.enumerated() {
      // Every name used as a category resolves (checked above).
      let categoryIndex = categoryOfName[Int(record.category)] ?? 0
      indicesByCategory[categoryIndex].append(index)
      categoryIndexOfEmoji.append(categoryIndex)
    }
    self.indicesByCategory = indicesByCategory
    self.categoryIndexByID = categoryIndexByID
    self.categoryIndexOfEmoji = categoryIndexOfEmoji
    self.sharedIdentities = Self.sharedIdentities(in: emoji)
  }

  /// An error for each emoji of `table` (the catalog's emoji from position `first` on) whose
  /// category none of `parts` declares, at the emoji's category.
  private static func unknownCategories(
    in table: borrowing EmojiTable, from first: Int, of parts: borrowing [Part], _ categoryIndexByID: [String: Int],
    known: [String]
  ) -> [Diagnostic] {
    let categoryOfName = table.names.map { categoryIndexByID[$0] }
    guard table.records.contains(where: { categoryOfName[Int($0.category)] == nil }) else { return [] }
    var problems: [Diagnostic] = []
    var fileIndex = 0
    for (offset, record) in table.records.enumerated() {
      let index = first + offset
      while fileIndex + 1 < parts.count, index >= parts[fileIndex + 1].firstEmoji { fileIndex += 1 }
      guard categoryOfName[Int(record.category)] == nil else { continue }
      problems.append(
        parts[fileIndex].file.diagnostic(
          at: record.categoryOffset, .unknownCategory(table.categoryName(record), known: known),
          path: "emoji[\(index - parts[fileIndex].firstEmoji)].category"))
    }
    return problems
  }

  /// This catalog with `table` in place of its emoji, where the records at `positions` were read
  /// again (as many as before) and the others are as they were: what the catalog worked out from
  /// its emoji (each category's, the shared identities) is kept. Nil when a record read again has
  /// another category or identity than before, or the catalog is of several files.
  func replacingRecords(
    with table: EmojiTable, positions: Range<Int>, file: SourceFile, categories: [Gallery.Category],
    categoryOffsets: [Int]
  ) -> EmojiCatalog? {
    guard files.count == 1, table.count == emoji.count, categories.map(\.id) == self.categories.map(\.id) else {
      return nil
    }
    for position in positions {
      guard table.category(at: position) == emoji.category(at: position),
        table.identity(at: position) == emoji.identity(at: position)
      else { return nil }
    }
    var catalog = self
    (catalog.files, catalog.categories, catalog.categoryOffsets, catalog.emoji) = (
      [file], categories, categoryOffsets, table
    )
    catalog.identity = Identity()
    catalog.reloadedFrom = (identity, positions)
    return catalog
  }

  /// The file an emoji was read from.
  package func file(ofEmoji index: Int) -> SourceFile { files[fileIndex(ofEmoji: index)] }

  /// The JSON path of the emoji at `index` in its file: `emoji[3]`.
  package func path(ofEmoji index: Int) -> String { "emoji[\(index - fileStarts[fileIndex(ofEmoji: index)])]" }

  /// The position in ``files`` of the file the emoji at `index` was read from.
  private func fileIndex(ofEmoji index: Int) -> Int {
    var low = 0
    var high = fileStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fileStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The file that declares a category (a position in ``categories``).
  package func file(ofCategory index: Int) -> SourceFile {
    files[fileOfCategory[index]]
  }

  /// Groups of emoji with the same identity. Identities are compared by a hash of their bytes
  /// first; only emoji whose hash is seen twice have their identity made as a string.
  private static func sharedIdentities(in table: EmojiTable) -> [[Int]] {
    let repeatedHashes = repeatedIdentityHashes(in: table)
    guard !repeatedHashes.isEmpty else { return [] }
    var groups: [String: [Int]] = [:]
    for index in table.indices where repeatedHashes.contains(table.identityHash(at: index)) {
      groups[table.identity(at: index), default: []].append(index)
    }
    return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }

  /// The identity hashes more than one emoji has. The hashes are sorted, each compared with the
  /// next: a third of the memory a dictionary of them takes, at the moment the largest catalogs
  /// use the most. A large table's two halves are hashed and sorted at once, then walked together
  /// in order.
  static func repeatedIdentityHashes(in table: EmojiTable, halvesFrom: Int = 65_536) -> Set<UInt64> {
    let parts = table.count >= halvesFrom && cores > 1 ? 2 : 1
    let bounds = (0...parts).map { table.count * $0 / parts }
    var sorted = [[UInt64]](repeating: [], count: parts)
    sorted.withUnsafeMutableBufferPointer { sorted in
      nonisolated(unsafe) let sorted = sorted
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        var hashes = (bounds[part]..<bounds[part + 1]).map { table.identityHash(at: $0) }
        hashes.sort()
        sorted[part] = hashes
      }
    }
    let (first, second) = (sorted[0], parts > 1 ? sorted[1] : [])
    var repeated: Set<UInt64> = []
    var (index, other) = (0, 0)
    var previous: UInt64?
    while index < first.count || other < second.count {
      let next: UInt64
      if other == second.count || index < first.count && first[index] <= second[other] {
        next = first[index]
        index += 1
      } else {
        next = second[other]
        other += 1
      }
      if next == previous { repeated.insert(next) }
      previous = next
    }
    return repeated
  }

  package func category(id: String) -> Gallery.Category? {
    categoryIndexByID[id].map { categories[$0] }
  }

  /// The emoji of a category, in file order.
  package func emoji(inCategory id: String) -> [Gallery.Emoji] {
    indices(inCategory: id).map { emoji[$0] }
  }

  /// The positions in ``emoji`` of a category's emoji, in file order.
  package func indices(inCategory id: String) -> [Int] {
    categoryIndexByID[id].map { indicesByCategory[$0] } ?? []
  }

  /// Every subgroup the emoji name, each once, in the order they first appear.
  package var subgroups: [String] { emoji.subgroupsInOrder }

  /// The position of a category in ``categories``.
  package func categoryIndex(id: String) -> Int? {
    categoryIndexByID[id]
  }
}
