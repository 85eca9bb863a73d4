import Foundation
import TrellisData
import TrellisDiagnostics

/// `trellis import`: Unicode's emoji-test.txt (with CLDR's names and keywords) as an emoji.json.
package struct EmojiImport: Sendable {
  /// The emoji.json text.
  package var json: String
  package var emojiCount: Int
  package var categoryCount: Int
  /// How many emoji got CLDR keywords (nil without annotations).
  package var keywordedCount: Int?
  /// What was skipped in the list, as warnings.
  package var warnings: [Diagnostic]

  /// The language the groups were titled in, from CLDR's character labels (nil when they keep
  /// Unicode's English names).
  package var groupTitleLanguage: String?

  /// Reads `emojiTest` and the CLDR `annotations` files, keeping only `groups` when any are named
  /// (by name or category id). The groups are titled with CLDR's character labels in the
  /// annotations' language, from its main file beside them (`annotations/ko.xml` →
  /// `main/ko.xml`), where it has them; English keeps Unicode's names. With `capitalizing`, each
  /// title's first letter is made upper-case by the language's rules ("grinning face" →
  /// "Grinning face"; Turkish "iki" → "İki").
  package init(
    emojiTest: String, annotations: [String], groups: [String], capitalizing: Bool = false
  ) throws(DiagnosticError) {
    var list = try EmojiTestFile(SourceFile.read(path: emojiTest, expecting: ImportedFileKind.emojiTest))
    if !groups.isEmpty { list = try list.keepingGroups(groups) }
    var cldr: CLDRAnnotations?
    var labels: CLDRCharacterLabels?
    for path in annotations {
      var loaded = cldr ?? CLDRAnnotations()
      try loaded.add(SourceFile.read(path: path, expecting: ImportedFileKind.annotations))
      cldr = loaded
      if labels == nil, let main = Self.mainFile(besideAnnotations: path) {
        labels = try CLDRCharacterLabels(SourceFile.read(path: main, expecting: ImportedFileKind.annotations))
      }
    }
    let language = labels?.language ?? "en"
    let groupTitles = language == "en" ? [:] : labels?.groupLabels ?? [:]
    groupTitleLanguage = groupTitles.isEmpty ? nil : language
    let locale = Locale(identifier: language)
    json = list.catalogJSON(annotations: cldr, groupTitles: groupTitles) { title in
      guard capitalizing, let first = title.first else { return title }
      return String(first).uppercased(with: locale) + title.dropFirst()
    }
    emojiCount = list.emoji.count
    categoryCount = list.groups.count
    keywordedCount = cldr.map { cldr in list.emoji.count { cldr.keywords[CLDRAnnotations.key($0.text)] != nil } }
    warnings = list.warnings
    // In another language, the emoji CLDR does not name yet (the newest) keep Unicode's English.
    if let cldr, language != "en" {
      let unnamed = list.emoji.filter { cldr.names[CLDRAnnotations.key($0.text)] == nil }
      if !unnamed.isEmpty {
        let examples = unnamed.prefix(5).map { $0.text + " " + $0.name }
        warnings.append(
          Diagnostic(.warning, at: nil, .namesLeftInEnglish(examples, count: unnamed.count, language: language)))
      }
    }
  }

  /// CLDR's main file of an annotations file's language: `…/annotations/ko.xml` (or
  /// `annotationsDerived/ko.xml`) → `…/main/ko.xml`; nil when there is none.
  static func mainFile(besideAnnotations path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    let main = url.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("main").appendingPathComponent(url.lastPathComponent).path
    return FileManager.default.isReadableFile(atPath: main) ? main : nil
  }
}
