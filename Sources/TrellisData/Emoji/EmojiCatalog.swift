/// Everything emoji.json holds: categories in display order and the emoji of each.
public struct EmojiCatalog: Sendable {
  /// The file the catalog was read from (its name is printed in diagnostics).
  public var file: SourceFile
  public private(set) var categories: [EmojiCategory]
  public private(set) var emoji: [Emoji]
  private var indicesByCategory: [String: [Int]]
  private var categoryIndexByID: [String: Int]
  /// Each emoji's category, as a position in ``categories``.
  public private(set) var categoryIndexOfEmoji: [Int]

  /// Makes a catalog, checking that category ids are unique and every emoji's category exists.
  public init(file: SourceFile, categories: [EmojiCategory], emoji: [Emoji]) throws(DiagnosticError) {
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
    var indicesByCategory: [String: [Int]] = [:]
    var categoryIndexOfEmoji: [Int] = []
    categoryIndexOfEmoji.reserveCapacity(emoji.count)
    for (index, item) in emoji.enumerated() {
      guard let categoryIndex = categoryIndexByID[item.category] else {
        problems.append(
          file.diagnostic(
            at: item.categoryOffset,
            unknownReferenceMessage("category", item.category, known: categories.map(\.id)),
            path: "emoji[\(index)].category"))
        continue
      }
      indicesByCategory[item.category, default: []].append(index)
      categoryIndexOfEmoji.append(categoryIndex)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    self.indicesByCategory = indicesByCategory
    self.categoryIndexByID = categoryIndexByID
    self.categoryIndexOfEmoji = categoryIndexOfEmoji
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
    indicesByCategory[id] ?? []
  }

  /// The position of a category in ``categories``.
  public func categoryIndex(id: String) -> Int? {
    categoryIndexByID[id]
  }
}

/// "unknown category "smiley"; did you mean "smileys"? (known: recents, smileys, ...)"
public func unknownReferenceMessage(_ what: String, _ name: String, known: [String]) -> String {
  var message = "unknown \(what) \"\(name)\""
  if let suggestion = closestKey(to: name, among: known) { message += "; did you mean \"\(suggestion)\"?" }
  if !known.isEmpty {
    let shown = known.prefix(12).joined(separator: ", ")
    message += " (known: \(shown)\(known.count > 12 ? ", ..." : ""))"
  }
  return message
}
