/// One page as the renderer draws it.
package struct PageContent: Sendable {
  /// A link in the site's navigation.
  package struct Link: Hashable, Sendable {
    package var title: String
    package var href: String
    /// In a sidebar, the groups the link stands in, outermost first (empty at the top level);
    /// nil when the navigation is a row of links in the banner. Every link of a navigation has
    /// it or none does.
    package var sidebarGroups: [Group]?

    package init(title: String, href: String, sidebarGroups: [Group]? = nil) {
      self.title = title
      self.href = href
      self.sidebarGroups = sidebarGroups
    }
  }

  /// A group of a sidebar: its title, and a number that tells it from another of the same title.
  package struct Group: Hashable, Sendable {
    package var title: String
    package var number: Int

    package init(title: String, number: Int) {
      self.title = title
      self.number = number
    }
  }

  package var fileName: String
  package var title: String
  package var summary: String
  package var siteTitle: String
  package var language: String
  package var navigation: [Link]
  /// The titles of a segmented page's segments, in order (empty otherwise).
  package var segments: [String]
  package var sections: [SectionContent]
  /// The layout configuration's `interSectionSpacing`: the gap between two displayed sections.
  package var sectionSpacing: Double
  /// For one of the pages a page was cut into: the file names of all of them, in order, and
  /// which one this is (from 0). Empty for a page that is not cut.
  package var pages: [String] = []
  package var pageIndex = 0
  /// The title of the page that was cut (its parts' titles add their numbers): what names the
  /// pagination, the same landmark on every part.
  package var cutPageTitle = ""
  /// The site's home page (its body is marked `t-home`, which a sidebar site's stylesheet reads).
  package var isHome = false
  /// The site's search page (its search field in the banner leads there); empty without one.
  package var searchPage = ""
  /// The head's description, canonical URL, icons …
  package var head = PageHead()
  /// The layout of each of the page's sections, shown after them (site.json's `showsLayout`);
  /// empty on other sites.
  package var layoutSources: [LayoutSourceContent] = []
  /// The page shows its layout (site.json's `showsLayout`): its banner holds the Annotate switch.
  package var showsLayout = false

  package var isSearchable: Bool { sections.contains { $0.isSearchable } }

  package init(
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
