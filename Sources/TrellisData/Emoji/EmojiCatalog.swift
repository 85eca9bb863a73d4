import TrellisDiagnostics

/// Everything emoji.json holds: categories in display order and the emoji of each.
public struct EmojiCatalog: Sendable {
  /// The file the catalog was read from (its name is printed in diagnostics).
  public var file: SourceFile
  public private(set) var categories: [EmojiCategory]
  public private(set) var emoji: EmojiTable
  private var indicesByCategory: [[Int]]
  private var categoryIndexByID: [String: Int]
  /// Each emoji's category, as a position in ``categories``.
  public private(set) var categoryIndexOfEmoji: [Int]
  /// Emoji that share an identity (``Emoji/identity``), as groups of positions in file order.
  /// Empty in most catalogs; a section may show only one of each group.
  public private(set) var sharedIdentities: [[Int]]

  /// Makes a catalog, checking that category ids are unique and every emoji's category exists.
  public init(file: SourceFile, categories: [EmojiCategory], emoji: [Emoji]) throws(DiagnosticError) {
    try self.init(file: file, categories: categories, emoji: EmojiTable(emoji))
  }

  public init(file: SourceFile, categories: [EmojiCategory], emoji: EmojiTable) throws(DiagnosticError) {
    self.file = file
    self.categories = categories
    self.emoji = emoji
    var problems = duplicateIdentifiers(
      in: categories, of: file, id: \.id, offset: \.sourceOffset, what: { "duplicate category id \"\($0)\"" },
      path: { "categories[\($0)].id" })
    var categoryIndexByID: [String: Int] = [:]
    for (index, category) in categories.enumerated() where categoryIndexByID[category.id] == nil {
      categoryIndexByID[category.id] = index
    }
    // The table names each category once: resolve the names, then the emoji.
    let categoryOfName = emoji.names.map { categoryIndexByID[$0] }
    var indicesByCategory = Array(repeating: [Int](), count: categories.count)
    var categoryIndexOfEmoji: [Int] = []
    categoryIndexOfEmoji.reserveCapacity(emoji.count)
    for (index, record) in emoji.records.enumerated() {
      guard let categoryIndex = categoryOfName[Int(record.category)] else {
        let name = emoji.categoryName(record)
        problems.append(
          file.diagnostic(
            at: record.categoryOffset, Suggestion.unknown("category", name, known: categories.map(\.id)),
            path: "emoji[\(index)].category"))
        continue
      }
      indicesByCategory[categoryIndex].append(index)
      categoryIndexOfEmoji.append(categoryIndex)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    self.indicesByCategory = indicesByCategory
    self.categoryIndexByID = categoryIndexByID
    self.categoryIndexOfEmoji = categoryIndexOfEmoji
    self.sharedIdentities = Self.sharedIdentities(in: emoji)
  }

  /// Groups of emoji with the same identity. Identities are compared by a hash of their bytes
  /// first; only emoji whose hash is seen twice have their identity made as a string.
  private static func sharedIdentities(in table: EmojiTable) -> [[Int]] {
    var firstByHash: [UInt64: Int] = [:]
    firstByHash.reserveCapacity(table.count)
    var repeatedHashes: Set<UInt64> = []
    for index in table.indices {
      let hash = table.identityHash(at: index)
      if firstByHash.updateValue(index, forKey: hash) != nil { repeatedHashes.insert(hash) }
    }
    guard !repeatedHashes.isEmpty else { return [] }
    var groups: [String: [Int]] = [:]
    for index in table.indices where repeatedHashes.contains(table.identityHash(at: index)) {
      groups[table.identity(at: index), default: []].append(index)
    }
    return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }

  public func category(id: String) -> EmojiCategory? {
    categoryIndexByID[id].map { categories[$0] }
  }

  /// The emoji of a category, in file order.
  public func emoji(inCategory id: String) -> [Emoji] {
    indices(inCategory: id).map { emoji[$0] }
  }

  /// The positions in ``emoji`` of a category's emoji, in file order.
  public func indices(inCategory id: String) -> [Int] {
    categoryIndexByID[id].map { indicesByCategory[$0] } ?? []
  }

  /// Every subgroup the emoji name, each once, in the order they first appear.
  public var subgroups: [String] {
    var seen: Set<String> = []
    return emoji.indices.compactMap { emoji.subgroup(at: $0) }.filter { seen.insert($0).inserted }
  }

  /// The position of a category in ``categories``.
  public func categoryIndex(id: String) -> Int? {
    categoryIndexByID[id]
  }
}
