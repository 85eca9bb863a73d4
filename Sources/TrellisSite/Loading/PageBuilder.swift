import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisLayout
import TrellisRender

/// Resolves a gallery's pages against the data: expands pages and sections, cuts pages, and
/// collects every problem (unknown references, duplicate identifiers) as a diagnostic placed by
/// the value's path (in site.json, when the gallery was read from one).
struct PageBuilder {
  let places: JSONPlaces
  let site: Gallery
  let strings: InterfaceStrings
  let emoji: EmojiCatalog?
  let characters: CharacterCatalog?
  /// Every problem found, each once: a declaration that expanded into several pages is checked
  /// once per page, and its problem is reported at its place with a note of how many pages it
  /// affects.
  var problems: [Diagnostic] {
    zip(reported, pagesAffected).map { diagnostic, pages in
      var diagnostic = diagnostic
      if pages > 1 { diagnostic.notes.append(.found(in: pages, "pages")) }
      return diagnostic
    }
  }
  private var reported: [Diagnostic] = []
  /// For each problem in ``reported``, how many times it was found.
  private var pagesAffected: [Int] = []
  private var positions: [Diagnostic: Int] = [:]
  /// The emoji catalog's subgroups, in order and as a set, found once for every section that
  /// picks subgroups (finding them reads every emoji).
  private var knownSubgroups: (list: [String], set: Set<String>)?
  /// The pages each declaration with an `expand` was made into (their first parts), with the
  /// declaration's title, by the declaration's id: what its id stands for in a sidebar.
  private(set) var expansions: [String: (title: String, pages: [String])] = [:]

  init(
    places: JSONPlaces, site: Gallery, strings: InterfaceStrings, emoji: EmojiCatalog?, characters: CharacterCatalog?
  ) {
    self.places = places
    self.site = site
    self.strings = strings
    self.emoji = emoji
    self.characters = characters
  }

  mutating func buildPages() -> [Page] {
    /// Where each page id was first made.
    var firstPage: [String: Path] = [:]
    var pages: [Page] = []
    for (index, declaration) in site.pages.enumerated() {
      let path: Path = [.key("pages"), .index(index)]
      for (id, madeAt, title, scope) in expandPage(declaration, at: path) {
        if let first = firstPage[id] {
          report(madeAt, .duplicatePage(id), firstSeen: first)
          continue
        }
        firstPage[id] = madeAt
        if declaration.expand != nil {
          expansions[declaration.id, default: (declaration.title, [])].pages.append(id)
        }
        var page = buildPage(declaration, at: path, id: id, title: title, scope: scope)
        let isFirstOfExpansion = expansions[declaration.id]?.pages.count ?? 1 == 1
        page.cardText =
          switch scope {
          case .all: declaration.summary
          case .category(let category): category.description ?? (isFirstOfExpansion ? declaration.summary : nil)
          case .universe(let universe): universe.description ?? (isFirstOfExpansion ? declaration.summary : nil)
          }
        guard let (size, sizeAt, cut) = pageSize(of: declaration, at: path) else {
          pages.append(page)
          continue
        }
        for part in paginate(page, size: size, at: sizeAt, cutting: cut) {
          if part.id != page.id, let first = firstPage[part.id] {
            report(sizeAt, .duplicatePage(part.id), firstSeen: first)
            continue
          }
          firstPage[part.id] = sizeAt
          pages.append(part)
        }
      }
    }
    return pages
  }

  /// A JSON path into the gallery: `pages[0].sections[2]`.
  typealias Path = [JSONPathComponent]

  // MARK: - Pages

  /// What a page's sections are limited to: the one category or universe of an expanded page.
  enum PageScope {
    case all
    case category(Gallery.Category)
    case universe(Gallery.Universe)
  }

