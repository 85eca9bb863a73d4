import TrellisDiagnostics
import TrellisLayout

// A gallery as site.json writes it. Decoding reads the forms the format allows (a page has
// sections or segments, a cell is a style's name or an object, …); what the values may hold is
// checked on the values by the site's loader, so that a gallery made in Swift is checked by
// the same rules. site.json's `data` (the data files' paths) is the site folder's, read by the
// loader beside the gallery.

extension Gallery: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case title, language, direction, layoutConfiguration, pages, itemPages, search, description, baseURL, image,
      themeColor, icons, stylesheets, strings, titles, sidebar, showsLayout, pictures
  }

  /// Decodes site.json's keys (all but `data`); the catalog is left empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      pages: try container.decode([Page].self, forKey: .pages))
    language = Language(
      tag: try container.decodeIfPresent(String.self, forKey: .language) ?? "en",
      direction: try container.decodeIfPresent(LayoutDirection.self, forKey: .direction),
      strings: try container.decodeIfPresent([String: Language.Message].self, forKey: .strings) ?? [:])
    titles = try container.decodeIfPresent(Titles.self, forKey: .titles) ?? Titles()
    head = Head(
      description: try container.decodeIfPresent(String.self, forKey: .description),
      baseURL: try container.decodeIfPresent(String.self, forKey: .baseURL),
      image: try container.decodeIfPresent(String.self, forKey: .image),
      themeColor: try container.decodeIfPresent(Head.ThemeColor.self, forKey: .themeColor),
      icons: try container.decodeIfPresent([Head.Icon].self, forKey: .icons) ?? [],
      stylesheets: try container.decodeIfPresent([String].self, forKey: .stylesheets) ?? [])
    layoutConfiguration =
      try container.decodeIfPresent(LayoutConfiguration.self, forKey: .layoutConfiguration) ?? LayoutConfiguration()
    itemPages = try container.decodeIfPresent(Bool.self, forKey: .itemPages) ?? false
    search = try container.decodeIfPresent(Bool.self, forKey: .search) ?? false
    sidebar = try container.decodeIfPresent([SidebarEntry].self, forKey: .sidebar)
    showsLayout = try container.decodeIfPresent(Bool.self, forKey: .showsLayout) ?? false
    pictures = try container.decodeIfPresent(Pictures.self, forKey: .pictures) ?? Pictures()
  }
}

extension Gallery.Pictures: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case formats, quality, cacheLimit }

  /// Decodes `{"formats": ["avif", "webp"], "quality": {"avif": 50, …}, "cacheLimit": 1000}`, each
  /// key optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self()
    self.init(
      formats: try container.decodeIfPresent([Format].self, forKey: .formats) ?? defaults.formats,
      quality: try container.decodeIfPresent(Quality.self, forKey: .quality) ?? defaults.quality,
      cacheLimit: try container.decodeIfPresent(Int.self, forKey: .cacheLimit) ?? defaults.cacheLimit)
  }
}

extension Gallery.Pictures.Format: Decodable, DecodableChoice {
  package static let choiceName = "picture format"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownPictureFormat"

  /// Decodes `"avif"` or `"webp"`. A fallback format (`"jpeg"`, `"png"`) is an error that says
  /// it is always written.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self), ["jpeg", "jpg", "png"].contains(name.lowercased()) {
      throw DecodingError.problem(.fallbackPictureFormat(name), in: container)
    }
    try self.init(choiceFrom: decoder)
  }
}

extension Gallery.Pictures.Quality: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case avif, webp, jpeg }

  /// Decodes `{"avif": 50, "webp": 80, "jpeg": 85}`, each key optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      avif: try container.decodeIfPresent(Int.self, forKey: .avif),
      webp: try container.decodeIfPresent(Int.self, forKey: .webp),
      jpeg: try container.decodeIfPresent(Int.self, forKey: .jpeg))
  }
}

extension Gallery.Titles: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case categories, subgroups, universes }

  /// Decodes `{"categories": {id: {"title", "description"}}, "subgroups": …, "universes": …}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      categories: try container.decodeIfPresent([String: Gallery.Title].self, forKey: .categories) ?? [:],
      subgroups: try container.decodeIfPresent([String: Gallery.Title].self, forKey: .subgroups) ?? [:],
      universes: try container.decodeIfPresent([String: Gallery.Title].self, forKey: .universes) ?? [:])
  }
}

extension Gallery.Head.ThemeColor: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case light, dark }

  /// Decodes `"#0a84ff"`, or `{"light": "#f2f2f7", "dark": "#1c1c1e"}`.
  public init(from decoder: any Decoder) throws {
    if let one = try? decoder.singleValueContainer().decode(String.self) {
      self.init(light: one)
    } else {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        light: try container.decode(String.self, forKey: .light),
        dark: try container.decodeIfPresent(String.self, forKey: .dark))
    }
  }
}

