import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisRender

/// site.json, as written: the site's title, its data files and its pages.
///
///     {"title": "Trellis Gallery",
///      "data": {"emoji": "emoji.json", "characters": "characters.json"},
///      "pages": [{"id": "explorer", "title": "Emoji Explorer", "sections": [...]}]}
package struct SiteDescription: Decodable, Sendable {
  package var title: String
  /// The pages' `lang` attribute (BCP 47), "en" by default.
  package var language: String
  /// Which way the pages run (`dir`): site.json's `direction` (`"ltr"` or `"rtl"`), else the
  /// language's (right to left for Hebrew, Arabic, Persian, Urdu and the other languages written
  /// in a right-to-left script). Leading and trailing follow it, on every page and in every layout.
  package var direction: LayoutDirection
  package var data: DataFiles
  /// Spacing between sections, for every page that does not set its own.
  package var layoutConfiguration: LayoutConfiguration
  package var pages: [PageDescription]
  /// Whether every emoji and character the pages show gets a page of its own, linked from its
  /// cells (`"itemPages": true`).
  package var itemPages: Bool
  /// Whether the site has a search page (`search.html`, with a search field on every page) and
  /// the index its script searches (`"search": true`).
  package var search: Bool
  /// What every page's `<head>` holds beyond its title (description, base URL, image, theme
  /// colour, icons, stylesheets): keys at the top level of site.json.
  package var head = SiteHead()
  /// The pages as the outline of an app's sidebar (`"sidebar": [...]`), instead of a row of links
  /// in the banner: at regular width the sidebar stands beside every page, and at compact width
  /// it is the home page. Every page the navigation lists must be in it once.
  package var sidebar: Located<[SidebarEntry]>?
  /// Whether every page shows how it is laid out (`"showsLayout": true`), as a documentation
  /// gallery does: each section's layout as JSON and as Swift, and an Annotate switch that draws
  /// its groups, insets and spacing over the live layout.
  package var showsLayout: Bool
  /// The words Trellis writes on pages, in the site's language (`"strings": {"skipToContent":
  /// "דלג לתוכן"}`); English for any not given.
  package var strings = InterfaceStrings()

  /// Paths of the data files, relative to the site directory.
  ///
  ///     "data": {"emoji": "emoji.json", "characters": "characters.json"}
  ///     "data": {"emoji": ["emoji.json", "unicode-emoji.json"]}
  package struct DataFiles: Decodable, Sendable {
    /// The emoji files, read in order into one catalog: one path, or a list of them.
    package var emoji: [Located<String>] = []
    package var characters: Located<String>?

    /// Every data file's path, as written.
    package var paths: [String] { emoji.map(\.value) + (characters.map { [$0.value] } ?? []) }

    init() {}

    enum CodingKeys: String, CodingKey { case emoji, characters }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if !container.contains(.emoji) {
        emoji = []
      } else if let one = try? container.decode(Located<String>.self, forKey: .emoji) {
        emoji = [one]
      } else if (try? container.nestedUnkeyedContainer(forKey: .emoji)) != nil {
        emoji = try container.decode([Located<String>].self, forKey: .emoji)
        guard !emoji.isEmpty else {
          throw DecodingError.problem(.noEmojiFiles, forKey: .emoji, in: container)
        }
      } else {
        throw DecodingError.problem(.emojiFilesKind, forKey: .emoji, in: container)
      }
      characters = try container.decodeIfPresent(Located<String>.self, forKey: .characters)
    }
  }

  enum CodingKeys: String, CodingKey {
    case title, language, direction, data, layoutConfiguration, pages, itemPages, search
    case description, baseURL, image, themeColor, icons, stylesheets, strings, sidebar, showsLayout
  }

  /// site.json's `strings`: each key one of ``InterfaceStrings/all`` (another is an unknown key,
  /// with the likely one), each text not empty.
  private struct StringsTable: Decodable {
    var texts: [String: String] = [:]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      for (key, _, _) in InterfaceStrings.all {
        guard let text = try container.decodeIfPresent(String.self, forKey: Key(stringValue: key)) else { continue }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
          throw DecodingError.problem(.emptyInterfaceString(key), forKey: Key(stringValue: key), in: container)
        }
        texts[key] = text
      }
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    language = try container.decodeIfPresent(String.self, forKey: .language) ?? "en"
    guard LanguageTag.isValid(language) else {
      throw DecodingError.problem(.notALanguageTag(language), forKey: .language, in: container)
    }
    direction =
      try container.decodeIfPresent(LayoutDirection.self, forKey: .direction) ?? LanguageTag.direction(of: language)
    data = try container.decodeIfPresent(DataFiles.self, forKey: .data) ?? DataFiles()
    layoutConfiguration =
      try container.decodeIfPresent(LayoutConfiguration.self, forKey: .layoutConfiguration) ?? LayoutConfiguration()
    pages = try container.decode([PageDescription].self, forKey: .pages)
    itemPages = try container.decodeIfPresent(Bool.self, forKey: .itemPages) ?? false
    search = try container.decodeIfPresent(Bool.self, forKey: .search) ?? false
    if search, pages.contains(where: { $0.id.value == "search" }) {
      throw DecodingError.problem(.pageCalledSearch, forKey: .search, in: container)
    }
    sidebar = try container.decodeIfPresent(Located<[SidebarEntry]>.self, forKey: .sidebar)
    showsLayout = try container.decodeIfPresent(Bool.self, forKey: .showsLayout) ?? false
    strings = InterfaceStrings(try container.decodeIfPresent(StringsTable.self, forKey: .strings)?.texts ?? [:])
    head.description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
    head.baseURL = try container.decodeIfPresent(Located<String>.self, forKey: .baseURL)
    if let baseURL = head.baseURL {
      if let problem = SiteHead.baseURLProblem(baseURL.value) {
        throw DecodingError.problem(.badBaseURL(baseURL.value, problem), forKey: .baseURL, in: container)
      }
      if !baseURL.value.hasSuffix("/") { head.baseURL?.value += "/" }
    }
    head.image = try container.decodeIfPresent(Located<String>.self, forKey: .image)
    head.themeColor = try container.decodeIfPresent(SiteHead.ThemeColor.self, forKey: .themeColor)
    head.icons = try container.decodeIfPresent([SiteHead.Icon].self, forKey: .icons) ?? []
    head.stylesheets = try container.decodeIfPresent([Located<String>].self, forKey: .stylesheets) ?? []
    if pages.isEmpty {
      throw DecodingError.problem(.noPages, forKey: .pages, in: container)
    }
  }
}
