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
    try file.scanJSON { scanner in
      var categories: [EmojiCategory]?
      var emoji: [Emoji]?
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
        default: throw scanner.unknownKey(key, expected: ["categories", "emoji"])
        }
      }
      guard let categories else { throw scanner.missingKey("categories", inObjectAt: start) }
      guard let emoji else { throw scanner.missingKey("emoji", inObjectAt: start) }
      // Checked: the bytes are not needed any more (a late diagnostic reads the file again).
      return try EmojiCatalog(file: file, categories: categories, emoji: emoji).releasingSource()
    }
  }

  static func readCategory(_ scanner: inout JSONScanner) throws(JSONError) -> EmojiCategory {
    let start = scanner.valueOffset()
    var id: String?
    var title: String?
    try scanner.beginObject()
    while let key = try scanner.nextKey() {
      switch key {
      case "id": id = try scanner.readNonEmptyStringField(id)
      case "title": title = try scanner.readStringField(title)
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
      case "id": id = try scanner.readNonEmptyStringField(id)
      case "text": text = try scanner.readNonEmptyStringField(text)
      case "title": title = try scanner.readStringField(title)
      case "category":
        categoryOffset = scanner.valueOffset()
        category = try scanner.readStringField(category)
      case "subgroup":
        subgroup = try scanner.readStringField(subgroup)
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

extension EmojiCatalog {
  /// The catalog without its file's bytes in memory.
  func releasingSource() -> EmojiCatalog {
    var catalog = self
    catalog.file = file.releasingBytes()
    return catalog
  }
}
