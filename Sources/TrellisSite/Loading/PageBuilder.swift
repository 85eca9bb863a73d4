import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisRender

/// Resolves page descriptions against the data: expands sections, builds each page's snapshot,
/// and collects every problem (unknown references, duplicate identifiers) as a located diagnostic.
struct PageBuilder {
  let siteFile: SourceFile
  let site: SiteDescription
  let emoji: EmojiCatalog?
  let characters: CharacterCatalog?
  private(set) var problems: [Diagnostic] = []
  /// The pages each declaration with an `expand` was made into (their first parts), with the
  /// declaration's title, by the declaration's id: what its id stands for in a sidebar.
  private(set) var expansions: [String: (title: String, pages: [String])] = [:]

  init(siteFile: SourceFile, site: SiteDescription, emoji: EmojiCatalog?, characters: CharacterCatalog?) {
    self.siteFile = siteFile
    self.site = site
    self.emoji = emoji
    self.characters = characters
  }

  mutating func buildPages() -> [Page] {
    var firstPage: [String: Located<String>] = [:]
    var pages: [Page] = []
    for description in site.pages {
      for (id, title, scope) in expandPage(description) {
        if let first = firstPage[id.value] {
          report(id, .duplicatePage(id.value), firstSeen: first)
          continue
        }
        firstPage[id.value] = id
        if description.expand != nil {
          expansions[description.id.value, default: (description.title, [])].pages.append(id.value)
        }
        let page = buildPage(description, id: id.value, title: title, scope: scope)
        guard let (size, cut) = pageSize(of: description) else {
          pages.append(page)
          continue
        }
        for part in paginate(page, size: size, cutting: cut) {
          let partID = Located(part.id, offset: size.offset, path: size.path)
          if part.id != page.id, let first = firstPage[part.id] {
            report(partID, .duplicatePage(part.id), firstSeen: first)
            continue
          }
          firstPage[part.id] = partID
          pages.append(part)
        }
      }
    }
    return pages
  }

  // MARK: - Pages

  /// What a page's sections are limited to: the one category or universe of an expanded page.
  enum PageScope {
    case all
    case category(EmojiCategory)
    case universe(Universe)
  }

  /// The pages a declaration makes: itself, or one per category or universe, each with an id
  /// made from the value's (located at the declaration's `expand`, where a bad one is reported).
  private mutating func expandPage(
    _ description: PageDescription
  ) -> [(id: Located<String>, title: String, scope: PageScope)] {
    guard let expand = description.expand else { return [(description.id, description.title, .all)] }
    let values: [(id: String, title: String, scope: PageScope)]
    switch expand.value {
    case .categories:
      guard let emoji else {
        report(expand, .expansionWithoutData(what: "emoji", file: "emoji"))
        return []
      }
      let named = Self.categoriesNamed(by: description)
      values = emoji.categories.filter { named?.contains($0.id) ?? true }.map { ($0.id, $0.title, .category($0)) }
    case .universes:
      guard let characters else {
        report(expand, .expansionWithoutData(what: "characters", file: "characters"))
        return []
      }
      values = characters.universes.map { ($0.id, $0.title, .universe($0)) }
    }
    guard !values.isEmpty else {
      report(expand, .emptyPageExpansion(over: expand.value.rawValue))
      return []
    }
    var made: [String: String] = [:]
    return values.compactMap { value in
      guard let part = identifier(fromData: value.id) else {
        report(expand, .noIdentifierFromData(value.id))
        return nil
      }
      let id = description.id.value + "-" + part
      if let other = made[id] {
        report(expand, .identifierFromDataTwice(id, from: other, and: value.id))
        return nil
      }
      made[id] = value.id
      return (Located(id, offset: expand.offset, path: expand.path), value.title, value.scope)
    }
  }

  /// The categories a page's emoji sections name, when every one of them names its categories
  /// (a page expanded over categories is made for those only); nil when one shows them all.
  private static func categoriesNamed(by description: PageDescription) -> Set<String>? {
    var named: Set<String> = []
    for section in description.segments.flatMap(\.sections) {
      switch section.data.value {
      case .emoji(let selection), .emojiOutline(let selection):
        guard let categories = selection.categories else { return nil }
        named.formUnion(categories.map(\.value))
      case .characters: continue
      }
    }
    return named.isEmpty ? nil : named
  }

