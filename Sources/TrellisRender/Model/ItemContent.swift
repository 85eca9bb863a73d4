/// One item's own page as the renderer draws it: the site's page shell around the item's
/// template (`item-emoji`, `item-character`) filled with the item's values.
public struct ItemContent: Sendable {
  public var fileName: String
  public var title: String
  public var siteTitle: String
  public var language: String
  public var navigation: [PageContent.Link]
  /// The template that draws the item.
  public var template: String
  /// The template's fields and the item's value for each (empty: absent).
  public var fields: [String]
  public var values: [String]
  /// The site's search page; empty without one.
  public var searchPage = ""
  /// The head's description, canonical URL, icons …
  public var head = PageHead()

  public init(
    fileName: String, title: String, siteTitle: String, language: String, navigation: [PageContent.Link],
    template: String, fields: [String], values: [String]
  ) {
    self.fileName = fileName
    self.title = title
    self.siteTitle = siteTitle
    self.language = language
    self.navigation = navigation
    self.template = template
    self.fields = fields
    self.values = values
  }
}
