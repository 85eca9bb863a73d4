import Foundation
import TrellisData
import TrellisRender

/// A page per item (site.json `"itemPages": true`): every emoji and character the site's pages
/// show gets `emoji-….html` or `character-….html`, linked from its cells.
///
/// An item's page belongs to the first section that shows it (in the order of the site's pages):
/// its previous and next links walk that section. A category, subgroup, universe or character
/// section is linked to its home: the first page whose items all belong to it, else the first
/// section whose items all do (on a page cut into several, the page that holds the section).
struct ItemPages: Sendable {
  /// Where an item is first shown: the section's sources and the item's position among them.
  struct Placement: Sendable {
    var page: Int
    var section: Int
    var position: Int
  }

  /// The item's page, by source, in the order the items were first shown.
  private(set) var fileNames: [ItemSource: String] = [:]
  private(set) var order: [ItemSource] = []
  private(set) var placements: [ItemSource: Placement] = [:]
  /// A group of items that has a home: a category, a subgroup, a universe or a universe's section.
  enum Group: Hashable, Sendable {
    case category(String)
    case subgroup(String)
    case universe(String)
    case characterSection(universe: String, section: String)
  }

  /// Each group's home: an href.
  private(set) var homes: [Group: String] = [:]

  init(site: LoadedSite) {
    // The site's own pages keep their names: an item never takes one.
    var used = Set(site.pages.map(\.id) + ["index", "search"])
    for (pageIndex, page) in site.pages.enumerated() {
      let pageFile = page.fileName
      var pageGroups: Groups?
      for (sectionIndex, section) in page.sections.enumerated() {
        var sectionGroups: Groups?
        for (position, source) in section.sources.enumerated() {
          guard let groups = Self.groups(of: source, in: site) else { continue }
          sectionGroups = sectionGroups.map { $0.shared(with: groups) } ?? groups
          if placements[source] == nil {
            placements[source] = Placement(page: pageIndex, section: sectionIndex, position: position)
            fileNames[source] = Self.fileName(for: source, in: site, avoiding: &used)
            order.append(source)
          }
        }
        guard let sectionGroups else { continue }
        pageGroups = pageGroups.map { $0.shared(with: sectionGroups) } ?? sectionGroups
        let href = pageFile + "#" + RenderContext.elementID(for: section.id)
        for key in sectionGroups.keys where homes[key] == nil { homes[key] = href }
      }
      // A page all of one group is its home, unless an earlier page has a section of it.
      if let pageGroups, page.isFirstOfItsPages {
        for key in pageGroups.keys where !(homes[key]?.hasSuffix(".html") ?? false) {
          if let href = homes[key], !href.hasPrefix(pageFile + "#") { continue }
          homes[key] = pageFile
        }
      }
    }
  }

  /// The groups an item belongs to: its category and subgroup, or its universe and section.
  private struct Groups {
    var keys: [Group]
    func shared(with other: Groups) -> Groups { Groups(keys: keys.filter(other.keys.contains)) }
  }

  private static func groups(of source: ItemSource, in site: LoadedSite) -> Groups? {
    switch source {
    case .category: return nil
    case .emoji(let index):
      guard let catalog = site.emoji else { return nil }
      var keys: [Group] = [.category(catalog.categories[catalog.categoryIndexOfEmoji[index]].id)]
      if let subgroup = catalog.emoji.subgroup(at: index) { keys.append(.subgroup(subgroup)) }
      return Groups(keys: keys)
    case .character(let universe, let section, _):
      guard let catalog = site.characters else { return nil }
      let found = catalog.universes[universe]
      return Groups(keys: [
        .universe(found.id), .characterSection(universe: found.id, section: found.sections[section].id),
      ])
    }
  }

  /// The item's page: from its whole identity, in lower-case ASCII letters, digits and `-`
  /// (`emoji-smileys-1f600.html`, `character-wonderland-white-rabbit.html`, `Éponine` →
  /// `eponine`): an emoji by its `id`, else by its category and code points, so that no other
  /// item's coming or going renames it. A name already taken (a page's, or an item's whose
  /// identity reads alike) gets a number. A very long one is shortened (``OutputFileName``): an
  /// emoji of 86 characters made a name too long to write.
  private static func fileName(for source: ItemSource, in site: LoadedSite, avoiding used: inout Set<String>) -> String
  {
    let base: String
    switch source {
    case .category: return ""
    case .emoji(let index):
      guard let catalog = site.emoji else { return "" }
      let emoji = catalog.emoji[index]
      base = "emoji-" + (emoji.id.map(slug) ?? slug(emoji.category) + "-" + codePointName(emoji.text))
    case .character(let universe, let section, let index):
      guard let catalog = site.characters else { return "" }
      let found = catalog.universes[universe]
      let character = found.sections[section].characters[index]
      base = "character-" + slug(found.id) + "-" + slug(character.localIdentity)
    }
    var name = base
    var number = 2
    while used.contains(name) {
      name = base + "-\(number)"
      number += 1
    }
    used.insert(name)
    return OutputFileName.fitted(name) + ".html"
  }

  /// A value as part of a file name: accents dropped, lower case, every run of other characters
  /// one `-` (`White Rabbit` → `white-rabbit`); `item` when nothing is left.
  static func slug(_ value: String) -> String {
    // ASCII has no accents or widths to fold: lower case is the folding (and far cheaper).
    let folded =
      value.utf8.allSatisfy { $0 < 0x80 }
      ? value.lowercased()
      : value.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
    guard let id = identifier(fromData: folded) else { return "item" }
    return id.utf8.contains(UInt8(ascii: "_")) ? id.replacing("_", with: "-") : id
  }

  /// `😀` → `1f600`, `👩‍💻` → `1f469-200d-1f4bb`.
  static func codePointName(_ text: String) -> String {
    text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-")
  }

  /// `😀` → `U+1F600`, `👩‍💻` → `U+1F469 U+200D U+1F4BB`.
  static func codePoints(_ text: String) -> String {
    text.unicodeScalars.map {
      let hex = String($0.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }.joined(separator: " ")
  }
}