  /// The pages a declaration makes: itself, or one per category or universe, each with an id
  /// made from the value's (placed at the declaration's `expand`, where a bad one is reported).
  private mutating func expandPage(
    _ declaration: Gallery.Page, at path: Path
  ) -> [(id: String, madeAt: Path, title: String, scope: PageScope)] {
    guard let expand = declaration.expand else {
      return [(declaration.id, path + [.key("id")], declaration.title, .all)]
    }
    let expandAt = path + [.key("expand")]
    let values: [(id: String, title: String, scope: PageScope)]
    switch expand {
    case .categories:
      guard let emoji else {
        report(expandAt, .expansionWithoutData(what: "emoji", file: "emoji"))
        return []
      }
      let named = Self.categoriesNamed(by: declaration)
      values = emoji.categories.filter { named?.contains($0.id) ?? true }.map { ($0.id, $0.title, .category($0)) }
    case .universes:
      guard let characters else {
        report(expandAt, .expansionWithoutData(what: "characters", file: "characters"))
        return []
      }
      values = characters.universes.map { ($0.id, $0.title, .universe($0)) }
    }
    guard !values.isEmpty else {
      report(expandAt, .emptyPageExpansion(over: expand.rawValue))
      return []
    }
    var made: [String: String] = [:]
    return values.compactMap { value in
      guard let part = identifier(fromData: value.id) else {
        report(expandAt, .noIdentifierFromData(value.id))
        return nil
      }
      let id = declaration.id + "-" + part
      if let other = made[id] {
        report(expandAt, .identifierFromDataTwice(id, from: other, and: value.id))
        return nil
      }
      made[id] = value.id
      return (id, expandAt, value.title, value.scope)
    }
  }

  /// The categories a page's emoji sections name, when every one of them names its categories
  /// (a page expanded over categories is made for those only); nil when one shows them all.
  private static func categoriesNamed(by declaration: Gallery.Page) -> Set<String>? {
    var named: Set<String> = []
    for section in declaration.sections {
      switch section.data {
      case .emoji(let categories, _, _), .emojiOutline(let categories, _, _):
        guard let categories else { return nil }
        named.formUnion(categories)
      case .characters: continue
      }
    }
    return named.isEmpty ? nil : named
  }

  private mutating func buildPage(
    _ declaration: Gallery.Page, at pagePath: Path, id: String, title: String, scope: PageScope
  ) -> Page {
    var sections: [PageSection] = []
    var firstSection: [String: Path] = [:]
    for (segment, sectionsWithPaths) in declaration.segmentsWithPaths(at: pagePath) {
      for (section, path) in sectionsWithPaths {
        let idAt = path + [.key("id")]
        if let first = firstSection[section.id] {
          report(idAt, .duplicateSection(section.id, page: id), firstSeen: first)
          continue
        }
        firstSection[section.id] = idAt
        checkSupplementaries(of: section, at: path)
        for built in expand(section, at: path, segment: segment.id, page: id, scope: scope) {
          // A section made from data is placed at its declaration's "expand".
          let place = section.expand == nil ? idAt : path + [.key("expand")]
          if built.id != section.id, let first = firstSection[built.id] {
            report(place, .duplicateSection(built.id, page: id), firstSeen: first)
            continue
          }
          firstSection[built.id] = place
          sections.append(built)
        }
      }
    }
    return Page(
      id: id, title: title, summary: declaration.summary,
      layoutConfiguration: declaration.layoutConfiguration ?? site.layoutConfiguration,
      segments: declaration.segments, isSegmented: declaration.isSegmented, sections: sections)
  }

  /// What cuts a page into pages, if anything: its own `pageSize` (every section is cut), or one
  /// section's (that section is cut; the others stay on the first page). A second `pageSize`, or
  /// one on a segmented page's section, is an error.
  private mutating func pageSize(
    of declaration: Gallery.Page, at pagePath: Path
  ) -> (size: Int, at: Path, cut: (PageSection) -> Bool)? {
    var found: (size: Int, at: Path, cut: (PageSection) -> Bool)?
    var first = ""
    if let size = declaration.pageSize {
      found = (size, pagePath + [.key("pageSize")], { _ in true })
      first = "its own \"pageSize\""
    }
    for (_, sections) in declaration.segmentsWithPaths(at: pagePath) {
      for (section, path) in sections {
        guard let size = section.pageSize else { continue }
        let sizeAt = path + [.key("pageSize")]
        if declaration.isSegmented {
          report(sizeAt, .segmentedNotPaginated)
        } else if found != nil {
          report(sizeAt, .secondPageSize(page: declaration.id, first: first))
        } else {
          let id = section.id
          found = (size, sizeAt, { $0.declaration.id == id })
          first = "section \"\(id)\""
        }
      }
    }
    return declaration.isSegmented ? nil : found
  }

