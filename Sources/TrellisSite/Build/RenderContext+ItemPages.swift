import TrellisData
import TrellisRender

extension RenderContext {
  /// The items' own pages, in the order the items are first shown (call once every page's
  /// content is made: the characters' images are registered by then).
  func itemContents() -> [ItemContent] {
    guard let itemPages, site.description.itemPages else { return [] }
    return itemPages.order.compactMap { itemContent(for: $0, in: itemPages) }
  }

  private func itemContent(for source: ItemSource, in itemPages: ItemPages) -> ItemContent? {
    guard let placement = itemPages.placements[source], let fileName = itemPages.fileNames[source] else { return nil }
    let page = site.pages[placement.page]
    let section = page.sections[placement.section]
    // Previous and next within the section, skipping an outline's category rows.
    let sources = section.sources
    let previous = sources[..<placement.position].last { itemPages.fileNames[$0] != nil }
    let next = sources[(placement.position + 1)...].first { itemPages.fileNames[$0] != nil }
    let sectionLink = RenderContext.sectionHref(page: page, section: section)
    let around = [
      section.title.isEmpty ? page.title : section.title, sectionLink,
      previous.flatMap { itemPages.fileNames[$0] } ?? "", previous.map { section.data.item($0).name } ?? "",
      next.flatMap { itemPages.fileNames[$0] } ?? "", next.map { section.data.item($0).name } ?? "",
    ]
    switch source {
    case .category: return nil
    case .emoji(let index):
      guard let catalog = site.emoji else { return nil }
      let emoji = catalog.emoji[index]
      let category = catalog.categories[catalog.categoryIndexOfEmoji[index]]
      let values = [
        emoji.text, emoji.title, ItemPages.codePoints(emoji.text), emoji.keywords.joined(separator: ", "),
        category.title, itemPages.homes[.category(category.id)] ?? "",
        emoji.subgroup.map(title(ofSubgroup:)) ?? "", emoji.subgroup.flatMap { itemPages.homes[.subgroup($0)] } ?? "",
      ]
      let keywords = emoji.keywords.isEmpty ? "" : ": " + emoji.keywords.joined(separator: ", ")
      return content(
        fileName: fileName, title: emoji.title, template: "item-emoji",
        values: values + around, description: emoji.text + " " + emoji.title + keywords)
    case .character(let universe, let sectionIndex, let index):
      guard let catalog = site.characters else { return nil }
      let found = catalog.universes[universe]
      let group = found.sections[sectionIndex]
      let character = group.characters[index]
      let values = [
        imagePaths[character.imageName] ?? "", character.name, character.job, found.title,
        itemPages.homes[.universe(found.id)] ?? "", group.title,
        itemPages.homes[.characterSection(universe: found.id, section: group.id)] ?? "",
        character.isComplete ? "true" : "",
      ]
      return content(
        fileName: fileName, title: character.name, template: "item-character",
        values: values + around,
        description: character.job.isEmpty ? character.name : character.name + ", " + character.job)
    }
  }

  private func content(
    fileName: String, title: String, template: String, values: [String], description: String
  ) -> ItemContent {
    // The values follow the template's variables, in order (TemplateVariables).
    let fields = TemplateVariables.names(of: template)
    assert(fields.count == values.count, "\(template): \(values.count) values for \(fields.count) variables")
    var content = ItemContent(
      fileName: fileName, title: title, siteTitle: site.description.title, language: site.description.language,
      navigation: navigation, template: template, fields: fields, values: values)
    content.searchPage = searchPage
    content.head = head(for: fileName, description: description)
    return content
  }

  /// A section's place: its page (the page itself when it is the page's first section).
  static func sectionHref(page: Page, section: PageSection) -> String {
    let file = page.id + ".html"
    return page.sections.first?.id == section.id ? file : file + "#" + elementID(for: section.id)
  }
}