extension Gallery.Head.Icon: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case href, rel, sizes }

  /// Decodes a file's path, or `{"href": …, "rel": …, "sizes": …}`.
  public init(from decoder: any Decoder) throws {
    if let path = try? decoder.singleValueContainer().decode(String.self) {
      self.init(href: path)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      href: try container.decode(String.self, forKey: .href),
      rel: try container.decodeIfPresent(String.self, forKey: .rel) ?? "icon",
      sizes: try container.decodeIfPresent(String.self, forKey: .sizes))
  }
}

extension Gallery.Page: Decodable {
  /// Decodes a page with `sections`, or with `segments` (exactly one of them).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let content: Content
    switch (container.contains(.sections), container.contains(.segments)) {
    case (true, false): content = .sections(try container.decode([Gallery.Section].self, forKey: .sections))
    case (false, true): content = .segments(try container.decode([Gallery.Segment].self, forKey: .segments))
    default: throw DecodingError.problem(.sectionsOrSegments, at: container.codingPath)
    }
    self.init(
      id: try container.decode(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
      summary: try container.decodeIfPresent(String.self, forKey: .summary),
      layoutConfiguration: try container.decodeIfPresent(LayoutConfiguration.self, forKey: .layoutConfiguration),
      expand: try container.decodeIfPresent(Expansion.self, forKey: .expand),
      pageSize: try container.decodeIfPresent(Int.self, forKey: .pageSize), content: content)
  }
}

extension Gallery.Page.Expansion: Decodable, DecodableChoice {
  package static let choiceName = "page expansion"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownPageExpansion"

  /// Decodes `"categories"` or `"universes"`.
  public init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}

extension Gallery.Segment: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable { case id, title, sections }

  /// Decodes a segment: its id, title and sections.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
      sections: try container.decode([Gallery.Section].self, forKey: .sections))
  }
}

extension Gallery.Section: Decodable {
  enum CellKeys: String, CodingKey, CaseIterable { case style, accessories }

  /// Decodes a section; its `cell` is a style's name, or `{"style": …, "accessories": [...]}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    let title = try container.decodeIfPresent(String.self, forKey: .title)
    let data = try container.decode(Gallery.SectionData.self, forKey: .data)
    let layout = try container.decode(SectionLayoutProvider.self, forKey: .layout)
    var cell: Gallery.Cell?
    var accessories: [Gallery.Accessory] = []
    if container.contains(.cell) {
      if (try? container.decode(String.self, forKey: .cell)) != nil {
        cell = try container.decode(Gallery.Cell.self, forKey: .cell)
      } else {
        let object = try container.nestedContainer(keyedBy: CellKeys.self, forKey: .cell)
        cell = try object.decode(Gallery.Cell.self, forKey: .style)
        accessories = try object.decodeIfPresent([Gallery.Accessory].self, forKey: .accessories) ?? []
        if object.contains(.accessories), accessories.isEmpty {
          throw DecodingError.problem(.emptyAccessories, forKey: .accessories, in: object)
        }
      }
    }
    self.init(
      id: id, title: title, data: data, layout: layout, cell: cell, accessories: accessories,
      header: try container.decodeIfPresent(Gallery.Supplementary.self, forKey: .header) ?? .none,
      footer: try container.decodeIfPresent(Gallery.Supplementary.self, forKey: .footer) ?? .none,
      hidesWhenEmpty: try container.decodeIfPresent(Bool.self, forKey: .hidesWhenEmpty) ?? false,
      emptyMessage: try container.decodeIfPresent(String.self, forKey: .emptyMessage),
      searchable: try container.decodeIfPresent(Bool.self, forKey: .searchable) ?? false,
      expand: try container.decodeIfPresent(Gallery.Expansion.self, forKey: .expand),
      pageSize: try container.decodeIfPresent(Int.self, forKey: .pageSize),
      width: try container.decodeIfPresent(Gallery.Width.self, forKey: .width))
  }
}

extension Gallery.SectionData: Decodable {
  enum Kind: String, CodingKey, CaseIterable { case emoji, emojiOutline, characters }
  enum EmojiKeys: String, CodingKey, CaseIterable { case category, categories, subgroup, subgroups, keyword, keywords }
  enum CharacterKeys: String, CodingKey, CaseIterable { case universe, section, sections }