  /// A page cut into pages of at most `size` items of the sections it cuts, in order: a section
  /// whose items run over a page boundary continues on the next page, with its header and
  /// layout. Sections it does not cut stay on the first page.
  private mutating func paginate(
    _ page: Page, size: Int, at sizeAt: Path, cutting cut: (PageSection) -> Bool
  ) -> [Page] {
    if page.sections.contains(where: { $0.outlineGroups != nil && cut($0) }) {
      report(sizeAt, .outlineNotPaginated(page: page.id))
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
        if filled == size {
          parts.append([])
          filled = 0
        }
        var slice = section
        slice.sources = Array(rest.prefix(size - filled))
        slice.completedCount = completedCount(of: slice.sources)
        if slice.sources.count < section.sources.count {
          slice.wholeCount = section.sources.count
          slice.continuesFromPrevious = rest.count < section.sources.count
        }
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
    _ section: Gallery.Section, at path: Path, segment: String, page: String, scope: PageScope
  ) -> [PageSection] {
    let place = SectionPlace(section: section, path: path, segment: segment, page: page)
    switch section.data {
    case .emoji(let categories, let subgroups, let keywords):
      let selection = EmojiSelection(categories: categories, subgroups: subgroups, keywords: keywords)
      return emojiSections(place, scoped(selection, to: scope))
    case .emojiOutline(let categories, let subgroups, let keywords):
      let selection = EmojiSelection(categories: categories, subgroups: subgroups, keywords: keywords)
      return emojiOutlineSections(place, scoped(selection, to: scope))
    case .characters(let universe, let sections):
      return characterSections(place, universe: universe, sections: sections, scope: scope)
    }
  }

  /// A section declaration being built, and where it is.
  struct SectionPlace {
    var section: Gallery.Section
    var path: Path
    var segment: String
    var page: String

    /// The path of the section's data selection's `key` (`categories`, `subgroups`, …).
    func dataPath(_ key: String) -> Path {
      let kind: String
      switch section.data {
      case .emoji: kind = "emoji"
      case .emojiOutline: kind = "emojiOutline"
      case .characters: kind = "characters"
      }
      return path + [.key("data"), .key(kind), .key(key)]
    }
  }

  /// Which emoji a section shows: the emoji of its categories (all of them when it names none),
  /// category by category in the order named, each in file order; narrowed to the subgroups it
  /// names, and to emoji with one of the keywords it names (ignoring case), when it names any.
  /// Each name is kept with its place in the list, which a problem with it points at.
  struct EmojiSelection {
    var categories: [(name: String, index: Int)]?
    var subgroups: [(name: String, index: Int)]?
    var keywords: [String]?

    init(categories: [String]?, subgroups: [String]?, keywords: [String]?) {
      self.categories = categories.map { Array(zip($0, $0.indices)) }
      self.subgroups = subgroups.map { Array(zip($0, $0.indices)) }
      self.keywords = keywords
    }
  }

  /// A selection within a page expanded over categories: that category's emoji only.
  private func scoped(_ selection: EmojiSelection, to scope: PageScope) -> EmojiSelection {
    guard case .category(let category) = scope else { return selection }
    var scoped = selection
    let named = selection.categories ?? [(category.id, -1)]
    scoped.categories = named.filter { $0.name == category.id }
    return scoped
  }

  /// What an emoji section shows: the catalog, the categories it names (each once, all when
  /// it names none), and whether it shows an emoji (by position): one the selection takes and
  /// no earlier emoji of the section shares its identity. Nil, with the problem reported, when
  /// the site has no emoji.
  private mutating func shownEmoji(
    _ place: SectionPlace, _ selection: EmojiSelection
  ) -> (EmojiCatalog, [Gallery.Category], (Int) -> Bool)? {
    guard let emoji = requireEmoji(place) else { return nil }
    let categories = resolveCategories(selection.categories, in: emoji, place)
    let selected = selectedEmoji(selection, of: emoji, place)
    let hidden = sharedIdentities(in: categories, of: emoji, section: place.section.id, page: place.page)
    return (emoji, categories, { !hidden.contains($0) && selected($0) })
  }

  /// An emoji section: the emoji of its categories, in order, in one section.
  private mutating func emojiSections(_ place: SectionPlace, _ selection: EmojiSelection) -> [PageSection] {
    let section = place.section
    let scope = section.id
    guard let (emoji, categories, shows) = shownEmoji(place, selection) else { return [] }
    var sources: [ItemSource] = []
    sources.reserveCapacity(categories.reduce(0) { $0 + emoji.indices(inCategory: $1.id).count })
    for category in categories {
      for index in emoji.indices(inCategory: category.id) where shows(index) { sources.append(.emoji(index)) }
    }
    let title = section.title ?? (categories.count == 1 ? categories[0].title : scope)
    guard let cell = cell(for: place, default: .list) else { return [] }
    guard let expand = section.expand else {
      return [
        PageSection(
          id: scope, title: title, declaration: section, path: place.path, segment: place.segment, cell: cell,
          scope: scope, sources: sources, data: siteData, outlineGroups: nil, completedCount: 0)
      ]
    }
    let expandAt = place.path + [.key("expand")]
    // One section per category or subgroup, in the order the emoji first show them.
    var groups: [(key: String, title: String, sources: [ItemSource])] = []
    var position: [String: Int] = [:]
    for source in sources {
      guard case .emoji(let index) = source else { continue }
      let key: String
      let title: String
      switch expand {
      case .categories:
        key = emoji.emoji.category(at: index)
        title = emoji.category(id: key)?.title ?? key
      case .subgroups:
        key = emoji.emoji.subgroup(at: index) ?? ""
        title = key.isEmpty ? strings["other"] : emoji.subgroupTitle(key) ?? TrellisSite.title(ofSubgroup: key)
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
        report(expandAt, .noIdentifierFromData(group.key))
        return nil
      }
      let id = scope + "-" + part
      if let other = made[id] {
        report(expandAt, .identifierFromDataTwice(id, from: other, and: group.key))
        return nil
      }
      made[id] = group.key
      return PageSection(
        id: id, title: group.title, declaration: section, path: place.path, segment: place.segment, cell: cell,
        scope: scope, sources: group.sources, data: siteData, outlineGroups: nil, completedCount: 0)
    }
  }

  /// An emoji outline: each category a parent, its emoji the children, in one section.
  private mutating func emojiOutlineSections(_ place: SectionPlace, _ selection: EmojiSelection) -> [PageSection] {
    let section = place.section
    let scope = section.id
    guard let (emoji, categories, shows) = shownEmoji(place, selection) else { return [] }
    var sources: [ItemSource] = []
    var groups: [PageSection.OutlineGroup] = []
    // Category ids are unique in the catalog and once each in the section: parents cannot clash.
    for category in categories {
      guard let categoryIndex = emoji.categoryIndex(id: category.id) else { continue }
      let parentIndex = sources.count
      sources.append(.category(categoryIndex))
      for index in emoji.indices(inCategory: category.id) where shows(index) { sources.append(.emoji(index)) }
      groups.append(PageSection.OutlineGroup(parent: parentIndex, childCount: sources.count - parentIndex - 1))
    }
    guard let cell = cell(for: place, default: .list) else { return [] }
    return [
      PageSection(
        id: scope, title: section.title ?? scope, declaration: section, path: place.path, segment: place.segment,
        cell: cell, scope: scope, sources: sources, data: siteData, outlineGroups: groups, completedCount: 0)
    ]
  }

  /// Characters: one section per section of the universe named (or only the one named, under
  /// the site section's own id), each character once.
  private mutating func characterSections(
    _ place: SectionPlace, universe declared: String?, sections sectionNames: [String]?, scope pageScope: PageScope
  ) -> [PageSection] {
    let section = place.section
    let scope = section.id
    let dataAt = place.path + [.key("data")]
    guard let characters else {
      report(dataAt, .noCharactersFile(section: scope))
      return []
    }
    let universeName: String
    switch (declared, pageScope) {
    case (let declared?, .universe(let universe)):
      // In a page expanded over universes, a section naming another universe shows nothing.
      guard declared == universe.id else { return [] }
      universeName = declared
    case (let declared?, _): universeName = declared
    case (nil, .universe(let universe)): universeName = universe.id
    case (nil, _):
      report(dataAt, .noUniverse(section: scope))
      return []
    }
    guard let universeIndex = characters.universes.firstIndex(where: { $0.id == universeName }) else {
      report(place.dataPath("universe"), .unknownUniverse(universeName, known: characters.universes.map(\.id)))
      return []
    }
    let universe = characters.universes[universeIndex]
    var dataSections: [Int] = []
    for (index, name) in (sectionNames ?? []).enumerated() {
      guard let found = universe.sections.firstIndex(where: { $0.id == name }) else {
        report(
          place.dataPath("sections") + [.index(index)],
          .unknownCharacterSection(name, universe: universe.id, known: universe.sections.map(\.id)))
        continue
      }
      dataSections.append(found)
    }
    if sectionNames == nil { dataSections = Array(universe.sections.indices) }
    guard let cell = cell(for: place, default: .character) else { return [] }
    let expands = sectionNames?.count != 1
    // Where each identity was first seen: one site section shows each character once. The
    // universe is the same for all, so its characters' own identities tell them apart.
    var seen: [String: (section: Int, index: Int)] = [:]
    seen.reserveCapacity(dataSections.reduce(0) { $0 + universe.sections[$1].characters.count })
    func path(_ section: Int, _ index: Int) -> String {
      "universes[\(universeIndex)].sections[\(section)].characters[\(index)]"
    }
    return dataSections.map { sectionIndex in
      let dataSection = universe.sections[sectionIndex]
      var sources: [ItemSource] = []
      sources.reserveCapacity(dataSection.characters.count)
      for (index, character) in dataSection.characters.enumerated() {
        if let first = seen.updateValue((sectionIndex, index), forKey: character.localIdentity) {
          seen[character.localIdentity] = first
          add(
            characters.file.diagnostic(
              at: characters.offsets.character(universeIndex, sectionIndex, index),
              .duplicateItem(universe.identity(of: character), section: scope, page: place.page),
              path: path(sectionIndex, index),
              notes: [
                characters.file.firstSeen(
                  at: characters.offsets.character(universeIndex, first.section, first.index),
                  path: path(first.section, first.index))
              ]))
          continue
        }
        sources.append(.character(universe: universeIndex, section: sectionIndex, index: index))
      }
      // One section per section of the universe: its id is made from the data's, as expansions'.
      let part = identifier(fromData: dataSection.id) ?? "section-\(sectionIndex + 1)"
      return PageSection(
        id: expands ? "\(scope)-\(part)" : scope,
        title: expands ? dataSection.title : (section.title ?? dataSection.title),
        declaration: section, path: place.path, segment: place.segment, cell: cell, scope: scope, sources: sources,
        data: siteData, outlineGroups: nil, completedCount: dataSection.characters.filter(\.isComplete).count)
    }
  }

  /// The data every section's items come from.
  private var siteData: SiteData { SiteData(emoji: emoji, characters: characters) }

  /// Emoji of `categories` that a section cannot show because an earlier one has the same
  /// identity (the catalog knows which emoji share one; usually none). Each is reported where it
  /// is declared, naming the first.
  private mutating func sharedIdentities(
    in categories: [Gallery.Category], of catalog: EmojiCatalog, section: String, page: String
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
      let firstSeen = catalog.file(ofEmoji: first).firstSeen(
        at: catalog.emoji.sourceOffset(at: first), path: catalog.path(ofEmoji: first))
      for duplicate in shown.dropFirst().map(\.index) {
        add(
          catalog.file(ofEmoji: duplicate).diagnostic(
            at: catalog.emoji.sourceOffset(at: duplicate),
            .duplicateItem(catalog.emoji.identity(at: duplicate), section: section, page: page),
            path: catalog.path(ofEmoji: duplicate), notes: [firstSeen]))
        hidden.insert(duplicate)
      }
    }
    return hidden
  }

