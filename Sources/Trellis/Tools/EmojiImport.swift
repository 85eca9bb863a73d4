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

  /// Reads `emojiTest` and the CLDR `annotations` files, keeping only `groups` when any are named
  /// (by name or category id).
  package init(emojiTest: String, annotations: [String], groups: [String]) throws(DiagnosticError) {
    var list = try EmojiTestFile(SourceFile.read(path: emojiTest, expecting: ImportedFileKind.emojiTest))
    if !groups.isEmpty { list = try list.keepingGroups(groups) }
    var cldr: CLDRAnnotations?
    for path in annotations {
      var loaded = cldr ?? CLDRAnnotations()
      try loaded.add(SourceFile.read(path: path, expecting: ImportedFileKind.annotations))
      cldr = loaded
    }
    json = list.catalogJSON(annotations: cldr)
    emojiCount = list.emoji.count
    categoryCount = list.groups.count
    keywordedCount = cldr.map { cldr in list.emoji.count { cldr.keywords[CLDRAnnotations.key($0.text)] != nil } }
    warnings = list.warnings
  }
}
