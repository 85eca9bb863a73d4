/// The site's search page: every item the pages show, as a label and the link to its page (or
/// its section).
public struct SearchContent: Sendable {
  public var fileName: String
  public var title: String
  public var siteTitle: String
  public var language: String
  public var navigation: [PageContent.Link]
  /// Each item: what its link says (the emoji and its name, or the character's name) and where it goes.
  public var entries: [PageContent.Link]
  /// The head's description, canonical URL, icons …
  public var head = PageHead()

  public init(
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