  // MARK: - Headers and footers

  /// What the layout declares is what the page shows: a header or footer needs a box in every
  /// layout the section may take, a box needs something to show, and a section shows one header
  /// and one footer, so it has at most one box of each.
  private mutating func checkSupplementaries(of section: Gallery.Section, at path: Path) {
    let layouts = section.layout.everyLayout
    let name = section.id
    let layoutAt = path + [.key("layout")]
    for (kind, content, boxes) in [
      ("header", section.header, layouts.map(\.headerBoxes)), ("footer", section.footer, layouts.map(\.footerBoxes)),
    ] {
      if let many = boxes.first(where: { $0 > 1 }) {
        report(layoutAt, .tooManyBoxes(section: name, count: many, kind: kind))
      } else if content != .none, boxes.contains(0) {
        report(path + [.key(kind)], .missingBox(section: name, kind: kind))
      } else if content == .none, boxes.contains(where: { $0 > 0 }) {
        report(layoutAt, .boxShowsNothing(section: name, kind: kind))
      }
    }
  }

  // MARK: - References

  private mutating func requireEmoji(_ place: SectionPlace) -> EmojiCatalog? {
    if emoji == nil {
      report(place.path + [.key("data")], .noEmojiFile(section: place.section.id))
    }
    return emoji
  }