  private mutating func buildPage(_ description: PageDescription, id: String, title: String, scope: PageScope) -> Page {
    var sections: [PageSection] = []
    var firstSection: [String: Located<String>] = [:]
    for segment in description.segments {
      for section in segment.sections {
        if let first = firstSection[section.id.value] {
          report(section.id, .duplicateSection(section.id.value, page: id), firstSeen: first)
          continue
        }
        firstSection[section.id.value] = section.id
        checkSupplementaries(of: section)
        for built in expand(section, segment: segment.id, page: id, scope: scope) {
          // A section made from data is placed at its declaration's "expand".
          let place = section.expand.map { Located(built.id, offset: $0.offset, path: $0.path) } ?? section.id
          if built.id != section.id.value, let first = firstSection[built.id] {
            report(place, .duplicateSection(built.id, page: id), firstSeen: first)
            continue
          }
          firstSection[built.id] = place
          sections.append(built)
        }
      }
    }
    return Page(
      id: id, title: title, summary: description.summary,
      layoutConfiguration: description.layoutConfiguration ?? site.layoutConfiguration,
      segments: description.segments, isSegmented: description.isSegmented, sections: sections)
  }

  /// What cuts a page into pages, if anything: its own `pageSize` (every section is cut), or one
  /// section's (that section is cut; the others stay on the first page). A second `pageSize`, or
  /// one on a segmented page's section, is an error.
  private mutating func pageSize(
    of description: PageDescription
  ) -> (size: Located<Int>, cut: (PageSection) -> Bool)? {
    let sized = description.sections.filter { $0.pageSize != nil }
    var found: (size: Located<Int>, cut: (PageSection) -> Bool)?
    var first = ""
    if let size = description.pageSize {
      found = (size, { _ in true })
      first = "its own \"pageSize\""
    }
    for section in sized {
      guard let size = section.pageSize else { continue }
      if description.isSegmented {
        report(size, .segmentedNotPaginated)
      } else if found != nil {
        report(size, .secondPageSize(page: description.id.value, first: first))
      } else {
        let id = section.id.value
        found = (size, { $0.description.id.value == id })
        first = "section \"\(id)\""
      }
    }
    return description.isSegmented ? nil : found
  }

  /// A page cut into pages of at most `size` items of the sections it cuts, in order: a section
  /// whose items run over a page boundary continues on the next page, with its header and
  /// layout. Sections it does not cut stay on the first page.
  private mutating func paginate(_ page: Page, size: Located<Int>, cutting cut: (PageSection) -> Bool) -> [Page] {
    if page.sections.contains(where: { $0.outlineGroups != nil && cut($0) }) {
      report(size, .outlineNotPaginated(page: page.id))
      return [page]
    }
    var parts: [[PageSection]] = [[]]
    var filled = 0
    for section in page.sections {
      guard cut(section) else {
        parts[0].append(section)
        continue
      }
      var rest = section.sources[...]
      if rest.isEmpty {  // an empty section stays where it falls
        parts[parts.count - 1].append(section)
        continue
      }
      while !rest.isEmpty {
        if filled == size.value {
          parts.append([])
          filled = 0
        }
        var slice = section
        slice.sources = Array(rest.prefix(size.value - filled))
        slice.completedCount = completedCount(of: slice.sources)
        filled += slice.sources.count
        rest = rest.dropFirst(slice.sources.count)
        parts[parts.count - 1].append(slice)
      }
    }
    return parts.enumerated().map { offset, sections in
      var part = page
      part.id = Page.Pagination.id(ofPage: offset + 1, base: page.id)
      part.sections = sections
      part.pagination = Page.Pagination(index: offset + 1, count: parts.count, baseID: page.id)
      return part
    }
  }

  /// How many of `sources` are characters whose story is complete.
  private func completedCount(of sources: [ItemSource]) -> Int {
    guard let characters else { return 0 }
    return sources.count { source in
      guard case .character(let universe, let section, let index) = source else { return false }
      return characters.universes[universe].sections[section].characters[index].isComplete
    }
  }

  // MARK: - Sections

  private mutating func expand(
    _ section: SectionDescription, segment: String, page: String, scope: PageScope
  ) -> [PageSection] {
    switch section.data.value {
    case .emoji(let selection):
      emojiSections(section, scoped(selection, to: scope), segment: segment, page: page)
    case .emojiOutline(let selection):
      emojiOutlineSections(section, scoped(selection, to: scope), segment: segment, page: page)
    case .characters(let universe, let sections):
      characterSections(section, universe: universe, sections: sections, segment: segment, page: page, scope: scope)
    }
  }

