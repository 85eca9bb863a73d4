import TrellisDiagnostics
import TrellisGallery

extension EmojiCatalog {
  /// Reads emoji.json:
  ///
  ///     {"categories": [{"id": "smileys", "title": "Smileys"}],
  ///      "subgroups": [{"id": "face-smiling", "title": "Smiling faces"}],
  ///      "emoji": [{"text": "😀", "title": "Happy", "category": "smileys",
  ///                 "subgroup": "face-smiling", "keywords": ["happy"]}]}
  ///
  /// Streams the file (no intermediate tree), so a catalog of hundreds of thousands of emoji loads
  /// in one pass. Every error is located: file, line, column and JSON path.
  package static func load(from file: SourceFile) throws(DiagnosticError) -> EmojiCatalog {
    try load(from: [file])
  }

  /// Reads several emoji files, in order, into one catalog. Each file has the form above (its
  /// `categories` may be empty when its emoji use another file's).
  ///
  /// `keepingSources` keeps the files' bytes in memory, for a later ``reloading(_:)`` to compare
  /// a new version with; otherwise they are let go (a late diagnostic reads the file again).
  ///
  /// Without `keepingSources`, the files' bytes are let go once the emoji are read and checked,
  /// before the catalog works out what it keeps: a caller that hands the files over (`consume`)
  /// does not hold a large file's bytes and all of its catalog in memory at once.
  package static func load(from files: consuming [SourceFile], keepingSources: Bool = false)
    throws(DiagnosticError) -> EmojiCatalog
  {
    try load(from: files, keepingSources: keepingSources, halvesFrom: halvesThreshold)
  }

