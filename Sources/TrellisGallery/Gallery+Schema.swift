import TrellisLayout
import TrellisSchema

// What the schema cannot say: the rules the site loader checks that JSON Schema cannot express
// (or cannot express with the keywords Trellis uses), each reported at its value when it builds.
//
// - Identity: page ids unique in the site, section ids unique in their page, segment ids unique
//   in their page; a page called `search` on a site with `search`; an id made from data
//   (`expand`) that is empty or made twice.
// - What the values name: a category, subgroup or universe of `data` (and of `titles`) that the
//   data files have; a characters section without a universe outside a page expanded over
//   universes; a page expanded over categories or universes without the data file; an emoji
//   section on a site with no emoji file; the sidebar's page ids naming existing pages, each
//   page listed once, and every page of the navigation listed.
// - Values against other values: `image` without a `baseURL` (which `--base-url` may give
//   instead); `pageSize` of a section in a page of segments, a second `pageSize` in one page, or
//   one that cuts an outline; a header or footer without its box in the layout (or a box with
//   nothing to show). On a page expanded over categories, a category named twice in a section
//   (the loader reads only the page's); over universes, an accessory named twice (it reads no
//   cell of a section of another universe).
// - Texts: a `language` tag's subtags registered in CLDR (the pattern is its grammar);
//   `baseURL`'s port range (the pattern below does not check it); the plural forms a counted
//   string needs in the site's language; the files `image`, `icons` and `stylesheets` name
//   being in `static/` (the pattern checks the path's form only). A brace, a colon or a slash
//   joined to a combining mark is read as one character by the loader and as two by a pattern.
// - Every string is at most 65,536 bytes of UTF-8 and holds no character XML forbids (JSON
//   Schema counts characters, not bytes).
// - Non-empty strings: the loader's whitespace is Unicode's, the pattern's ECMA-262's (see
//   `JSONSchema.nonEmptyString`).

extension Gallery: SchemaDescribed {
  package static let schemaName = "Gallery"

  /// site.json's keys but `data` (the site folder's, added by the loader's `SiteFile`).
  package static var schema: JSONSchema { schema(strings: nil, languageTagPattern: nil) }

  /// The same, with `strings` as `strings` says, and `language` matching `languageTagPattern`,
  /// when given: the site's loader knows the interface strings' keys and a tag's grammar, which
  /// this module does not.
  package static func schema(strings: JSONSchema?, languageTagPattern: String?) -> JSONSchema {
    let defaults = Gallery(title: "", pages: [])
    return .object(
      CodingKeys.self, "A Trellis site: its title, pages, language and settings.", required: [.title, .pages]
    ) {
      switch $0 {
      case .title: .string("The site's title, in every page's title and its navigation.")
      case .language:
        JSONSchema.string("The pages' language, a BCP 47 tag such as `en`, `he` or `pt-BR`.")
          .matching(languageTagPattern)
          .defaulting(to: .string(defaults.language.tag)).exemplified(by: .string("en"), .string("pt-BR"))
      case .direction:
        .reference(
          to: LayoutDirection.self, "Which way the pages run; by default, the way the language's script is written.")
      case .layoutConfiguration:
        .reference(
          to: LayoutConfiguration.self, "The space between sections, for every page that does not set its own.")
      case .pages:
        .array(
          of: .reference(to: Page.self), "The pages, in navigation order; the first is the site's start page.",
          minItems: 1)
      case .itemPages:
        .boolean("Whether every emoji and character shown gets a page of its own.", default: defaults.itemPages)
      case .search:
        .boolean("Whether the site has a search page and a search field on every page.", default: defaults.search)
      case .description: .string("The site's description, in every page's `<meta name=\"description\">`.")
      case .baseURL: baseURLSchema
      case .image: .staticPath("The Open Graph image, a file of `static/`; it needs `baseURL`.")
      case .themeColor: .reference(to: Head.ThemeColor.self, "The browser's theme colour.")
      case .icons: .array(of: .reference(to: Head.Icon.self), "The site's icons, files of `static/`.")
      case .stylesheets:
        .array(
          of: .staticPath("A stylesheet's path in `static/`."),
          "Stylesheets of `static/`, linked after Trellis's own so that their rules win.")
      case .strings:
        strings
          ?? .map(
            of: .reference(to: Language.Message.self),
            "The words Trellis writes on pages, in the site's language, by key; English for any not given.")
      case .titles:
        .reference(
          to: Titles.self,
          "Titles for the categories, subgroups and universes the pages show, before the data files' own.")
      case .sidebar:
        .array(
          of: .reference(to: SidebarEntry.self),
          "The pages as the outline of an app's sidebar, instead of a row of links; every page of the navigation once.")
      case .showsLayout:
        .boolean(
          "Whether every page shows each section's layout, as JSON and as Swift, after its sections.",
          default: defaults.showsLayout)
      case .pictures: .reference(to: Pictures.self, "How characters' pictures are written: formats, quality and cache.")
      }
    }
  }

  /// `http://` or `https://`, a host, no user name or password, no query or fragment, no white
  /// space, quotes, angle brackets or backslashes. Looser than the loader: a port's range is
  /// not checked.
  private static var baseURLSchema: JSONSchema {
    var schema = JSONSchema.string(
      "Where the site is published (`https://example.org/gallery/`), for canonical links, Open Graph, the sitemap and the not-found page."
    )
    schema.pattern = "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#@\\s\"<>\\\\]+(/[^?#\\s\"<>\\\\]*)?$"
    return schema
  }
}
