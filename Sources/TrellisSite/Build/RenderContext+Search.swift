import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisRender

extension RenderContext {
  /// The search page and its index (`"search": true`): every item the pages show, once, in the
  /// order first shown, leading to its own page (with item pages) or to the section it is in.
  func search() -> (page: SearchContent, index: OutputFile)? {
    searchEntries().map(search)
  }

  /// The search index's entries, one per item the pages show, in the order first shown; nil
  /// without `"search": true`. Given the last build's entries and the items whose content
  /// changed (every item in its place), only those items' entries are made again.
  func searchEntries(reusing previous: SearchEntries? = nil, changed: ChangedItems? = nil) -> SearchEntries? {
    guard site.gallery.search, let itemPages else { return nil }
    if var entries = previous, let changed {
      guard !changed.isEmpty else { return entries }
      for (position, source) in entries.sources.enumerated() where changed.contains(source) {
        guard let (link, line) = searchEntry(source, in: itemPages) else { continue }
        (entries.links[position], entries.lines[position]) = (link, line)
      }
      return entries
    }
    var entries = SearchEntries()
    for source in itemPages.order {
      guard let (link, line) = searchEntry(source, in: itemPages) else { continue }
      entries.sources.append(source)
      entries.links.append(link)
      entries.lines.append(line)
    }
    return entries
  }

  /// The search page and its index, from the entries.
  func search(_ entries: SearchEntries) -> (page: SearchContent, index: OutputFile) {
    let index = "trellisSearchIndex({\"items\": [\n" + entries.lines.joined(separator: ",\n") + "\n]});\n"
    var content = SearchContent(
      fileName: RenderContext.searchPagePath, title: site.strings["searchTitle"],
      siteTitle: site.gallery.title,
      language: site.gallery.language.tag, navigation: navigation, entries: entries.links)
    content.head = head(for: content.fileName)
    return (content, OutputFile(path: RenderContext.searchIndexPath, text: index))
  }

  /// An item's cell on the search page and its line of the index: its name, where it leads, the
  /// words of its keywords that its name lacks, its glyph, its group and its picture
  /// (`[title, href, keys, glyph, group, image]`, the last only for a character).
  private func searchEntry(_ source: ItemSource, in itemPages: ItemPages) -> (SearchContent.Entry, String)? {
    guard let placement = itemPages.placements[source] else { return nil }
    let page = site.pages[placement.page]
    let section = page.sections[placement.section]
    let href =
      site.gallery.itemPages
      ? itemPages.fileNames[source] ?? "" : RenderContext.sectionHref(page: page, section: section)
    var entry = SearchContent.Entry(title: "", href: href)
    let keywords: [String]
    switch section.data.item(source) {
    case .emoji(let emoji):
      (entry.title, entry.glyph, keywords) = (emoji.title, emoji.text, emoji.keywords)
      entry.group = site.emoji?.categories.first { $0.id == emoji.category }?.title ?? ""
    case .category(let category):
      (entry.title, keywords) = (category.title, [])
    case .character(let character, let universe):
      (entry.title, entry.image, keywords) = (character.name, images.markup(for: character, .cell).src, [character.job])
      entry.group = site.characters?.universes.first { $0.id == universe }?.title ?? ""
    }
    // The words of the name are the script's to make; the keywords add those it lacks.
    let titleWords = Set(SearchKey.words(entry.title))
    let extra = keywords.flatMap(SearchKey.words).filter { !titleWords.contains($0) }
    var seen: Set<String> = []
    let keys = extra.filter { seen.insert($0).inserted }.joined(separator: " ")
    let fields = [entry.title, href, keys, entry.glyph, entry.group]
    var line = "[" + fields.map(JSONEscaping.string).joined(separator: ",")
    line += entry.image.isEmpty ? "]" : "," + JSONEscaping.string(entry.image) + "]"
    return (entry, line)
  }
}

/// The search index's entries (``RenderContext/searchEntries(reusing:changed:)``), kept from
/// build to build by `serve`.
struct SearchEntries {
  /// The items, in the order first shown; each one's link on the search page, and its line of
  /// the index.
  var sources: [ItemSource] = []
  var links: [SearchContent.Entry] = []
  var lines: [String] = []
}

/// How search compares text, the same here as in the site's script: decomposed (NFD), marks
/// dropped, lower-cased, cut into words of letters and digits; a query word matches a word it
/// begins (`kit` finds `kitty`, `eponine` finds `Éponine`).
enum SearchKey {
  static func words(_ text: String) -> [String] {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(text) : unicodeWords(text)
  }

  /// The words of any text, folded as described above.
  static func unicodeWords(_ text: String) -> [String] {
    var folded = ""
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: continue
      default: folded.unicodeScalars.append(scalar)
      }
    }
    return folded.lowercased().split { !$0.unicodeScalars.allSatisfy(isLetterOrNumber) }.map(String.init)
  }

  /// The same for ASCII text, which has no marks to drop and no letters but `A`–`Z` and `a`–`z`.
  static func asciiWords(_ text: String) -> [String] {
    var words: [String] = []
    var word: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
      default:
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
    return words
  }

  /// `\p{L}` or `\p{N}`, as the script's regular expression has it.
  private static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
      .letterNumber, .otherNumber:
      true
    default: false
    }
  }
}
