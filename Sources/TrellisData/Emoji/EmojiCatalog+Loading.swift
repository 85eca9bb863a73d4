extension EmojiCatalog {
  /// Reads emoji.json:
  ///
  ///     {"categories": [{"id": "smileys", "title": "Smileys"}],
  ///      "emoji": [{"text": "😀", "title": "Happy", "category": "smileys",
  ///                 "subgroup": "face-smiling", "keywords": ["happy"]}]}
  ///
  /// Streams the file (no intermediate tree), so a catalog of hundreds of thousands of emoji loads
  /// in one pass. Every error is located: file, line, column and JSON path.
  public static func load(from file: SourceFile) throws(DiagnosticError) -> EmojiCatalog {
    var categories: [EmojiCategory]?
    var emoji: [Emoji]?
    do {
      var scanner = try JSONScanner(file)
      let start = scanner.valueOffset()
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        switch key {
        case "categories":
          categories = try scanner.readField(categories) { scanner throws(JSONError) in
            try scanner.readArray(readCategory)
          }
        case "emoji":
          emoji = try scanner.readField(emoji) { scanner throws(JSONError) in try scanner.readArray(readEmoji) }
        default:
          throw scanner.unknownKey(key, expected: ["categories", "emoji"])
        }
      }
      try scanner.expectEnd()
      guard let categories else { throw scanner.missingKey("categories", inObjectAt: start) }
      guard let emoji else { throw scanner.missingKey("emoji", inObjectAt: start) }
      return try EmojiCatalog(file: file, categories: categories, emoji: emoji)
    } catch let error as JSONError {
      throw DiagnosticError(error.diagnostic(in: file))
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(file.diagnostic(at: 0, "\(error)"))
    }
  }

  static func readCategory(_ scanner: inout JSONScanner) throws(JSONError) -> EmojiCategory {
    let start = scanner.valueOffset()
    var id: String?
    var title: String?
    try scanner.beginObject()
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readField(id) { scanner throws(JSONError) in try scanner.readNonEmptyString() }
      case "title": title = try scanner.readField(title) { scanner throws(JSONError) in try scanner.readString() }
      default: throw scanner.unknownKey(key, expected: ["id", "title"])
      }
    }
    guard let id else { throw scanner.missingKey("id", inObjectAt: start) }
    guard let title else { throw scanner.missingKey("title", inObjectAt: start) }
    return EmojiCategory(id: id, title: title, sourceOffset: start)
  }

  static func readEmoji(_ scanner: inout JSONScanner) throws(JSONError) -> Emoji {
    let start = scanner.valueOffset()
    var id: String?
    var text: String?
    var title: String?
    var category: String?
    var categoryOffset = start
    var subgroup: String?
    var keywords: [String]?
    try scanner.beginObject()
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readField(id) { scanner throws(JSONError) in try scanner.readNonEmptyString() }
      case "text": text = try scanner.readField(text) { scanner throws(JSONError) in try scanner.readNonEmptyString() }
      case "title": title = try scanner.readField(title) { scanner throws(JSONError) in try scanner.readString() }
      case "category":
        categoryOffset = scanner.valueOffset()
        category = try scanner.readField(category) { scanner throws(JSONError) in try scanner.readString() }
      case "subgroup":
        subgroup = try scanner.readField(subgroup) { scanner throws(JSONError) in try scanner.readString() }
      case "keywords":
        keywords = try scanner.readField(keywords) { scanner throws(JSONError) in try scanner.readStringArray() }
      default:
        throw scanner.unknownKey(key, expected: ["id", "text", "title", "category", "subgroup", "keywords"])
      }
    }
    guard let text else { throw scanner.missingKey("text", inObjectAt: start) }
    guard let title else { throw scanner.missingKey("title", inObjectAt: start) }
    guard let category else { throw scanner.missingKey("category", inObjectAt: start) }
    guard let keywords else { throw scanner.missingKey("keywords", inObjectAt: start) }
    return Emoji(
      id: id, text: text, title: title, category: category, subgroup: subgroup, keywords: keywords,
      sourceOffset: start, categoryOffset: categoryOffset)
  }
}