  /// The same, reading a single file's emoji in two halves at once when they take at least
  /// `halvesThreshold` bytes (see ``readEmojiArray(_:into:rest:halvesFrom:)``).
  static func load(from files: consuming [SourceFile], keepingSources: Bool, halvesFrom halvesThreshold: Int)
    throws(DiagnosticError) -> EmojiCatalog
  {
    let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
    var table = EmojiTable()
    // Room for as many emoji as the files could hold, so the table never grows by copying
    // (the pages never written to take no memory).
    table.reserveCapacity(emoji: totalBytes / 50, bytesEach: 50)
    var parts: [Part] = []
    var subgroups: [Gallery.Subgroup] = []
    var problems: [Diagnostic] = []
    // The second half of a single file's emoji, when read apart.
    var rest: EmojiTable?
    let halves = files.count == 1 ? halvesThreshold : .max
    for file in files {
      guard file.bytes.count <= EmojiTable.maximumTextBytes - table.textBytes else {
        problems.append(file.diagnostic(at: 0, .emojiFileTooLarge))
        break
      }
      let firstEmoji = table.count
      do {
        let (categories, titled) = try read(
          file, into: &table, rest: &rest, halvesFrom: halves, dropsBehind: !keepingSources)
        problems += duplicateSubgroups(titled, after: subgroups, in: file)
        subgroups += titled.map(\.category)
        parts.append(
          Part(
            file: file, categories: categories.map(\.category), categoryOffsets: categories.map(\.offset),
            firstEmoji: firstEmoji))
      } catch {
        problems += error.diagnostics
      }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    if !keepingSources { files = [] }
    var catalog = try EmojiCatalog(
      parts: consume parts, emoji: consume table, rest: rest, releasingBytes: !keepingSources)
    catalog.subgroupTitles = subgroups
    return catalog
  }

  /// A problem for each subgroup of `titled` whose id one before it (or in `earlier`) has.
  private static func duplicateSubgroups(
    _ titled: [(category: Gallery.Subgroup, offset: Int)], after earlier: [Gallery.Subgroup], in file: SourceFile
  ) -> [Diagnostic] {
    var seen = Set(earlier.map(\.id))
    return titled.enumerated().compactMap { position, subgroup in
      seen.insert(subgroup.category.id).inserted
        ? nil
        : file.diagnostic(
          at: subgroup.offset, .duplicateSubgroup(subgroup.category.id), path: "subgroups[\(position)].id")
    }
  }

  /// Reads one file's categories, and its emoji into `table`.
  private static func read(
    _ file: SourceFile, into table: inout EmojiTable, rest: inout EmojiTable?, halvesFrom halvesThreshold: Int,
    dropsBehind: Bool
  ) throws(DiagnosticError) -> (
    categories: [(category: Gallery.Category, offset: Int)], subgroups: [(category: Gallery.Subgroup, offset: Int)]
  ) {
    try file.scanJSON { scanner in
      var categories: [(category: Gallery.Category, offset: Int)]?
      var subgroups: [(category: Gallery.Subgroup, offset: Int)]?
      var sawEmoji: Bool?
      var schema: String?
      let start = scanner.valueOffset()
      try scanner.beginObject()
      while let key = try scanner.nextKey() {
        switch FileKey(rawValue: key) {
        case .categories?:
          categories = try scanner.readField(categories) { scanner throws(JSONError) in
            try scanner.readArray(readCategory)
          }
        case .subgroups?:
          subgroups = try scanner.readField(subgroups) { scanner throws(JSONError) in
            try scanner.readArray(readCategory)
          }
        case .emoji?:
          sawEmoji = try scanner.readField(sawEmoji) { scanner throws(JSONError) in
            try scanner.beginArray()
            try readEmojiArray(
              &scanner, into: &table, rest: &rest, halvesFrom: halvesThreshold, dropsBehind: dropsBehind)
            return true
          }
        case nil where key == JSONValueDecoder.schemaKey:
          // The file's JSON Schema, for editors: a string, ignored.
          schema = try scanner.readStringField(schema)
        case nil: throw scanner.unknownKey(key, expected: FileKey.allCases.map(\.rawValue))
        }
      }
      guard let categories else { throw scanner.missingKey(FileKey.categories.rawValue, inObjectAt: start) }
      guard sawEmoji != nil else { throw scanner.missingKey(FileKey.emoji.rawValue, inObjectAt: start) }
      return (categories, subgroups ?? [])
    }
  }

  static func readCategory(
    _ scanner: inout JSONScanner
  ) throws(JSONError) -> (category: Gallery.Category, offset: Int) {
    let start = scanner.valueOffset()
    var id: String?
    var title: String?
    var description: String?
    try scanner.beginObject()
    while let key = try scanner.nextKey(in: categoryKeys) {
      switch key {
      case .id: id = try scanner.readNonEmptyStringField(id)
      case .title: title = try scanner.readStringField(title)
      case .description: description = try scanner.readNonEmptyStringField(description)
      }
    }
    guard let id else { throw scanner.missingKey(CategoryKey.id.rawValue, inObjectAt: start) }
    guard let title else { throw scanner.missingKey(CategoryKey.title.rawValue, inObjectAt: start) }
    return (Gallery.Category(id: id, title: title, description: description), start)
  }

  /// A category's (and a subgroup's) keys, matched against the file's bytes.
  private static let categoryKeys = JSONKeyCases(CategoryKey.self)
  /// An emoji object's keys, matched against the file's bytes.
  private static let emojiKeys = JSONKeyCases(EmojiKey.self)

  /// Reads one emoji object into the table: its strings go straight into the table's text
  /// buffer, with no `String` made for them.
  static func readEmoji(_ scanner: inout JSONScanner, into table: inout EmojiTable) throws(JSONError) {
    typealias Span = EmojiTable.Span
    let start = scanner.valueOffset()
    var id: Span?
    var text: Span?
    var title: Span?
    var category: UInt32?
    var categoryOffset = start
    var subgroup: UInt32?
    var keywords: Span?
    func readText(_ scanner: inout JSONScanner, nonEmpty: Bool) throws(JSONError) -> Span {
      let offset = scanner.valueOffset()
      let span = try table.appendText { (buffer: inout [UInt8]) throws(JSONError) in
        try scanner.readString(appendingTo: &buffer)
      }
      if nonEmpty, table.isBlank(span) { throw scanner.error(.emptyString, at: offset) }
      return span
    }
    func readName(_ scanner: inout JSONScanner) throws(JSONError) -> UInt32 {
      try scanner.readString { name in table.intern(name) }
    }
    try scanner.beginObject()
    while let key = try scanner.nextKey(in: emojiKeys) {
      switch key {
      case .id: id = try scanner.readField(id) { scanner throws(JSONError) in try readText(&scanner, nonEmpty: true) }
      case .text:
        text = try scanner.readField(text) { scanner throws(JSONError) in try readText(&scanner, nonEmpty: true) }
      case .title:
        title = try scanner.readField(title) { scanner throws(JSONError) in try readText(&scanner, nonEmpty: false) }
      case .category:
        categoryOffset = scanner.valueOffset()
        category = try scanner.readField(category) { scanner throws(JSONError) in try readName(&scanner) }
      case .subgroup:
        subgroup = try scanner.readField(subgroup) { scanner throws(JSONError) in try readName(&scanner) }
      case .keywords:
        keywords = try scanner.readField(keywords) { scanner throws(JSONError) in
          let first = table.keywordCount
          try scanner.beginArray()
          while try scanner.nextElement() { table.appendKeyword(try readText(&scanner, nonEmpty: false)) }
          return Span(start: UInt32(first), count: UInt32(table.keywordCount - first))
        }
      }
    }
    guard let text else { throw scanner.missingKey(EmojiKey.text.rawValue, inObjectAt: start) }
    guard let title else { throw scanner.missingKey(EmojiKey.title.rawValue, inObjectAt: start) }
    guard let category else { throw scanner.missingKey(EmojiKey.category.rawValue, inObjectAt: start) }
    // Keywords are optional (the seed's `Emoji` has text, title and category only).
    let noKeywords = Span(start: UInt32(table.keywordCount), count: 0)
    table.append(
      EmojiTable.Record(
        id: id ?? .absent, text: text, title: title, keywords: keywords ?? noKeywords, category: category,
        subgroup: subgroup ?? .max, sourceOffset: start, categoryOffset: categoryOffset))
  }
}

extension EmojiCatalog {
  /// emoji.json's keys. The reader also takes the root's `$schema`, a string, and ignores it.
  enum FileKey: String, CodingKey, CaseIterable, Sendable { case categories, subgroups, emoji }

  /// A category's keys, and a subgroup's.
  enum CategoryKey: String, CodingKey, CaseIterable, Sendable { case id, title, description }

  /// An emoji's keys.
  enum EmojiKey: String, CodingKey, CaseIterable, Sendable { case id, text, title, category, subgroup, keywords }
}
