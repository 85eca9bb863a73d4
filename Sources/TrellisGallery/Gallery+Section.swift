import TrellisLayout

extension Gallery {
  /// One section of a page: the items it shows, its layout, and how its cells, header and
  /// footer look.
  public struct Section: Sendable, Hashable {
    /// The section's identifier: letters, digits, `-` and `_`, unique in its page.
    public var id: String
    /// The header's title; nil is the data's own title (the category's, say).
    public var title: String?
    /// What the section shows.
    public var data: SectionData
    /// How the section is laid out.
    public var layout: SectionLayoutProvider
    /// How each item is drawn; nil is `list` for emoji and `character` for characters.
    public var cell: Cell?
    /// The controls each cell shows beside its content (a list's), in this order; they need a
    /// ``cell`` style.
    public var accessories: [Accessory]
    /// What the section's header shows; it needs a header box in the layout.
    public var header: Supplementary
    /// What the section's footer shows; it needs a footer box in the layout.
    public var footer: Supplementary
    /// An empty section takes no room at all.
    public var hidesWhenEmpty: Bool
    /// What an empty section says instead (not with ``hidesWhenEmpty``).
    public var emptyMessage: String?
    /// The page's search field filters this section by name.
    public var searchable: Bool
    /// What the section is repeated over: one section per category or Unicode subgroup of the
    /// emoji it selects, each with an id made of this one's and the value's.
    public var expand: Expansion?
    /// At most this many items a page: the page is cut at this section (`ID-2.html`, …).
    public var pageSize: Int?
    /// The width the section is laid out in; nil is readable for a list, else the page's.
    public var width: Width?

    /// Creates a section laid out by a provider (a section, a list, a preset, or variants).
    public init(
      id: String, title: String? = nil, data: SectionData, layout: SectionLayoutProvider, cell: Cell? = nil,
      accessories: [Accessory] = [], header: Supplementary = .none, footer: Supplementary = .none,
      hidesWhenEmpty: Bool = false,
      emptyMessage: String? = nil, searchable: Bool = false, expand: Expansion? = nil, pageSize: Int? = nil,
      width: Width? = nil
    ) {
      self.id = id
      self.title = title
      self.data = data
      self.layout = layout
      self.cell = cell
      self.accessories = accessories
      self.header = header
      self.footer = footer
      self.hidesWhenEmpty = hidesWhenEmpty
      self.emptyMessage = emptyMessage
      self.searchable = searchable
      self.expand = expand
      self.pageSize = pageSize
      self.width = width
    }

    /// Creates a section laid out by one compositional section layout.
    public init(
      id: String, title: String? = nil, data: SectionData, layout: LayoutSection, cell: Cell? = nil,
      accessories: [Accessory] = [], header: Supplementary = .none, footer: Supplementary = .none,
      hidesWhenEmpty: Bool = false,
      emptyMessage: String? = nil, searchable: Bool = false, expand: Expansion? = nil, pageSize: Int? = nil,
      width: Width? = nil
    ) {
      self.init(
        id: id, title: title, data: data, layout: SectionLayoutProvider(.section(layout)), cell: cell,
        accessories: accessories, header: header, footer: footer, hidesWhenEmpty: hidesWhenEmpty,
        emptyMessage: emptyMessage,
        searchable: searchable, expand: expand, pageSize: pageSize, width: width)
    }
  }

  /// What a section shows.
  public enum SectionData: Sendable, Hashable {
    /// Emoji of these categories, in this order (every category when nil), narrowed to these
    /// Unicode subgroups and to emoji with any of these keywords, when given.
    case emoji(categories: [String]? = nil, subgroups: [String]? = nil, keywords: [String]? = nil)
    /// An outline: a parent row per category, its emoji as children; selected as ``emoji(categories:subgroups:keywords:)``.
    case emojiOutline(categories: [String]? = nil, subgroups: [String]? = nil, keywords: [String]? = nil)
    /// The characters of a universe: one section per section of it (only those named, when
    /// given). In a page expanded over universes, nil is the page's universe.
    case characters(universe: String?, sections: [String]? = nil)
  }

  /// How a section draws each item.
  public enum Cell: String, Sendable, Hashable, CaseIterable {
    /// The emoji large and centred in a rounded tile (Emoji Explorer's Recents).
    case grid
    /// The emoji or image with the title (Emoji Explorer's Outline children).
    case list
    /// The title leading, a secondary value trailing (Emoji Explorer's List: the emoji and its
    /// category).
    case value
    /// The title with secondary text below.
    case subtitle
    /// A circular image, the name, and the job as secondary text (the diffable search example).
    case character
    /// The title alone (Emoji Explorer's Custom).
    case plain
    /// UIKit's `.cell()`: the same cell as ``list``.
    case cell
    /// UIKit's `.subtitleCell()`: the same cell as ``subtitle``.
    case subtitleCell
    /// UIKit's `.valueCell()`: the same cell as ``value``.
    case valueCell
    /// UIKit's `.sidebarCell()`: the emoji tinted the accent colour, then the title.
    case sidebarCell
    /// UIKit's `.sidebarSubtitleCell()`: a sidebar cell with secondary text below.
    case sidebarSubtitleCell
    /// UIKit's `.accompaniedSidebarCell()`: a sidebar cell with secondary text trailing.
    case accompaniedSidebarCell
  }

  /// What a section's header or footer shows.
  public enum Supplementary: String, Sendable, Hashable, CaseIterable {
    /// Nothing (and the layout has no box for it).
    case none
    /// The section's title.
    case title
    /// The title and the item count: "Title (N)".
    case titleWithCount
    /// The title beside a small circle filled by the share of completed items.
    case progress
    /// A large circle filled by the share of completed items, its percentage in the middle.
    case largeProgress
    /// A separator line.
    case separator
    /// UIKit's default header style: grouped in grouped, inset grouped and sidebar lists,
    /// plain otherwise.
    case header
    /// UIKit's default footer style, by the list's appearance as ``header``.
    case footer
    /// UIKit's `.plainHeader()`: the title in 17 px semibold on a bar.
    case plainHeader
    /// UIKit's `.plainFooter()`: the title in 13 px secondary on a bar.
    case plainFooter
    /// UIKit's `.groupedHeader()`: the title in 13 px upper case, secondary colour.
    case groupedHeader
    /// UIKit's `.groupedFooter()`: the title in 13 px, secondary colour.
    case groupedFooter
    /// UIKit's `.prominentInsetGroupedHeader()`: the title in 20 px bold.
    case prominentInsetGroupedHeader
    /// UIKit's `.extraProminentInsetGroupedHeader()`: the title in 22 px bold.
    case extraProminentInsetGroupedHeader
  }

  /// What a section is repeated over.
  public enum Expansion: String, Sendable, Hashable, CaseIterable {
    /// One section per emoji category.
    case categories
    /// One section per Unicode subgroup.
    case subgroups
  }

  /// The width a section is laid out in.
  public enum Width: String, Sendable, Hashable, CaseIterable {
    /// The page's whole width.
    case full
    /// At most 672 points wide, centred: the width of UIKit's readable content guide.
    case readable
  }
}

extension Gallery.Supplementary {
  /// A footer style (only a section's `footer` takes one).
  package var isFooterStyle: Bool { self == .footer || self == .plainFooter || self == .groupedFooter }

  /// A header style (only a section's `header` takes one).
  package var isHeaderStyle: Bool {
    switch self {
    case .header, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: true
    default: false
    }
  }
}
