/// One page as the renderer draws it.
public struct PageContent: Sendable {
  /// A link in the site's navigation.
  public struct Link: Hashable, Sendable {
    public var title: String
    public var href: String
    public init(title: String, href: String) {
      self.title = title
      self.href = href
    }
  }

  public var fileName: String
  public var title: String
  public var summary: String
  public var siteTitle: String
  public var language: String
  public var navigation: [Link]
  /// The titles of a segmented page's segments, in order (empty otherwise).
  public var segments: [String]
  public var sections: [SectionContent]
  /// The layout configuration's `interSectionSpacing`: the gap between two displayed sections.
  public var sectionSpacing: Double
  /// For one of the pages a page was cut into: the file names of all of them, in order, and
  /// which one this is (from 0). Empty for a page that is not cut.
  public var pages: [String] = []
  public var pageIndex = 0
  /// The site's search page (its search field in the banner leads there); empty without one.
  public var searchPage = ""
  /// The head's description, canonical URL, icons …
  public var head = PageHead()

  public var isSearchable: Bool { sections.contains { $0.isSearchable } }

  public init(
    fileName: String, title: String, summary: String = "", siteTitle: String, language: String,
    navigation: [Link], segments: [String] = [], sections: [SectionContent], sectionSpacing: Double = 0
  ) {
    self.fileName = fileName
    self.title = title
    self.summary = summary
    self.siteTitle = siteTitle
    self.language = language
    self.navigation = navigation
    self.segments = segments
    self.sections = sections
    self.sectionSpacing = sectionSpacing
  }
}
