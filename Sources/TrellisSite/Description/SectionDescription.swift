import TrellisData
import TrellisLayout

/// One section of a page as site.json declares it: its data, layout, cells, header and footer.
///
///     {"id": "recents", "title": "Recents",
///      "data": {"emoji": {"category": "recents"}},
///      "layout": {"preset": "emojiGrid"}, "cell": "grid"}
///
/// A section whose data names several character sections expands into one rendered section each.
package struct SectionDescription: Decodable, Sendable {
  package var id: Located<String>
  /// The header title; defaults to the data's own title (the category's or character section's).
  package var title: String?
  package var data: Located<SectionDataSource>
  package var layout: Located<SectionLayoutProvider>
  /// How items are drawn; by default `list` for emoji and `character` for characters.
  package var cell: Located<CellKind>?
  /// The cells' accessories (`"cell": {"style": …, "accessories": […]}`), in the order declared.
  package var accessories: [Located<CellAccessory>]
  package var header: Located<SupplementaryContent>
  package var footer: Located<SupplementaryContent>
  /// When the section has no items, it takes no room at all (the hide-empty-sections example's empty layout).
  package var hidesWhenEmpty: Bool
  /// When the section has no items, this message is shown instead (mutually exclusive with hiding).
  package var emptyMessage: String?
  /// The page's search field filters this section by name (the diffable search example).
  package var searchable: Bool
  /// What the section is repeated over, if it is (one section per category or subgroup).
  package var expand: Located<SectionExpansion>?
  /// Cuts the page at this section: at most this many of its items a page (`ID-2.html` …), the
  /// page's other sections staying on its first page.
  package var pageSize: Located<Int>?
  /// The width the section is laid out in: readable by default for a list, else the page's.
  package var width: SectionWidth

  enum CodingKeys: String, CodingKey {
    case id, title, data, layout, cell, header, footer, hidesWhenEmpty, emptyMessage, searchable, expand, pageSize,
      width
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Located<String>.self, forKey: .id)
    try validateIdentifier(id.value, forKey: .id, in: container)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    data = try container.decode(Located<SectionDataSource>.self, forKey: .data)
    layout = try container.decode(Located<SectionLayoutProvider>.self, forKey: .layout)
    let declaration = try container.decodeIfPresent(CellDeclaration.self, forKey: .cell)
    cell = declaration?.style
    accessories = declaration?.accessories ?? []
    header =
      try container.decodeIfPresent(Located<SupplementaryContent>.self, forKey: .header)
      ?? Located(.none, offset: id.offset, path: id.path)
    footer =
      try container.decodeIfPresent(Located<SupplementaryContent>.self, forKey: .footer)
      ?? Located(.none, offset: id.offset, path: id.path)
    if header.value.isFooterStyle {
      throw DecodingError.problem(.footerStyleInHeader(header.value.rawValue), forKey: .header, in: container)
    }
    if footer.value.isHeaderStyle {
      throw DecodingError.problem(.headerStyleInFooter(footer.value.rawValue), forKey: .footer, in: container)
    }
    hidesWhenEmpty = try container.decodeIfPresent(Bool.self, forKey: .hidesWhenEmpty) ?? false
    emptyMessage = try container.decodeIfPresent(String.self, forKey: .emptyMessage)
    searchable = try container.decodeIfPresent(Bool.self, forKey: .searchable) ?? false
    expand = try container.decodeIfPresent(Located<SectionExpansion>.self, forKey: .expand)
    pageSize = try container.decodeIfPresent(Located<Int>.self, forKey: .pageSize)
    width =
      try container.decodeIfPresent(SectionWidth.self, forKey: .width)
      ?? SectionWidth.defaultWidth(for: layout.value)
    if let pageSize, !(1...1_000_000).contains(pageSize.value) {
      throw DecodingError.problem(.pageSizeOutOfRange(pageSize.value), forKey: .pageSize, in: container)
    }
    if expand != nil, case .emoji = data.value {
    } else if expand != nil {
      throw DecodingError.problem(.expandNeedsEmoji, forKey: .expand, in: container)
    }
    if hidesWhenEmpty, emptyMessage != nil {
      throw DecodingError.problem(.hiddenWithEmptyText, forKey: .emptyMessage, in: container)
    }
    if searchable, layout.value.firstItemIsHeader {
      throw DecodingError.problem(.searchableHeaderRow, forKey: .searchable, in: container)
    }
  }
}
