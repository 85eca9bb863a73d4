import TrellisData
import TrellisRender

extension RenderContext {
  /// The items' own pages, in the order the items are first shown, each made when asked for, on
  /// any thread (call once every page's content is made: the characters' images are registered
  /// by then); nil when the site has none.
  func itemPageContents() -> ItemPageContents? {
    guard let itemPages, site.gallery.itemPages else { return nil }
    return ItemPageContents(
      site: site, itemPages: itemPages, images: images, navigation: navigation, searchPage: searchPage)
  }
}

/// The items' own pages, made one at a time on any thread: what they share is gathered once.
struct ItemPageContents: Sendable {
  let site: LoadedSite
  let itemPages: ItemPages
  let images: CharacterImages
  let navigation: [PageContent.Link]
  let searchPage: String
  private let emojiFields = TemplateVariables.names(of: "item-emoji")
  private let characterFields = TemplateVariables.names(of: "item-character")

  init(
    site: LoadedSite, itemPages: ItemPages, images: CharacterImages, navigation: [PageContent.Link],
    searchPage: String
  ) {
    (self.site, self.itemPages, self.images, self.navigation, self.searchPage) =
      (site, itemPages, images, navigation, searchPage)
  }

  /// Positions in ``ItemPages/order``.
  var indices: Range<Int> { itemPages.order.indices }

  /// The page of the item at `index` of ``ItemPages/order``.
  subscript(index: Int) -> ItemContent? { itemContent(for: itemPages.order[index]) }

  /// The item at `index` of ``ItemPages/order``.
  func source(at index: Int) -> ItemSource { itemPages.order[index] }

  /// The items whose pages show an item that `isChanged` picks: those items, and the items just
  /// before and after every place such an item is shown (their previous and next links may name
  /// it). Only items that have a page.
  func itemsShowing(where isChanged: (ItemSource) -> Bool) -> Set<ItemSource> {
    var found: Set<ItemSource> = []
    for (pageIndex, page) in site.pages.enumerated() {
      for (sectionIndex, section) in page.sections.enumerated() {
        for (position, source) in section.sources.enumerated() where isChanged(source) {
          found.insert(source)
          let (previous, next) = neighbours(
            of: ItemPages.Placement(page: pageIndex, section: sectionIndex, position: position))
          if let previous { found.insert(previous.source) }
          if let next { found.insert(next.source) }
        }
      }
    }
    return found.filter { itemPages.fileNames[$0] != nil && itemPages.placements[$0] != nil }
  }

  /// The page of an item (nil when it has none).
  func content(of source: ItemSource) -> ItemContent? { itemContent(for: source) }

  /// The file of an item's page (nil when it has none).
  func fileName(of source: ItemSource) -> String? {
    if case .category = source { return nil }
    return itemPages.placements[source] == nil ? nil : itemPages.fileNames[source]
  }

  /// Where a neighbour is: its source, and its page and section (positions in the site).
  private typealias Neighbour = (source: ItemSource, page: Int, section: Int)

  /// Previous and next within the section, skipping an outline's category rows; a section cut
  /// by a pageSize goes on from one page to the next. (The site's pages and sections are read in
  /// place, not copied: both cores making item pages would otherwise fight over the reference
  /// counts of the arrays they share.)
  private func neighbours(of placement: ItemPages.Placement) -> (previous: Neighbour?, next: Neighbour?) {
    let (page, section) = (placement.page, placement.section)
    let hasPage = { (source: ItemSource) in itemPages.fileNames[source] != nil }
    let sources = site.pages[page].sections[section].sources
    var previous = sources[..<placement.position].last(where: hasPage).map { ($0, page, section) }
    if previous == nil, let (other, otherSection) = continuation(of: placement, step: -1) {
      previous = site.pages[other].sections[otherSection].sources.last(where: hasPage).map {
        ($0, other, otherSection)
      }
    }
    var next = sources[(placement.position + 1)...].first(where: hasPage).map { ($0, page, section) }
    if next == nil, let (other, otherSection) = continuation(of: placement, step: 1) {
      next = site.pages[other].sections[otherSection].sources.first(where: hasPage).map { ($0, other, otherSection) }
    }
    return (previous, next)
  }

  /// The name a neighbour's link shows.
  private func name(of neighbour: Neighbour?) -> String {
    guard let neighbour else { return "" }
    return site.pages[neighbour.page].sections[neighbour.section].data.name(of: neighbour.source)
  }

