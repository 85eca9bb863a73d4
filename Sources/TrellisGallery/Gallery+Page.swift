import TrellisLayout

extension Gallery {
  /// The page sizes a page or section may have (``Page/pageSize``, ``Section/pageSize``).
  package static let pageSizes = 1...1_000_000

  /// One page of a gallery: a file of its own (`ID.html`), holding sections, or segments of
  /// sections that a segmented control switches between.
  public struct Page: Sendable, Hashable {
    /// The page's identifier and file name: letters, digits, `-` and `_`, unique in the site.
    public var id: String
    /// The page's title, in its heading and the site's navigation.
    public var title: String
    /// A line under the title, if any.
    public var summary: String?
    /// The page's own spacing between sections, instead of the gallery's.
    public var layoutConfiguration: LayoutConfiguration?
    /// What the page holds.
    public var content: Content
    /// What the page is repeated over: one page per emoji category or per character universe.
    public var expand: Expansion?
    /// At most this many items a page: the rest go to `ID-2.html`, `ID-3.html`, …, linked at
    /// each page's foot.
    public var pageSize: Int?

    /// What a page is repeated over.
    public enum Expansion: String, Sendable, Hashable, CaseIterable {
      /// One page per emoji category its sections show.
      case categories
      /// One page per character universe.
      case universes
    }

    /// What a page holds: sections, or segments of them.
    public enum Content: Sendable, Hashable {
      /// Sections, one after another.
      case sections([Section])
      /// Segments, each a group of sections; a segmented control shows one at a time.
      case segments([Segment])
    }

    /// Creates a page of sections.
    public init(
      id: String, title: String, summary: String? = nil, layoutConfiguration: LayoutConfiguration? = nil,
      expand: Expansion? = nil, pageSize: Int? = nil, sections: [Section]
    ) {
      self.init(
        id: id, title: title, summary: summary, layoutConfiguration: layoutConfiguration, expand: expand,
        pageSize: pageSize, content: .sections(sections))
    }

    /// Creates a page of sections or segments.
    public init(
      id: String, title: String, summary: String? = nil, layoutConfiguration: LayoutConfiguration? = nil,
      expand: Expansion? = nil, pageSize: Int? = nil, content: Content
    ) {
      self.id = id
      self.expand = expand
      self.pageSize = pageSize
      self.title = title
      self.summary = summary
      self.layoutConfiguration = layoutConfiguration
      self.content = content
    }
  }

  /// A group of sections of a page, shown when its segment is chosen.
  public struct Segment: Sendable, Hashable, Encodable {
    /// The segment's identifier, unique in its page.
    public var id: String
    /// The segment's label in the segmented control.
    public var title: String
    /// The segment's sections.
    public var sections: [Section]

    /// Creates a segment.
    public init(id: String, title: String, sections: [Section]) {
      self.id = id
      self.title = title
      self.sections = sections
    }
  }
}
