/// The site's search page: every item the pages show, as a label and the link to its page (or
/// its section).
package struct SearchContent: Sendable {
  package var fileName: String
  package var title: String
  package var siteTitle: String
  package var language: String
  package var navigation: [PageContent.Link]
  /// Each item, drawn as a cell: its picture, its name and its group, and where it leads.
  package var entries: [Entry]
  /// The head's description, canonical URL, icons …
  package var head = PageHead()

  package init(
    fileName: String, title: String, siteTitle: String, language: String, navigation: [PageContent.Link],
    entries: [Entry]
  ) {
    self.fileName = fileName
    self.title = title
    self.siteTitle = siteTitle
    self.language = language
    self.navigation = navigation
    self.entries = entries
  }
}

extension SearchContent {
  /// An item as a search shows it: the emoji's glyph or the character's picture, its name, the
  /// group it belongs to (the emoji's category, the character's universe), and where it leads.
  package struct Entry: Hashable, Sendable {
    package var title: String
    package var href: String
    package var glyph = ""
    package var image = ""
    package var group = ""

    package init(title: String, href: String, glyph: String = "", image: String = "", group: String = "") {
      self.title = title
      self.href = href
      self.glyph = glyph
      self.image = image
      self.group = group
    }

    /// The values of the `search-item` template, in the order of its variables.
    var values: [String] { [title, href, glyph, image, group] }
  }
}
