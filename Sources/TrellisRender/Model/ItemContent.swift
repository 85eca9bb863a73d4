/// One item's own page as the renderer draws it: the site's page shell around the item's
/// template (`item-emoji`, `item-character`) filled with the item's values.
package struct ItemContent: Sendable {
  package var fileName: String
  package var title: String
  package var siteTitle: String
  package var language: String
  package var navigation: [PageContent.Link]
  /// The template that draws the item.
  package var template: String
  /// The template's fields and the item's value for each (empty: absent).
  package var fields: [String]
  package var values: [String]
  /// The site's search page; empty without one.
  package var searchPage = ""
  /// The head's description, canonical URL, icons …
  package var head = PageHead()

  package init(
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
