// A gallery as site.json and the data files write it: what ``Gallery/write(to:)`` writes, and
// what decoding it gives back.

extension Gallery.Page: Encodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
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
  enum CodingKeys: String, CodingKey, CaseIterable {
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
      try selection.encodeIfPresent(categories, forKey: .categories)
      try selection.encodeIfPresent(subgroups, forKey: .subgroups)
      try selection.encodeIfPresent(keywords, forKey: .keywords)
    case .characters(let universe, let sections):
      var selection = container.nestedContainer(keyedBy: SelectionKeys.self, forKey: .characters)
      try selection.encodeIfPresent(universe, forKey: .universe)
      try selection.encodeIfPresent(sections, forKey: .sections)
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
    try container.encodeIfPresent(imageName, forKey: .imageName)
    if isComplete { try container.encode(true, forKey: .isComplete) }
    try container.encodeIfPresent(id, forKey: .id)
  }
}

extension Gallery: Encodable {
  /// Encodes site.json's keys but `data` (the data files are the site folder's: see
  /// `write(to:)`); keys at their defaults are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(language.tag, forKey: .language)
    try container.encodeIfPresent(language.direction, forKey: .direction)
    try container.encode(layoutConfiguration, forKey: .layoutConfiguration)
    try container.encode(pages, forKey: .pages)
    try container.encode(itemPages, forKey: .itemPages)
    try container.encode(search, forKey: .search)
    try container.encodeIfPresent(head.description, forKey: .description)
    try container.encodeIfPresent(head.baseURL, forKey: .baseURL)
    try container.encodeIfPresent(head.image, forKey: .image)
    try container.encodeIfPresent(head.themeColor, forKey: .themeColor)
    if !head.icons.isEmpty { try container.encode(head.icons, forKey: .icons) }
    if !head.stylesheets.isEmpty { try container.encode(head.stylesheets, forKey: .stylesheets) }
    if !language.strings.isEmpty { try container.encode(language.strings, forKey: .strings) }
    if !titles.isEmpty { try container.encode(titles, forKey: .titles) }
    try container.encodeIfPresent(sidebar, forKey: .sidebar)
    if showsLayout { try container.encode(true, forKey: .showsLayout) }
    if !pictures.isDefault { try container.encode(pictures, forKey: .pictures) }
  }
}

extension Gallery.Pictures: Encodable {
  /// Encodes the settings that are not their defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    if formats != defaults.formats { try container.encode(formats, forKey: .formats) }
    if !quality.isDefault { try container.encode(quality, forKey: .quality) }
    if cacheLimit != defaults.cacheLimit { try container.encode(cacheLimit, forKey: .cacheLimit) }
  }
}

extension Gallery.Pictures.Quality: Encodable {
  /// Encodes the qualities set.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(avif, forKey: .avif)
    try container.encodeIfPresent(webp, forKey: .webp)
    try container.encodeIfPresent(jpeg, forKey: .jpeg)
  }
}

extension Gallery.Titles: Encodable {
  /// Encodes the kinds that have titles.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !categories.isEmpty { try container.encode(categories, forKey: .categories) }
    if !subgroups.isEmpty { try container.encode(subgroups, forKey: .subgroups) }
    if !universes.isEmpty { try container.encode(universes, forKey: .universes) }
  }
}

extension Gallery.Head.ThemeColor: Encodable {
  /// Encodes one colour as a string, two as `{"light", "dark"}`.
  public func encode(to encoder: any Encoder) throws {
    guard let dark else {
      var container = encoder.singleValueContainer()
      try container.encode(light)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(light, forKey: .light)
    try container.encode(dark, forKey: .dark)
  }
}

extension Gallery.Head.Icon: Encodable {
  /// Encodes a plain icon as its path, another as `{"href", "rel", "sizes"}`.
  public func encode(to encoder: any Encoder) throws {
    guard rel != "icon" || sizes != nil else {
      var container = encoder.singleValueContainer()
      try container.encode(href)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(href, forKey: .href)
    try container.encode(rel, forKey: .rel)
    try container.encodeIfPresent(sizes, forKey: .sizes)
  }
}