  /// A selection within a page expanded over categories: that category's emoji only.
  private func scoped(_ selection: EmojiSelection, to scope: PageScope) -> EmojiSelection {
    guard case .category(let category) = scope else { return selection }
    var scoped = selection
    let named = selection.categories ?? [Located(category.id, offset: 0, path: [])]
    scoped.categories = named.filter { $0.value == category.id }
    return scoped
  }

  /// An emoji section: the emoji of its categories, in order, in one section.
  private mutating func emojiSections(
    _ section: SectionDescription, _ selection: EmojiSelection, segment: String, page: String
  ) -> [PageSection] {
    let scope = section.id.value
    guard let emoji = requireEmoji(section) else { return [] }
    let categories = resolveCategories(selection.categories, in: emoji, section: scope)
    let selected = selectedEmoji(selection, of: emoji, section: scope)
    let hidden = sharedIdentities(in: categories, of: emoji, section: scope, page: page)
    var sources: [ItemSource] = []
    sources.reserveCapacity(categories.reduce(0) { $0 + emoji.indices(inCategory: $1.id).count })
    for category in categories {
      for index in emoji.indices(inCategory: category.id) where !hidden.contains(index) && selected(index) {
        sources.append(.emoji(index))
      }
    }
    let title = section.title ?? (categories.count == 1 ? categories[0].title : scope)
    guard let cell = cell(for: section, default: .list) else { return [] }
    guard let expand = section.expand else {
      return [
        PageSection(
          id: scope, title: title, description: section, segment: segment, cell: cell, scope: scope,
          sources: sources, data: siteData, outlineGroups: nil, completedCount: 0)
      ]
    }
    // One section per category or subgroup, in the order the emoji first show them.
    var groups: [(key: String, title: String, sources: [ItemSource])] = []
    var position: [String: Int] = [:]
    for source in sources {
      guard case .emoji(let index) = source else { continue }
      let key: String
      let title: String
      switch expand.value {
      case .categories:
        key = emoji.emoji.category(at: index)
        title = emoji.category(id: key)?.title ?? key
      case .subgroups:
        key = emoji.emoji.subgroup(at: index) ?? ""
        title = key.isEmpty ? site.strings["other"] : PageBuilder.subgroupTitle(key)
      }
      if let at = position[key] {
        groups[at].sources.append(source)
      } else {
        position[key] = groups.count
        groups.append((key, title, [source]))
      }
    }
    var made: [String: String] = [:]
    return groups.compactMap { group in
      guard let part = identifier(fromData: group.key.isEmpty ? "other" : group.key) else {
        report(expand, .noIdentifierFromData(group.key))
        return nil
      }
      let id = scope + "-" + part
      if let other = made[id] {
        report(expand, .identifierFromDataTwice(id, from: other, and: group.key))
        return nil
      }
      made[id] = group.key
      return PageSection(
        id: id, title: group.title, description: section, segment: segment, cell: cell, scope: scope,
        sources: group.sources, data: siteData, outlineGroups: nil, completedCount: 0)
    }
  }

  static func subgroupTitle(_ subgroup: String) -> String { title(ofSubgroup: subgroup) }

  /// An emoji outline: each category a parent, its emoji the children, in one section.
  private mutating func emojiOutlineSections(
    _ section: SectionDescription, _ selection: EmojiSelection, segment: String, page: String
  ) -> [PageSection] {
    let scope = section.id.value
    guard let emoji = requireEmoji(section) else { return [] }
    let categories = resolveCategories(selection.categories, in: emoji, section: scope)
    let selected = selectedEmoji(selection, of: emoji, section: scope)
    let hidden = sharedIdentities(in: categories, of: emoji, section: scope, page: page)
    var sources: [ItemSource] = []
    var groups: [PageSection.OutlineGroup] = []
    // Category ids are unique in the catalog and once each in the section: parents cannot clash.
    for category in categories {
      guard let categoryIndex = emoji.categoryIndex(id: category.id) else { continue }
      let parentIndex = sources.count
      sources.append(.category(categoryIndex))
      for index in emoji.indices(inCategory: category.id) where !hidden.contains(index) && selected(index) {
        sources.append(.emoji(index))
      }
      groups.append(PageSection.OutlineGroup(parent: parentIndex, childCount: sources.count - parentIndex - 1))
    }
    guard let cell = cell(for: section, default: .list) else { return [] }
    return [
      PageSection(
        id: scope, title: section.title ?? scope, description: section, segment: segment, cell: cell, scope: scope,
        sources: sources, data: siteData, outlineGroups: groups, completedCount: 0)
    ]
  }

