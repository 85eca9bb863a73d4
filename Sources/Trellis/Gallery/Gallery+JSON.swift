import Foundation

/// A gallery written as the files of a site folder: site.json and the data files it names, in
/// the forms the README's site format describes. ``Site/init(_:)`` reads them from memory, so a
/// gallery is checked by exactly the rules of a site folder.
extension Gallery {
  /// The data files' names in site.json.
  static let emojiFileName = "emoji.json"
  static let charactersFileName = "characters.json"

  /// site.json's bytes.
  func siteJSON() throws -> [UInt8] { try Self.encode(SiteFile(gallery: self)) }

  /// emoji.json's bytes, or nil for a gallery without emoji.
  func emojiJSON() throws -> [UInt8]? {
    guard !catalog.categories.isEmpty || !catalog.emoji.isEmpty else { return nil }
    return try Self.encode(EmojiFile(categories: catalog.categories, emoji: catalog.emoji))
  }

  /// characters.json's bytes, or nil for a gallery without characters.
  func charactersJSON() throws -> [UInt8]? {
    guard let universes = catalog.universes else { return nil }
    return try Self.encode(CharactersFile(universes: universes))
  }

  /// Sorted keys and slashes as written, so the same gallery always gives the same bytes.
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    return Array(try encoder.encode(value))
  }

  private struct SiteFile: Encodable {
    var gallery: Gallery

    enum CodingKeys: String, CodingKey {
      case title, language, direction, data, layoutConfiguration, pages, itemPages, search, description, baseURL,
        strings, sidebar, showsLayout
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(gallery.title, forKey: .title)
      try container.encode(gallery.language.tag, forKey: .language)
      try container.encodeIfPresent(gallery.language.direction, forKey: .direction)
      var data: [String: String] = [:]
      if !gallery.catalog.categories.isEmpty || !gallery.catalog.emoji.isEmpty { data["emoji"] = Gallery.emojiFileName }
      if gallery.catalog.universes != nil { data["characters"] = Gallery.charactersFileName }
      if !data.isEmpty { try container.encode(data, forKey: .data) }
      try container.encode(gallery.layoutConfiguration, forKey: .layoutConfiguration)
      try container.encode(gallery.pages, forKey: .pages)
      try container.encode(gallery.itemPages, forKey: .itemPages)
      try container.encode(gallery.search, forKey: .search)
      try container.encodeIfPresent(gallery.head.description, forKey: .description)
      try container.encodeIfPresent(gallery.head.baseURL, forKey: .baseURL)
      if !gallery.language.strings.isEmpty { try container.encode(gallery.language.strings, forKey: .strings) }
      try container.encodeIfPresent(gallery.sidebar, forKey: .sidebar)
      if gallery.showsLayout { try container.encode(true, forKey: .showsLayout) }
    }
  }

  private struct EmojiFile: Encodable {
    var categories: [Category]
    var emoji: [Emoji]
  }

  private struct CharactersFile: Encodable {
    var universes: [Universe]
  }
}

extension Gallery.Page: Encodable {
  enum CodingKeys: String, CodingKey {
    case id, title, summary, layoutConfiguration, sections, segments, expand, pageSize
  }

  /// Encodes the page as site.json's `pages` hold it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(summary, forKey: .summary)
    try container.encodeIfPresent(layoutConfiguration, forKey: .layoutConfiguration)
    switch content {
    case .sections(let sections): try container.encode(sections, forKey: .sections)
    case .segments(let segments): try container.encode(segments, forKey: .segments)
    }
    try container.encodeIfPresent(expand?.rawValue, forKey: .expand)
    try container.encodeIfPresent(pageSize, forKey: .pageSize)
  }
}

extension Gallery.Section: Encodable {
  enum CodingKeys: String, CodingKey {
    case id, title, data, layout, cell, header, footer, hidesWhenEmpty, emptyMessage, searchable, expand, pageSize,
      width
  }

  private struct CellObject: Encodable {
    var style: String?
    var accessories: [Gallery.Accessory]
  }

