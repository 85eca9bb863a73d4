import TrellisData
import TrellisDiagnostics
import TrellisGallery

extension LoadedSite {
  /// A problem for each id in site.json's `titles` that no data file has, with the closest one
  /// it has.
  static func titleProblems(
    _ titles: Gallery.Titles, emoji: EmojiCatalog?, characters: CharacterCatalog?, places: JSONPlaces
  ) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    func check(
      _ kind: String, _ given: [String: Gallery.Title], known: [String],
      _ message: (String, [String]) -> Diagnostic.Message
    ) {
      let knownSet = Set(known)
      for id in given.keys.sorted() where !knownSet.contains(id) {
        problems.append(places.diagnostic(at: [.key("titles"), .key(kind), .key(id)], message(id, known), atKey: true))
      }
    }
    check("categories", titles.categories, known: emoji?.categories.map(\.id) ?? [], Diagnostic.Message.unknownCategory)
    check("subgroups", titles.subgroups, known: emoji?.subgroups ?? [], Diagnostic.Message.unknownSubgroup)
    check(
      "universes", titles.universes, known: characters?.universes.map(\.id) ?? [], Diagnostic.Message.unknownUniverse)
    return problems
  }

  /// The subgroups of `emoji` a reader sees titled from their ids, in English (emoji.json's
  /// `subgroups` and site.json's `titles` give them no title): those the pages' sections are
  /// expanded into, and, on a site with item pages, every emoji's subgroup.
  static func untitledSubgroups(in pages: [Page], emoji: EmojiCatalog?, itemPages: Bool) -> [String] {
    guard let emoji else { return [] }
    var shown: Set<String> = []
    if itemPages {
      shown = Set(emoji.subgroups)
    } else {
      for page in pages {
        for section in page.sections where section.declaration.expand == .subgroups {
          for source in section.sources {
            if case .emoji(let index) = source, let subgroup = emoji.emoji.subgroup(at: index) {
              shown.insert(subgroup)
            }
          }
        }
      }
    }
    return emoji.subgroups.filter { shown.contains($0) && emoji.subgroupTitle($0) == nil }
  }

  /// The warning for subgroups shown in English on a site in another language, at its
  /// `language`; nil when there are none, or the site is in English.
  static func untitledSubgroupWarning(
    _ untitled: [String], language: String, places: JSONPlaces
  ) -> Diagnostic? {
    guard !untitled.isEmpty, !LanguageTag.isEnglish(language) else { return nil }
    return places.diagnostic(.warning, at: [.key("language")], .untitledSubgroups(untitled, language: language))
  }
}