  /// Characters: one section per section of the universe named (or only the one named, under
  /// the site section's own id), each character once.
  private mutating func characterSections(
    _ section: SectionDescription, universe declared: Located<String>?, sections sectionNames: [Located<String>]?,
    segment: String, page: String, scope pageScope: PageScope
  ) -> [PageSection] {
    let scope = section.id.value
    guard let characters else {
      report(section.data, .noCharactersFile(section: scope))
      return []
    }
    var universeName: Located<String>
    switch (declared, pageScope) {
    case (let declared?, .universe(let universe)):
      // In a page expanded over universes, a section naming another universe shows nothing.
      guard declared.value == universe.id else { return [] }
      universeName = declared
    case (let declared?, _): universeName = declared
    case (nil, .universe(let universe)): universeName = Located(universe.id, offset: section.data.offset, path: [])
    case (nil, _):
      report(section.data, .noUniverse(section: scope))
      return []
    }
    guard let universeIndex = characters.universes.firstIndex(where: { $0.id == universeName.value }) else {
      report(universeName, .unknownUniverse(universeName.value, known: characters.universes.map(\.id)))
      return []
    }
    let universe = characters.universes[universeIndex]
    var dataSections: [Int] = []
    for name in sectionNames ?? [] {
      guard let found = universe.sections.firstIndex(where: { $0.id == name.value }) else {
        report(name, .unknownCharacterSection(name.value, universe: universe.id, known: universe.sections.map(\.id)))
        continue
      }
      dataSections.append(found)
    }
    if sectionNames == nil { dataSections = Array(universe.sections.indices) }
    guard let cell = cell(for: section, default: .character) else { return [] }
    let expands = sectionNames?.count != 1
    // Where each identity was first seen: one site section shows each character once.
    var seen: [String: Int] = [:]
    return dataSections.map { sectionIndex in
      let dataSection = universe.sections[sectionIndex]
      var sources: [ItemSource] = []
      for (index, character) in dataSection.characters.enumerated() {
        let identity = universe.identity(of: character)
        if let first = seen[identity] {
          problems.append(
            characters.file.diagnostic(
              at: character.sourceOffset, .duplicateItem(identity, section: scope, page: page),
              notes: [.firstSeen(at: characters.file.location(at: first))]))
          continue
        }
        seen[identity] = character.sourceOffset
        sources.append(.character(universe: universeIndex, section: sectionIndex, index: index))
      }
      // One section per section of the universe: its id is made from the data's, as expansions'.
      let part = identifier(fromData: dataSection.id) ?? "section-\(sectionIndex + 1)"
      return PageSection(
        id: expands ? "\(scope)-\(part)" : scope,
        title: expands ? dataSection.title : (section.title ?? dataSection.title),
        description: section, segment: segment, cell: cell, scope: scope, sources: sources, data: siteData,
        outlineGroups: nil, completedCount: dataSection.characters.filter(\.isComplete).count)
    }
  }

  /// The data every section's items come from.
  private var siteData: SiteData { SiteData(emoji: emoji, characters: characters) }

  /// Emoji of `categories` that a section cannot show because an earlier one has the same
  /// identity (the catalog knows which emoji share one; usually none). Each is reported where it
  /// is declared, naming the first.
  private mutating func sharedIdentities(
    in categories: [EmojiCategory], of catalog: EmojiCatalog, section: String, page: String
  ) -> Set<Int> {
    guard !catalog.sharedIdentities.isEmpty else { return [] }
    var order: [Int: Int] = [:]  // category position → its place in the section
    for (place, category) in categories.enumerated() {
      if let index = catalog.categoryIndex(id: category.id) { order[index] = place }
    }
    var hidden: Set<Int> = []
    for group in catalog.sharedIdentities {
      // The members this section shows, in the order it shows them.
      var shown: [(place: Int, index: Int)] = []
      for index in group {
        if let place = order[catalog.categoryIndexOfEmoji[index]] { shown.append((place, index)) }
      }
      shown.sort { ($0.place, $0.index) < ($1.place, $1.index) }
      guard let first = shown.first?.index else { continue }
      let firstSeen = Diagnostic.Note.firstSeen(
        at: catalog.file(ofEmoji: first).location(at: catalog.emoji.sourceOffset(at: first)))
      for duplicate in shown.dropFirst().map(\.index) {
        problems.append(
          catalog.file(ofEmoji: duplicate).diagnostic(
            at: catalog.emoji.sourceOffset(at: duplicate),
            .duplicateItem(catalog.emoji.identity(at: duplicate), section: section, page: page),
            notes: [firstSeen]))
        hidden.insert(duplicate)
      }
    }
    return hidden
  }

