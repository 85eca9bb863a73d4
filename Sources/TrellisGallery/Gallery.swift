import TrellisLayout

/// A site described in Swift: its pages, their sections and layouts, and the data they show.
///
/// A gallery is the site's model: everything a site folder holds (`site.json` and its data
/// files) as values. site.json decodes into a gallery, and a program can make one without
/// writing JSON; `Site(_:)` checks it by exactly the rules of a site folder, and every problem
/// names the place in the gallery, as a JSON path such as `pages[0].sections[1].data` or
/// `catalog.emoji[3].category`.
///
/// A gallery is made of its title, its pages and the data they show; everything else has a
/// default and is set on the value, in small parts: ``language``, ``head``, ``sidebar`` and the
/// switches ``itemPages``, ``search`` and ``showsLayout``.
///
/// ```swift
/// let grid = LayoutSection(
///   group: .horizontal(
///     layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)),
///     subitem: LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1))),
///     count: 4))
/// var gallery = Gallery(
///   title: "Faces",
///   pages: [
///     Gallery.Page(id: "index", title: "Faces", sections: [
///       Gallery.Section(id: "smileys", data: .emoji(categories: ["smileys"]), layout: grid, cell: .grid)
///     ])
///   ],
///   catalog: Gallery.Catalog(
///     categories: [Gallery.Category(id: "smileys", title: "Smileys")],
///     emoji: [Gallery.Emoji(text: "😀", title: "Grinning face", category: "smileys")]))
/// gallery.search = true
/// let site = try Site(gallery)
/// ```
public struct Gallery: Sendable, Hashable {
  /// The site's title, in every page's `<title>` and its navigation.
  public var title: String
  /// The pages, in navigation order; the first is the site's start page.
  public var pages: [Page]
  /// The emoji and characters the pages show.
  public var catalog: Catalog
  /// The pages' language, which way they run, and the words Trellis writes on them.
  public var language = Language()
  /// Titles for the categories, subgroups and universes the pages show, before the data files'
  /// own: site.json's `titles`.
  public var titles = Titles()
  /// What every page's `<head>` says of the site beyond its title.
  public var head = Head()
  /// Spacing between sections, for every page that does not set its own.
  public var layoutConfiguration = LayoutConfiguration()
  /// Whether every emoji and character the pages show gets a page of its own.
  public var itemPages = false
  /// Whether the site has a search page and a search field on every page.
  public var search = false
  /// The pages as the outline of an app's sidebar, instead of a row of links: at regular width
  /// beside every page, at compact width the home page. Every page the navigation lists must be
  /// in it once; nil for a row of links.
  public var sidebar: [SidebarEntry]?
  /// Whether every page shows how it is laid out, as a documentation gallery does (site.json's
  /// `"showsLayout": true`): after the sections, each section's layout as JSON and as the Swift
  /// that builds it (`SectionLayoutProvider.swiftSource(functionName:)`), each with a Copy
  /// button.
  public var showsLayout = false
  /// How characters' pictures are written: their formats, quality and cache.
  public var pictures = Pictures()
  /// A folder holding the site's own `Templates/`, `images/` and `static/`, if it has any.
  public var directory: String?

  /// Creates a gallery of these pages, showing this data; every other part has its default.
  public init(title: String, pages: [Page], catalog: Catalog = Catalog()) {
    self.title = title
    self.pages = pages
    self.catalog = catalog
  }

  /// The data a gallery's pages show: what a site folder's emoji.json and characters.json hold.
  public struct Catalog: Sendable, Hashable {
    /// The emoji categories, in display order.
    public var categories: [Category]
    /// Titles of Unicode's subgroups (emoji.json's `subgroups`): each emoji's ``Emoji/subgroup``
    /// names one by its id. A subgroup not titled here or in ``Gallery/titles`` is titled from
    /// its id, in English.
    public var subgroups: [Subgroup]
    /// The emoji; each names one of ``categories``.
    public var emoji: [Emoji]
    /// The characters' universes, or nil for a site that shows none.
    public var universes: [Universe]?

    /// Creates a catalog.
    public init(
      categories: [Category] = [], subgroups: [Subgroup] = [], emoji: [Emoji] = [], universes: [Universe]? = nil
    ) {
      self.categories = categories
      self.subgroups = subgroups
      self.emoji = emoji
      self.universes = universes
    }
  }

  /// The pages' language and what depends on it.
  public struct Language: Sendable, Hashable {
    /// A BCP 47 tag such as `en`, `he` or `pt-BR`.
    public var tag: String
    /// Which way the pages run; nil follows the language (right to left for Hebrew, Arabic…).
    public var direction: LayoutDirection?
    /// The words Trellis writes on pages (`skipToContent`, `search`, …), in the site's language;
    /// English for any not given. The keys are those of site.json's `strings`.
    public var strings: [String: Message]

    /// Creates a language: English, left to right, Trellis's own words, unless given.
    public init(tag: String = "en", direction: LayoutDirection? = nil, strings: [String: Message] = [:]) {
      self.tag = tag
      self.direction = direction
      self.strings = strings
    }
  }

  /// What every page's `<head>` says of the site beyond its title: site.json's `description`,
  /// `baseURL`, `image`, `themeColor`, `icons` and `stylesheets`. `image`, `icons` and
  /// `stylesheets` name files of the site folder's `static/`, which is copied into the output.
  public struct Head: Sendable, Hashable {
    /// The site's description, in every page's `<meta name="description">` (a page's summary
    /// stands instead on its own page).
    public var description: String?
    /// Where the site is published (`https://example.org/gallery/`): canonical links, Open Graph
    /// URLs, `sitemap.xml` and `404.html` need it.
    public var baseURL: String?
    /// The Open Graph image, a file of `static/`; it needs ``baseURL``.
    public var image: String?
    /// The browser's theme colour.
    public var themeColor: ThemeColor?
    /// The site's icons, files of `static/`.
    public var icons: [Icon]
    /// Stylesheets of `static/`, linked after Trellis's own so that their rules win.
    public var stylesheets: [String]

    /// Creates a head: nothing but what is given.
    public init(
      description: String? = nil, baseURL: String? = nil, image: String? = nil, themeColor: ThemeColor? = nil,
      icons: [Icon] = [], stylesheets: [String] = []
    ) {
      self.description = description
      self.baseURL = baseURL
      self.image = image
      self.themeColor = themeColor
      self.icons = icons
      self.stylesheets = stylesheets
    }

    /// A theme colour, `#rgb` or `#rrggbb`: one, or one for each colour scheme.
    public struct ThemeColor: Sendable, Hashable {
      /// The colour in the light scheme (in both, without ``dark``).
      public var light: String
      /// The colour in the dark scheme, if it differs.
      public var dark: String?

      /// Creates a theme colour.
      public init(light: String, dark: String? = nil) {
        self.light = light
        self.dark = dark
      }
    }

    /// An icon: a file of `static/`, with its relation and sizes.
    public struct Icon: Sendable, Hashable {
      /// The file, relative to `static/`.
      public var href: String
      /// `icon` or `apple-touch-icon`.
      public var rel: String
      /// HTML's `sizes`: `180x180`, `16x16 32x32` or `any`.
      public var sizes: String?

      /// Creates an icon.
      public init(href: String, rel: String = "icon", sizes: String? = nil) {
        self.href = href
        self.rel = rel
        self.sizes = sizes
      }

      /// The `rel` values an icon may have.
      package static let relations = ["icon", "apple-touch-icon"]
    }
  }
}
