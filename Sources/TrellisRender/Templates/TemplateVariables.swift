/// The variables each template a site may override receives, in the order the renderer passes
/// their values, with what each holds: the one list the renderer, the check of a template's tags
/// and the documentation (the DocC catalog's Templates article, `Sources/Trellis/Trellis.docc/Templates.md`)
/// follow.
///
/// A value is text, escaped where it lands; an absent value is empty, so `{{#name}}…{{/name}}`
/// shows its content only when there is one. Every template here also receives the site's
/// interface strings as `strings.KEY` (``InterfaceStrings``). Names ending in `HTML` hold HTML that Trellis made
/// and go between tags, in triple braces.
package enum TemplateVariables {
  /// A variable: its name and what it holds.
  package struct Variable: Sendable {
    package let name: String
    package let meaning: String

    init(_ name: String, _ meaning: String) {
      self.name = name
      self.meaning = meaning
    }
  }

  /// Every overridable template with its variables, in the order the documentation lists them.
  package static let all: [(template: String, variables: [Variable])] =
    [
      ("page", page),
      ("nav-item", navItem),
      (
        "nav-group",
        [
          Variable("title", "the sidebar group's title"),
          Variable("itemsHTML", "the group's entries: nav-item and nav-group entries"),
          Variable("open", "present when the group holds the page shown"),
        ]
      ),
      ("search-field", []),
      ("annotate-switch", []),
      ("search-list", [Variable("itemsHTML", "the search-item entries, one per item")]),
      ("search-item", searchItem),
      ("segments", [Variable("segmentsHTML", "the segment entries")]),
      ("segment", segment),
      ("pagination", pagination),
      ("pagination-link", paginationLink),
      ("pagination-gap", []),
      ("header-title", [Variable("title", "the section's title")]),
      ("header-title-count", headerTitleCount),
      ("header-progress", headerProgress),
      ("header-progress-large", headerProgress),
      ("footer-title", [Variable("title", "the section's footer title")]),
      ("footer-separator", []),
      ("empty-message", [Variable("message", "what an empty section says (its emptyMessage)")]),
      (
        "decoration",
        [
          Variable("kind", "the decoration's element kind (\"background\" unless the layout names one)"),
          Variable("title", "the section's title"),
        ]
      ),
      ("not-found", [Variable("home", "the href of the home page")]),
    ] + cellTemplates.map { ($0, cell) } + [("item-emoji", itemEmoji), ("item-character", itemCharacter)]
    + layoutSource

  /// The names of the variables of `template` (none for an unknown one). A decoration kind's
  /// own template (`decoration-KIND`) has `decoration`'s.
  package static func names(of template: String) -> [String] {
    byName[template] ?? (decorationKind(of: template) != nil ? byName["decoration"] ?? [] : [])
  }

  /// The prefix of a decoration kind's own template: a site's `decoration-KIND` draws the
  /// decorations of element kind KIND, in place of `decoration`.
  package static let decorationKindPrefix = "decoration-"

  /// The element kind whose own template `name` is, if it is one (`decoration-KIND`).
  package static func decorationKind(of name: String) -> String? {
    name.hasPrefix(decorationKindPrefix) && name.count > decorationKindPrefix.count
      ? String(name.dropFirst(decorationKindPrefix.count)) : nil
  }

  private static let byName: [String: [String]] = Dictionary(
    all.map { ($0.template, $0.variables.map(\.name)) }, uniquingKeysWith: { first, _ in first })

  /// The cell templates: each gets the same variables, ``cell``.
  static let cellTemplates = [
    "cell-grid", "cell-list", "cell-plain", "cell-subtitle", "cell-value", "cell-character", "cell-outline-parent",
    "cell-sidebar", "cell-sidebar-subtitle", "cell-sidebar-value", "cell-page",
  ]

  static let page = [
    Variable("language", "the site's language tag (lang)"),
    Variable("direction", "which way the site's language runs (dir): ltr or rtl"),
    Variable("title", "the page's title"),
    Variable("siteTitle", "the site's title"),
    Variable(
      "documentTitle", "the window's title: the page's title · the site's, or the site's alone on its home page"),
    Variable("stylesheet", "the href of Trellis's stylesheet"),
    Variable("script", "the href of Trellis's script, when the page needs it"),
    Variable("summary", "the page's summary"),
    Variable("navHTML", "the site's navigation: nav-item entries, and nav-group entries in a sidebar"),
    Variable("toolsHTML", "the page's segmented control and search field"),
    Variable("sectionsHTML", "the page's sections (or an index, search or item page's body)"),
    Variable("paginationHTML", "the links to the other parts of a paginated page"),
    Variable("searchPage", "the href of the site's search page, when the site has one"),
    Variable("description", "the page's summary, else the site's description"),
    Variable("canonicalURL", "the page's absolute URL, when the site has a baseURL"),
    Variable(
      "headHTML",
      "the head's metas and links: description, canonical link, Open Graph card, theme colour, icons, stylesheets"),
    Variable(
      "base",
      "the site's base URL, on the not-found page only: a server shows that page at any address, so its links resolve from the base"
    ),
    Variable("sidebar", "present when the site's navigation is a sidebar (site.json's sidebar)"),
    Variable("home", "present on the generated home page"),
    Variable("annotateHTML", "the Annotate switch (annotate-switch), on the pages of a site with showsLayout"),
  ]

  static let navItem = [
    Variable("href", "the page's file"),
    Variable("title", "the page's title"),
    Variable("current", "present on the page itself"),
  ]

  static let searchItem = [
    Variable("title", "the item's name: the emoji's or the character's"),
    Variable("href", "the item's page, or its section"),
    Variable("glyph", "the emoji itself (absent for a character)"),
    Variable("image", "the href of the character's picture (absent for an emoji)"),
    Variable("group", "the emoji's category, or the character's universe"),
  ]

  static let segment = [
    Variable("id", "the radio button's id"),
    Variable("checked", "present on the first segment"),
    Variable("title", "the segment's title"),
  ]

  static let pagination = [
    Variable("label", "the navigation landmark's name: the pagesOf string with the page's title"),
    Variable("linksHTML", "the pagination-link entries"),
  ]

  static let paginationLink = [
    Variable("href", "the part's file"),
    Variable("rel", "prev or next, on those links"),
    Variable("current", "present on the current part's link"),
    Variable("text", "the previous or next string, or the part's number in the language's digits"),
  ]

  static let headerTitleCount = [
    Variable(
      "title",
      "the section's title; on a part of a cut page that goes on from the previous one, the continuedTitle string"),
    Variable(
      "count",
      "how many items the section shows; where a cut page shows part of the section, the countOfWhole string (126 of 492)"
    ),
  ]

  static let headerProgress = [
    Variable("title", "the section's title"),
    Variable("percent", "the completed share, 0 to 100"),
    Variable("fillY", "where the circle's fill starts, from the top of a 100-unit box"),
    Variable("fillHeight", "the fill's height in the same units"),
    Variable("clipID", "an id for the circle's clip path, unique in the page"),
  ]

  /// A cell's variables (``CellContent``), in the order of its fields.
  static let cell = [
    Variable("text", "the emoji, or a character's initials"),
    Variable("title", "the item's name"),
    Variable("subtitle", "the secondary text (a character's job)"),
    Variable("value", "the value cell's trailing text"),
    Variable("image", "the href of the item's image (for a photo, its smallest size in the fallback format)"),
    Variable("imageSize", "the image's size in points"),
    Variable(
      "imageSrcset", "a photo's sizes in the fallback format, as an img's srcset (absent for an SVG or initials)"),
    Variable("imageSourcesHTML", "a photo's source elements (AVIF, WebP) for a picture element, with their sizes"),
    Variable("count", "an outline parent's number of children"),
    Variable("previewHTML", "a home page card's preview of its page's first items (emoji or pictures)"),
  ]

  /// What an item's page says of its place: its section and its neighbours there.
  static let itemAround = [
    Variable("section", "the title of the section the item is first shown in"),
    Variable("sectionLink", "that section's href"),
    Variable("previous", "the previous item's page in that section"),
    Variable("previousTitle", "its name"),
    Variable("next", "the next item's page"),
    Variable("nextTitle", "its name"),
    Variable("sectionLinkText", "the link to the section: the allOf string with its title"),
    Variable("navLabel", "the name of the item's links: the inSection string with the section's title"),
    Variable("previousText", "the link to the previous item: the previousItem string with its name"),
    Variable("nextText", "the link to the next item: the nextItem string with its name"),
  ]

  static let itemEmoji =
    [
      Variable("text", "the emoji"),
      Variable("title", "its name"),
      Variable("codePoints", "its code points, U+1F600 …"),
      Variable("keywords", "its keywords, joined as the site's language joins a list"),
      Variable("category", "its category's title"),
      Variable("categoryLink", "the href of the category's page or section"),
      Variable("subgroup", "its Unicode subgroup's title"),
      Variable("subgroupLink", "the href of the subgroup's section"),
    ] + itemAround

  static let itemCharacter =
    [
      Variable(
        "image", "the href of the character's image or avatar (for a photo, its 1x size in the fallback format)"),
      Variable("imageWidth", "the image's width on the page, in CSS pixels"),
      Variable("imageHeight", "its height"),
      Variable(
        "imageSrcset", "a photo's sizes in the fallback format, as an img's srcset (absent for an SVG or initials)"),
      Variable("imageSizes", "the img's sizes attribute for that srcset"),
      Variable("imageSourcesHTML", "a photo's source elements (AVIF, WebP) for a picture element, with their sizes"),
      Variable("title", "the character's name"),
      Variable("job", "their job"),
      Variable("universe", "their universe's title"),
      Variable("universeLink", "the href of the universe's page or section"),
      Variable("group", "their section's title"),
      Variable("groupLink", "the href of that section"),
      Variable("complete", "present when the character is complete"),
    ] + itemAround
}
