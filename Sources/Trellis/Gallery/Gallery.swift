/// A site described in Swift: its pages, their sections and layouts, and the data they show.
///
/// A gallery is everything a site folder holds (`site.json` and its data files) as values, so a
/// program can make a site without writing JSON. ``Site/init(_:)`` checks it by exactly the rules
/// of a site folder, and every problem names the place in the gallery, as a JSON path such as
/// `pages[0].sections[1].data`.
///
/// ```swift
/// let grid = LayoutSection(
///   group: .horizontal(
///     layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)),
///     subitem: LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1))),
///     count: 4))
/// let gallery = Gallery(
///   title: "Faces",
///   pages: [
///     Gallery.Page(id: "index", title: "Faces", sections: [
///       Gallery.Section(id: "smileys", data: .emoji(categories: ["smileys"]), layout: grid, cell: .grid)
///     ])
///   ],
///   categories: [Gallery.Category(id: "smileys", title: "Smileys")],
///   emoji: [Gallery.Emoji(text: "😀", title: "Grinning face", category: "smileys")])
/// let site = try Site(gallery)
/// ```
public struct Gallery: Sendable, Hashable {
  /// The site's title, in every page's `<title>` and its navigation.
  public var title: String
  /// The pages' language, a BCP 47 tag such as `en`, `he` or `pt-BR`.
  public var language: String
  /// Which way the pages run; nil follows the language (right to left for Hebrew, Arabic…).
  public var direction: LayoutDirection?
  /// Spacing between sections, for every page that does not set its own.
  public var layoutConfiguration: LayoutConfiguration
  /// The pages, in navigation order; the first is the site's start page.
  public var pages: [Page]
  /// The emoji categories, in display order.
  public var categories: [Category]
  /// The emoji; each names one of ``categories``.
  public var emoji: [Emoji]
  /// The characters' universes, or nil for a site that shows none.
  public var universes: [Universe]?
  /// Whether every emoji and character the pages show gets a page of its own.
  public var itemPages: Bool
  /// Whether the site has a search page and a search field on every page.
  public var search: Bool
  /// Where the site is published (`https://example.org/gallery/`): canonical links, Open Graph
  /// URLs, `sitemap.xml` and `404.html` need it.
  public var baseURL: String?
  /// The site's description, in every page's `<meta name="description">`.
  public var description: String?
  /// The words Trellis writes on pages (`skipToContent`, `search`, …), in the site's language;
  /// English for any not given. The keys are those of site.json's `strings`.
  public var strings: [String: String]
  /// The pages as the outline of an app's sidebar, instead of a row of links: at regular width
  /// beside every page, at compact width the home page. Every page the navigation lists must be
  /// in it once; nil for a row of links.
  public var sidebar: [SidebarEntry]?
  /// Whether every page shows how it is laid out, as a documentation gallery does (site.json's
  /// `"showsLayout": true`): after the sections, each section's layout as JSON and as the Swift
  /// that builds it (`SectionLayoutProvider.swiftSource(functionName:)`), each with a Copy
  /// button.
  public var showsLayout: Bool
  /// A folder holding the site's own `Templates/`, `images/` and `static/`, if it has any.
  public var directory: String?

  /// Creates a gallery.
  public init(
    title: String, language: String = "en", direction: LayoutDirection? = nil,
    layoutConfiguration: LayoutConfiguration = LayoutConfiguration(), pages: [Page],
    categories: [Category] = [], emoji: [Emoji] = [], universes: [Universe]? = nil,
    itemPages: Bool = false, search: Bool = false, baseURL: String? = nil, description: String? = nil,
    strings: [String: String] = [:], sidebar: [SidebarEntry]? = nil, showsLayout: Bool = false,
    directory: String? = nil
  ) {
    self.title = title
    self.language = language
    self.direction = direction
    self.layoutConfiguration = layoutConfiguration
    self.pages = pages
    self.categories = categories
    self.emoji = emoji
    self.universes = universes
    self.itemPages = itemPages
    self.search = search
    self.baseURL = baseURL
    self.description = description
    self.strings = strings
    self.sidebar = sidebar
    self.showsLayout = showsLayout
    self.directory = directory
  }
}