  // MARK: - Headers and footers

  /// What the layout declares is what the page shows: a header or footer needs a box in every
  /// layout the section may take, a box needs something to show, and a section shows one header
  /// and one footer, so it has at most one box of each.
  private mutating func checkSupplementaries(of section: SectionDescription) {
    let layouts = section.layout.value.everyLayout
    let name = section.id.value
    for (kind, content, boxes) in [
      ("header", section.header, layouts.map(\.headerBoxes)), ("footer", section.footer, layouts.map(\.footerBoxes)),
    ] {
      if let many = boxes.first(where: { $0 > 1 }) {
        report(section.layout, .tooManyBoxes(section: name, count: many, kind: kind))
      } else if content.value != .none, boxes.contains(0) {
        report(content, .missingBox(section: name, kind: kind))
      } else if content.value == .none, boxes.contains(where: { $0 > 0 }) {
        report(section.layout, .boxShowsNothing(section: name, kind: kind))
      }
    }
  }

  // MARK: - References

  private mutating func requireEmoji(_ section: SectionDescription) -> EmojiCatalog? {
    if emoji == nil {
      report(section.data, .noEmojiFile(section: section.id.value))
    }
    return emoji
  }

  /// The categories a section names (all of them if it names none), each once.
  private mutating func resolveCategories(
    _ names: [Located<String>]?, in catalog: EmojiCatalog, section: String
  ) -> [EmojiCategory] {
    guard let names else { return catalog.categories }
    var firstSeen: [String: Located<String>] = [:]
    return names.compactMap { name in
      guard let category = catalog.category(id: name.value) else {
        report(name, .unknownCategory(name.value, known: catalog.categories.map(\.id)))
        return nil
      }
      if let first = firstSeen[name.value] {
        report(name, .categoryNamedTwice(name.value, section: section), firstSeen: first)
        return nil
      }
      firstSeen[name.value] = name
      return category
    }
  }

  /// Whether an emoji (by position) is among the subgroups and keywords the selection names;
  /// every emoji is when it names none. An unknown subgroup is an error at its name.
  private mutating func selectedEmoji(
    _ selection: EmojiSelection, of catalog: EmojiCatalog, section: String
  ) -> (Int) -> Bool {
    var subgroups: Set<String>?
    if let names = selection.subgroups {
      let known = catalog.subgroups
      let knownSet = Set(known)
      for name in names where !knownSet.contains(name.value) {
        report(name, .unknownSubgroup(name.value, known: known))
      }
      subgroups = Set(names.map(\.value))
    }
    let keywords = selection.keywords.map { Set($0.map { $0.value.lowercased() }) }
    let table = catalog.emoji
    return { index in
      if let subgroups, !subgroups.contains(table.subgroup(at: index) ?? "") { return false }
      if let keywords, !table.keywords(at: index).contains(where: { keywords.contains($0.lowercased()) }) {
        return false
      }
      return true
    }
  }

  private mutating func cell(for section: SectionDescription, default fallback: CellKind) -> CellKind? {
    var firstOfName: [String: Located<CellAccessory>] = [:]
    for accessory in section.accessories {
      if let first = firstOfName[accessory.value.name] {
        report(accessory, .accessoryTwice(accessory.value.name), firstSeen: first)
        return nil
      }
      firstOfName[accessory.value.name] = accessory
      if accessory.value == .outlineDisclosure, case .emojiOutline = section.data.value {
        report(accessory, .outlineDisclosureInOutline)
        return nil
      }
    }
    guard let declared = section.cell else { return fallback }
    if declared.value == .character, case .characters = section.data.value {
    } else if declared.value == .character {
      report(declared, .characterCellShowsCharacters)
      return nil
    }
    return declared.value
  }

  // MARK: - Diagnostics

  mutating func report<T>(_ value: Located<T>, _ message: Diagnostic.Message) {
    problems.append(value.diagnostic(in: siteFile, message))
  }

  /// Reports a value that repeats one seen before, with a note at `first`.
  mutating func report<T, U>(_ value: Located<T>, _ message: Diagnostic.Message, firstSeen first: Located<U>) {
    let note = Diagnostic.Note.firstSeen(
      at: siteFile.location(at: first.offset), path: jsonPathDescription(first.path))
    problems.append(value.diagnostic(in: siteFile, message, notes: [note]))
  }
}
