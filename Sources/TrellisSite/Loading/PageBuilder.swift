import TrellisData
import TrellisLayout

/// Resolves page descriptions against the data: expands sections, builds each page's snapshot,
/// and collects every problem (unknown references, duplicate identifiers) as a located diagnostic.
struct PageBuilder {
  let siteFile: SourceFile
  let site: SiteDescription
  let emoji: EmojiCatalog?
  let characters: CharacterCatalog?
  private(set) var problems: [Diagnostic] = []

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
      if let first = firstPage[description.id.value] {
        report(description.id, "duplicate page id \"\(description.id.value)\" (first seen at \(place(of: first)))")
        continue
      }
      firstPage[description.id.value] = description.id
      pages.append(buildPage(description))
    }
    return pages
  }

  // MARK: - Pages

  private mutating func buildPage(_ description: PageDescription) -> Page {
    var sections: [PageSection] = []
    var firstSection: [String: Located<String>] = [:]
    for segment in description.segments {
      for section in segment.sections {
        if let first = firstSection[section.id.value] {
          report(
            section.id,
            "duplicate section id \"\(section.id.value)\" in page \"\(description.id.value)\" (first seen at \(place(of: first)))"
          )
          continue
        }
        firstSection[section.id.value] = section.id
        checkSupplementaries(of: section)
        for built in expand(section, segment: segment.id, page: description.id.value) {
          sections.append(built)
        }
      }
    }
    return Page(
      id: description.id.value, title: description.title, summary: description.summary,
      layoutConfiguration: description.layoutConfiguration ?? site.layoutConfiguration,
      segments: description.segments, isSegmented: description.isSegmented, sections: sections)
  }

  // MARK: - Sections

  /// An item's identity within one site section (the scope is the section itself).
  private struct LocalKey: Hashable {
    var kind: ItemID.Kind
    var identity: String
  }

  private mutating func expand(
    _ section: SectionDescription, segment: String, page: String
  ) -> [PageSection] {
    let scope = section.id.value
    let data = SiteData(emoji: emoji, characters: characters)
    // Where each identity was first seen (an offset in the file its kind comes from).
    var seen: [LocalKey: Int] = [:]
    seen.reserveCapacity(expectedItemCount(of: section))
    /// Adds an item to the section, unless its identifier is already used in this site section.
    func admit(
      _ key: LocalKey, _ source: ItemSource, at offset: Int, from file: SourceFile, into sources: inout [ItemSource]
    ) {
      if let first = seen[key] {
        let firstPlace = file.location(at: first).lineAndColumn
        problems.append(
          file.diagnostic(
            at: offset,
            "duplicate item identifier \"\(key.identity)\" in section \"\(scope)\" of page \"\(page)\" (first seen at \(firstPlace))"
          ))
        return
      }
      seen[key] = offset
      sources.append(source)
    }
    func admitEmoji(inCategory id: String, from catalog: EmojiCatalog, into sources: inout [ItemSource]) {
      let indices = catalog.indices(inCategory: id)
      sources.reserveCapacity(sources.count + indices.count)
      for index in indices {
        let item = catalog.emoji[index]
        admit(
          LocalKey(kind: .emoji, identity: item.identity), .emoji(index), at: item.sourceOffset, from: catalog.file,
          into: &sources)
      }
    }

    switch section.data.value {
    case .emoji(let names):
      guard let emoji = requireEmoji(section) else { return [] }
      let categories = resolveCategories(names, in: emoji)
      var sources: [ItemSource] = []
      for category in categories { admitEmoji(inCategory: category.id, from: emoji, into: &sources) }
      let title = section.title ?? (categories.count == 1 ? categories[0].title : scope)
      guard let cell = cell(for: section, default: .list) else { return [] }
      return [
        PageSection(
          id: scope, title: title, description: section, segment: segment, cell: cell, scope: scope,
          sources: sources, data: data, outlineGroups: nil, completedCount: 0)
      ]

    case .emojiOutline(let names):
      guard let emoji = requireEmoji(section) else { return [] }
      var sources: [ItemSource] = []
      var groups: [PageSection.OutlineGroup] = []
      for category in resolveCategories(names, in: emoji) {
        guard let categoryIndex = emoji.categoryIndex(id: category.id) else { continue }
        let parentIndex = sources.count
        admit(
          LocalKey(kind: .category, identity: category.id), .category(categoryIndex), at: category.sourceOffset,
          from: emoji.file, into: &sources)
        guard sources.count > parentIndex else { continue }
        admitEmoji(inCategory: category.id, from: emoji, into: &sources)
        groups.append(PageSection.OutlineGroup(parent: parentIndex, childCount: sources.count - parentIndex - 1))
      }
      guard let cell = cell(for: section, default: .list) else { return [] }
      return [
        PageSection(
          id: scope, title: section.title ?? scope, description: section, segment: segment, cell: cell, scope: scope,
          sources: sources, data: data, outlineGroups: groups, completedCount: 0)
      ]

    case .characters(let universeName, let sectionNames):
      guard let characters else {
        report(
          section.data,
          "section \"\(scope)\" shows characters, but site.json names no characters file (add \"data\": {\"characters\": \"characters.json\"})"
        )
        return []
      }
      guard let universeIndex = characters.universes.firstIndex(where: { $0.id == universeName.value }) else {
        report(
          universeName,
          unknownReferenceMessage("universe", universeName.value, known: characters.universes.map(\.id)))
        return []
      }
      let universe = characters.universes[universeIndex]
      var dataSections: [Int] = []
      for name in sectionNames ?? [] {
        guard let found = universe.sections.firstIndex(where: { $0.id == name.value }) else {
          report(
            name,
            unknownReferenceMessage(
              "section of universe \"\(universe.id)\"", name.value, known: universe.sections.map(\.id)))
          continue
        }
        dataSections.append(found)
      }
      if sectionNames == nil { dataSections = Array(universe.sections.indices) }
      guard let cell = cell(for: section, default: .character) else { return [] }
      let expands = sectionNames?.count != 1
      return dataSections.map { sectionIndex in
        let dataSection = universe.sections[sectionIndex]
        var sources: [ItemSource] = []
        for (index, character) in dataSection.characters.enumerated() {
          admit(
            LocalKey(kind: .character, identity: universe.identity(of: character)),
            .character(universe: universeIndex, section: sectionIndex, index: index), at: character.sourceOffset,
            from: characters.file, into: &sources)
        }
        return PageSection(
          id: expands ? "\(scope)-\(dataSection.id)" : scope,
          title: expands ? dataSection.title : (section.title ?? dataSection.title),
          description: section, segment: segment, cell: cell, scope: scope, sources: sources, data: data,
          outlineGroups: nil, completedCount: dataSection.characters.filter(\.isComplete).count)
      }
    }
  }

  /// About how many items a section's data holds, to size its tables once.
  private func expectedItemCount(of section: SectionDescription) -> Int {
    switch section.data.value {
    case .emoji(let names), .emojiOutline(let names):
      guard let emoji else { return 0 }
      guard let names else { return emoji.emoji.count + emoji.categories.count }
      return names.reduce(0) { $0 + emoji.indices(inCategory: $1.value).count + 1 }
    case .characters:
      return 64
    }
  }

  // MARK: - Headers and footers

  /// What the layout declares is what the page shows: a header or footer needs a box in every
  /// layout the section may take, and a box needs something to show.
  private mutating func checkSupplementaries(of section: SectionDescription) {
    let layouts = section.layout.value.everyLayout
    let name = section.id.value
    for (kind, content, hasBox) in [
      ("header", section.header, layouts.map(\.hasHeader)), ("footer", section.footer, layouts.map(\.hasFooter)),
    ] {
      if content.value != .none, hasBox.contains(false) {
        report(
          content,
          "section \"\(name)\" shows a \(kind), but its layout has no \(kind) box: add a boundary supplementary item of kind \"\(kind)\", or use a list with \"\(kind)Mode\": \"supplementary\""
        )
      } else if content.value == .none, hasBox.contains(true) {
        report(
          section.layout,
          "the layout of section \"\(name)\" has a \(kind) box, but the section shows no \(kind): set \"\(kind)\" to title, titleWithCount, progress or separator"
        )
      }
    }
  }

  // MARK: - References

  private mutating func requireEmoji(_ section: SectionDescription) -> EmojiCatalog? {
    if emoji == nil {
      report(
        section.data,
        "section \"\(section.id.value)\" shows emoji, but site.json names no emoji file (add \"data\": {\"emoji\": \"emoji.json\"})"
      )
    }
    return emoji
  }

  private mutating func resolveCategories(_ names: [Located<String>]?, in catalog: EmojiCatalog) -> [EmojiCategory] {
    guard let names else { return catalog.categories }
    return names.compactMap { name in
      guard let category = catalog.category(id: name.value) else {
        report(name, unknownReferenceMessage("category", name.value, known: catalog.categories.map(\.id)))
        return nil
      }
      return category
    }
  }

  private mutating func cell(for section: SectionDescription, default fallback: CellKind) -> CellKind? {
    guard let declared = section.cell else { return fallback }
    if declared.value == .character, case .characters = section.data.value {
    } else if declared.value == .character {
      report(declared, "the character cell shows a character's image, name and job; this section shows emoji")
      return nil
    }
    return declared.value
  }

  // MARK: - Diagnostics

  private mutating func report<T>(_ value: Located<T>, _ message: String) {
    problems.append(value.diagnostic(in: siteFile, message))
  }

  private func place<T>(of value: Located<T>) -> String {
    siteFile.location(at: value.offset).lineAndColumn
  }
}