  /// Encodes the section as site.json's sections hold it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encode(data, forKey: .data)
    try container.encode(layout, forKey: .layout)
    if accessories.isEmpty {
      try container.encodeIfPresent(cell?.rawValue, forKey: .cell)
    } else {
      // The object form; without a style it is site.json's error at `cell.style`.
      try container.encode(CellObject(style: cell?.rawValue, accessories: accessories), forKey: .cell)
    }
    if header != .none { try container.encode(header.rawValue, forKey: .header) }
    if footer != .none { try container.encode(footer.rawValue, forKey: .footer) }
    if hidesWhenEmpty { try container.encode(true, forKey: .hidesWhenEmpty) }
    try container.encodeIfPresent(emptyMessage, forKey: .emptyMessage)
    if searchable { try container.encode(true, forKey: .searchable) }
    try container.encodeIfPresent(expand?.rawValue, forKey: .expand)
    try container.encodeIfPresent(pageSize, forKey: .pageSize)
    try container.encodeIfPresent(width?.rawValue, forKey: .width)
  }
}

extension Gallery.SectionData: Encodable {
  enum CodingKeys: String, CodingKey { case emoji, emojiOutline, characters }
  enum SelectionKeys: String, CodingKey { case categories, subgroups, keywords, universe, sections }

  /// Encodes `{"emoji": {...}}`, `{"emojiOutline": {...}}` or `{"characters": {...}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .emoji(let categories, let subgroups, let keywords),
      .emojiOutline(let categories, let subgroups, let keywords):
      var selection = container.nestedContainer(
        keyedBy: SelectionKeys.self, forKey: { if case .emoji = self { .emoji } else { .emojiOutline } }())
      if !categories.isEmpty { try selection.encode(categories, forKey: .categories) }
      if !subgroups.isEmpty { try selection.encode(subgroups, forKey: .subgroups) }
      if !keywords.isEmpty { try selection.encode(keywords, forKey: .keywords) }
    case .characters(let universe, let sections):
      var selection = container.nestedContainer(keyedBy: SelectionKeys.self, forKey: .characters)
      try selection.encodeIfPresent(universe, forKey: .universe)
      if !sections.isEmpty { try selection.encode(sections, forKey: .sections) }
    }
  }
}

extension Gallery.Emoji: Encodable {
  enum CodingKeys: String, CodingKey { case text, title, category, subgroup, keywords, id }

  /// Encodes the emoji as emoji.json holds it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(title, forKey: .title)
    try container.encode(category, forKey: .category)
    try container.encodeIfPresent(subgroup, forKey: .subgroup)
    if !keywords.isEmpty { try container.encode(keywords, forKey: .keywords) }
    try container.encodeIfPresent(id, forKey: .id)
  }
}

extension Gallery.StoryCharacter: Encodable {
  enum CodingKeys: String, CodingKey { case name, job, imageName, isComplete, id }

  /// Encodes the character as characters.json holds it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(job, forKey: .job)
    try container.encode(imageName, forKey: .imageName)
    if isComplete { try container.encode(true, forKey: .isComplete) }
    try container.encodeIfPresent(id, forKey: .id)
  }
}

extension Gallery {
  /// Writes the gallery as a site folder: `directory/site.json` and the data files it names
  /// (`emoji.json`, `characters.json`), which `trellis build --site directory` builds into the
  /// same site as ``Site/init(_:)``. Files already there are replaced; nothing else is touched.
  public func write(to directory: String) throws(DiagnosticError) {
    let files = try GalleryFiles(self)
    let written = [
      ("site.json", files.site), (Gallery.emojiFileName, files.emoji), (Gallery.charactersFileName, files.characters),
    ]
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      for case (let name, let file?) in written {
        try Data(file.bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent(name), options: .atomic)
      }
    } catch {
      throw DiagnosticError(
        Diagnostic(at: nil, .cannotWriteGallery(into: directory, error.localizedDescription)))
    }
  }
}