  /// Decodes `{"emoji": {...}}`, `{"emojiOutline": {...}}` or `{"characters": {...}}`; in each,
  /// `"category": "x"` is shorthand for `"categories": ["x"]` (so too subgroup, keyword and
  /// section).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Kind.self)
    let present = Kind.allCases.filter { container.contains($0) }
    guard present.count == 1, let kind = present.first else {
      throw DecodingError.problem(.sectionDataKind, at: container.codingPath)
    }
    switch kind {
    case .emoji, .emojiOutline:
      let nested = try container.nestedContainer(keyedBy: EmojiKeys.self, forKey: kind)
      let categories = try Self.decodeOneOrMany(nested, one: .category, many: .categories)
      let subgroups = try Self.decodeOneOrMany(nested, one: .subgroup, many: .subgroups)
      let keywords = try Self.decodeOneOrMany(nested, one: .keyword, many: .keywords)
      self =
        kind == .emoji
        ? .emoji(categories: categories, subgroups: subgroups, keywords: keywords)
        : .emojiOutline(categories: categories, subgroups: subgroups, keywords: keywords)
    case .characters:
      let nested = try container.nestedContainer(keyedBy: CharacterKeys.self, forKey: kind)
      self = .characters(
        universe: try nested.decodeIfPresent(String.self, forKey: .universe),
        sections: try Self.decodeOneOrMany(nested, one: .section, many: .sections))
    }
  }

  /// `"category": "x"` is shorthand for `"categories": ["x"]`; naming both is an error.
  private static func decodeOneOrMany<Key: CodingKey>(
    _ container: KeyedDecodingContainer<Key>, one: Key, many: Key
  ) throws -> [String]? {
    if container.contains(one) && container.contains(many) {
      throw DecodingError.problem(.oneOrMany(one.stringValue, many.stringValue), forKey: many, in: container)
    }
    if let single = try container.decodeIfPresent(String.self, forKey: one) { return [single] }
    return try container.decodeIfPresent([String].self, forKey: many)
  }
}

extension Gallery.Cell: Decodable, DecodableChoice {
  package static let choiceName = "cell"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownCell"

  /// Decodes a cell style's name.
  public init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}

extension Gallery.Supplementary: Decodable, DecodableChoice {
  package static let choiceName = "header or footer"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownSupplementary"

  /// Decodes a header or footer style's name.
  public init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}

extension Gallery.Expansion: Decodable, DecodableChoice {
  package static let choiceName = "section expansion"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownSectionExpansion"

  /// Decodes `"categories"` or `"subgroups"`.
  public init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}

extension Gallery.Width: Decodable, DecodableChoice {
  package static let choiceName = "width"
  package static let unknownChoiceID: Diagnostic.ID = "site.unknownWidth"

  /// Decodes `"readable"` or `"full"`.
  public init(from decoder: any Decoder) throws { try self.init(choiceFrom: decoder) }
}

extension Gallery.SidebarEntry: Decodable {
  /// Decodes a page's id, or a group: `{"title": …, "items": [...]}`.
  public init(from decoder: any Decoder) throws {
    if let id = try? decoder.singleValueContainer().decode(String.self) {
      self = .page(id)
      return
    }
    let container: KeyedDecodingContainer<CodingKeys>
    do {
      container = try decoder.container(keyedBy: CodingKeys.self)
    } catch {
      throw DecodingError.problem(.sidebarEntryKind, at: decoder.codingPath)
    }
    self = .group(
      try container.decode(String.self, forKey: .title),
      try container.decode([Gallery.SidebarEntry].self, forKey: .items))
  }
}

extension Gallery.Accessory: Decodable {
  /// Decodes an accessory's name (`"checkmark"`), or the label with its text
  /// (`{"label": {"text": "{subtitle}"}}`). An unknown name is an error at it, with the nearest
  /// known one suggested.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      guard name != "label" else { throw DecodingError.problem(.labelNeedsText, in: single) }
      self = try Self.named(name) { message in DecodingError.problem(message, in: single) }
      return
    }
    let container = try decoder.container(keyedBy: NamedCodingKey.self)
    let keys = container.allKeys
    guard keys.count == 1, let key = keys.first else {
      throw DecodingError.problem(.accessoryKind, at: decoder.codingPath)
    }
    guard key.stringValue == "label" else {
      let name = key.stringValue
      _ = try Self.named(name) { message in DecodingError.problem(message, forKey: key, in: container) }
      throw DecodingError.problem(.accessoryTakesNoOptions(name), forKey: key, in: container)
    }
    let label = try container.nestedContainer(keyedBy: LabelKeys.self, forKey: key)
    self = .label(try label.decode(String.self, forKey: .text))
  }

  private static func named(_ name: String, error: (Diagnostic.Message) -> DecodingError) throws -> Self {
    guard name != "label", let accessory = kinds.first(where: { $0.name == name }) else {
      throw error(.unknownAccessory(name, known: kinds.map(\.name)))
    }
    return accessory
  }
}
