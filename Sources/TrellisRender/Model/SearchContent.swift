/// The site's search page: every item the pages show, as a label and the link to its page (or
/// its section).
package struct SearchContent: Sendable {
  package var fileName: String
  package var title: String
  package var siteTitle: String
  package var language: String
  package var navigation: [PageContent.Link]
  /// Each item: what its link says (the emoji and its name, or the character's name) and where it goes.
  package var entries: [PageContent.Link]
  /// The head's description, canonical URL, icons …
  package var head = PageHead()

  package init(
    fileName: String, title: String, siteTitle: String, language: String, navigation: [PageContent.Link],
    entries: [PageContent.Link]
  ) {
    self.fileName = fileName
    self.title = title
    self.siteTitle = siteTitle
    self.language = language
    self.navigation = navigation
    self.entries = entries
  }
}
