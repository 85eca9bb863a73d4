/// The site's search page: every item the pages show, as a label and the link to its page (or
/// its section).
public struct SearchContent: Sendable {
  public struct Entry: Hashable, Sendable {
    /// What the link says: the emoji and its name, or the character's name.
    public var label: String
    public var href: String
    public init(label: String, href: String) {
      self.label = label
      self.href = href
    }
  }

  public var fileName: String
  public var title: String
  public var siteTitle: String
  public var language: String
  public var navigation: [PageContent.Link]
  public var entries: [Entry]

  public init(
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