  /// The categories a section names (all of them if it names none), each once.
  private mutating func resolveCategories(
    _ names: [(name: String, index: Int)]?, in catalog: EmojiCatalog, _ place: SectionPlace
  ) -> [Gallery.Category] {
    guard let names else { return catalog.categories }
    var firstSeen: [String: Path] = [:]
    return names.compactMap { name, index in
      let nameAt = place.dataPath("categories") + [.index(index)]
      guard let category = catalog.category(id: name) else {
        report(nameAt, .unknownCategory(name, known: catalog.categories.map(\.id)))
        return nil
      }
      if let first = firstSeen[name] {
        report(nameAt, .categoryNamedTwice(name, section: place.section.id), firstSeen: first)
        return nil
      }
      firstSeen[name] = nameAt
      return category
    }
  }

  /// Whether an emoji (by position) is among the subgroups and keywords the selection names;
  /// every emoji is when it names none. An unknown subgroup is an error at its name.
  private mutating func selectedEmoji(
    _ selection: EmojiSelection, of catalog: EmojiCatalog, _ place: SectionPlace
  ) -> (Int) -> Bool {
    // The subgroups picked, by number: a lookup in a list, made for every emoji of the section.
    var subgroups: [Bool]?
    if let names = selection.subgroups {
      let known = knownSubgroups ?? { list in (list, Set(list)) }(catalog.subgroups)
      knownSubgroups = known
      for (name, index) in names where !known.set.contains(name) {
        report(place.dataPath("subgroups") + [.index(index)], .unknownSubgroup(name, known: known.list))
      }
      let numbers = catalog.emoji.subgroupNumbers(names.map(\.name))
      var picked = [Bool](repeating: false, count: Int(numbers.max() ?? 0) + 1)
      for number in numbers { picked[Int(number)] = true }
      subgroups = picked
    }
    let keywords = selection.keywords.map { Set($0.map { $0.lowercased() }) }
    let table = catalog.emoji
    return { index in
      if let subgroups {
        let number = Int(table.subgroupNumber(at: index))
        guard number < subgroups.count, subgroups[number] else { return false }
      }
      if let keywords, !table.keywords(at: index).contains(where: { keywords.contains($0.lowercased()) }) {
        return false
      }
      return true
    }
  }

