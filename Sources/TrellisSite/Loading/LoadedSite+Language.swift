import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisLanguage
import TrellisRender

extension LoadedSite {
  /// The words Trellis writes on the site's pages: site.json's `strings` (checked already by
  /// ``GalleryCheck``), English for the others, in the site's language.
  static func interfaceStrings(of language: Gallery.Language) -> InterfaceStrings {
    var texts: [String: String] = [:]
    var plurals: [String: [PluralCategory: String]] = [:]
    for (key, message) in language.strings {
      switch message {
      case .text(let text): texts[key] = text
      case .plural(let forms):
        plurals[key] = Dictionary(forms.compactMap { name, text in PluralCategory(rawValue: name).map { ($0, text) } })
        {
          first, _ in first
        }
      }
    }
    return InterfaceStrings(texts, plurals: plurals, language: language.tag)
  }

  /// The most names that the site's script is judged from.
  static let namesJudged = 500

  /// A warning when the site is written in a script its language is not (a site in Hangul
  /// whose `language` is `kr`, Kanuri, where `ko` was meant), at its `language`, with the
  /// language CLDR finds likeliest for that script. The site's own words are judged (its title,
  /// description and pages' titles and summaries), which its author writes in its language; the
  /// data's names (the categories', the first emoji's and characters') only when those have no
  /// letters, since a translated site may show data in another language.
  static func unlikelyLanguageWarning(
    _ gallery: Gallery, emoji: EmojiCatalog?, characters: CharacterCatalog?, places: JSONPlaces
  ) -> Diagnostic? {
    let language = LanguageData(tag: gallery.language.tag)
    guard let likely = language.likelyScript else { return nil }
    let own = [gallery.title, gallery.head.description ?? ""] + gallery.pages.flatMap { [$0.title, $0.summary ?? ""] }
    var written = UnicodeScript.dominant(in: own)
    if written == nil {
      var names: [String] = []
      if let emoji {
        names += emoji.categories.map(\.title)
        names += (0..<min(emoji.emoji.count, namesJudged)).map { emoji.emoji.title(at: $0) }
      }
      if let characters {
        names += characters.universes.lazy.flatMap(\.sections).flatMap(\.characters).prefix(namesJudged).map(\.name)
      }
      written = UnicodeScript.dominant(in: names)
    }
    guard let written, !UnicodeScript.script(written, fits: likely) else { return nil }
    return places.diagnostic(
      .warning, at: [.key("language")],
      .unlikelyLanguage(
        gallery.language.tag, script: likely, textScript: written,
        suggestion: LanguageRegistry.language(writtenIn: written)))
  }
}