  private func itemContent(for source: ItemSource) -> ItemContent? {
    guard let placement = itemPages.placements[source], let fileName = itemPages.fileNames[source] else { return nil }
    let (page, section) = (placement.page, placement.section)
    let (previous, next) = neighbours(of: placement)
    let sectionTitle = site.pages[page].sections[section].title
    let shownTitle = sectionTitle.isEmpty ? site.pages[page].title : sectionTitle
    let (previousName, nextName) = (name(of: previous), name(of: next))
    let strings = site.strings
    let around = [
      shownTitle, RenderContext.sectionHref(page: site.pages[page], section: section),
      previous.flatMap { itemPages.fileNames[$0.source] } ?? "", previousName,
      next.flatMap { itemPages.fileNames[$0.source] } ?? "", nextName,
      strings.message("allOf", ["title": shownTitle]), strings.message("inSection", ["title": shownTitle]),
      previous == nil ? "" : strings.message("previousItem", ["title": previousName]),
      next == nil ? "" : strings.message("nextItem", ["title": nextName]),
    ]
    switch source {
    case .category: return nil
    case .emoji(let index):
      guard let emoji = site.emoji?.emoji[index], let categoryIndex = site.emoji?.categoryIndexOfEmoji[index],
        let category = site.emoji?.categories[categoryIndex]
      else { return nil }
      let keywords = site.strings.list(emoji.keywords)
      let values = [
        emoji.text, emoji.title, ItemPages.codePoints(emoji.text), keywords,
        category.title, itemPages.homes[.category(category.id)] ?? "",
        emoji.subgroup.map { site.emoji?.subgroupTitle($0) ?? title(ofSubgroup: $0) } ?? "",
        emoji.subgroup.flatMap { itemPages.homes[.subgroup($0)] } ?? "",
      ]
      return content(
        fileName: fileName, title: emoji.title, template: "item-emoji", fields: emojiFields,
        values: values + around,
        description: emoji.text + " " + emoji.title + (keywords.isEmpty ? "" : ": " + keywords))
    case .character(let universe, let sectionIndex, let index):
      guard let catalog = site.characters else { return nil }
      let found = catalog.universes[universe]
      let group = found.sections[sectionIndex]
      let character = group.characters[index]
      let picture = images.markup(for: character, .item)
      let values = [
        picture.src, String(picture.width), String(picture.height), picture.srcset, picture.sizes,
        picture.sourcesHTML, character.name, character.job, found.title,
        itemPages.homes[.universe(found.id)] ?? "", group.title,
        itemPages.homes[.characterSection(universe: found.id, section: group.id)] ?? "",
        character.isComplete ? "true" : "",
      ]
      return content(
        fileName: fileName, title: character.name, template: "item-character", fields: characterFields,
        values: values + around,
        description: character.job.isEmpty ? character.name : character.name + ", " + character.job)
    }
  }

  /// The same section on the page before (`step` -1) or after (1) among the pages one
  /// declaration was cut into, as positions of a page and a section; nil at either end, or for a
  /// page that is not cut.
  private func continuation(of placement: ItemPages.Placement, step: Int) -> (page: Int, section: Int)? {
    guard let cut = site.pages[placement.page].pagination else { return nil }
    let neighbour = placement.page + step
    guard site.pages.indices.contains(neighbour), let other = site.pages[neighbour].pagination,
      other.baseID == cut.baseID, other.index == cut.index + step
    else { return nil }
    let id = site.pages[placement.page].sections[placement.section].id
    return site.pages[neighbour].sections.firstIndex { $0.id == id }.map { (neighbour, $0) }
  }

  private func content(
    fileName: String, title: String, template: String, fields: [String], values: [String], description: String
  ) -> ItemContent {
    // The values follow the template's variables, in order (TemplateVariables).
    assert(fields.count == values.count, "\(template): \(values.count) values for \(fields.count) variables")
    var content = ItemContent(
      fileName: fileName, title: title, siteTitle: site.gallery.title, language: site.gallery.language.tag,
      navigation: navigation, template: template, fields: fields, values: values)
    content.searchPage = searchPage
    content.head = RenderContext.head(for: fileName, description: description, site: site)
    return content
  }
}

extension RenderContext {
  /// A section's place: its page (the page itself when it is the page's first section).
  static func sectionHref(page: Page, section: PageSection) -> String {
    let file = page.fileName
    return page.sections.first?.id == section.id ? file : file + "#" + elementID(for: section.id)
  }

  /// The place of the section at `section` of `page`.
  static func sectionHref(page: borrowing Page, section: Int) -> String {
    let file = page.fileName
    return section == 0 ? file : file + "#" + elementID(for: page.sections[section].id)
  }
}