  private mutating func cell(for place: SectionPlace, default fallback: Gallery.Cell) -> Gallery.Cell? {
    let section = place.section
    let cellAt = place.path + [.key("cell")]
    var firstOfName: [String: Path] = [:]
    for (index, accessory) in section.accessories.enumerated() {
      let accessoryAt = cellAt + [.key("accessories"), .index(index)]
      if let first = firstOfName[accessory.name] {
        report(accessoryAt, .accessoryTwice(accessory.name), firstSeen: first)
        return nil
      }
      firstOfName[accessory.name] = accessoryAt
      if accessory == .outlineDisclosure, case .emojiOutline = section.data {
        report(accessoryAt, .outlineDisclosureInOutline)
        return nil
      }
    }
    guard let declared = section.cell else { return fallback }
    if declared == .character, case .characters = section.data {
    } else if declared == .character {
      report(section.accessories.isEmpty ? cellAt : cellAt + [.key("style")], .characterCellShowsCharacters)
      return nil
    }
    return declared
  }

  // MARK: - Diagnostics

  mutating func report(_ path: Path, _ message: Diagnostic.Message) {
    add(places.diagnostic(at: path, message))
  }

  /// Keeps a problem, or counts it again when it was found before (on another page made from
  /// the same declaration).
  private mutating func add(_ diagnostic: Diagnostic) {
    if let position = positions[diagnostic] {
      pagesAffected[position] += 1
      return
    }
    positions[diagnostic] = reported.count
    reported.append(diagnostic)
    pagesAffected.append(1)
  }

  /// Reports a value that repeats one seen before, with a note at `first`.
  mutating func report(_ path: Path, _ message: Diagnostic.Message, firstSeen first: Path) {
    add(places.diagnostic(at: path, message, notes: [places.firstSeen(at: first)]))
  }
}
