import TrellisDiagnostics

/// Every message about the files `trellis import` reads, in one place.
extension Diagnostic.Message {
  static let importNotUTF8: Self = "invalid UTF-8; Unicode's and CLDR's files are UTF-8 text"
  static let notAnEmojiTestFile: Self =
    "not Unicode's emoji-test.txt: it has no \"# group:\" header with fully-qualified emoji under it"
  static let notAnEmojiTestLine: Self =
    "not a line of Unicode's emoji-test.txt: expected code points, a status and a comment, as in \"1F600 ; fully-qualified # 😀 E1.0 grinning face\""
  static let emojiBeforeGroup: Self = "an emoji before any \"# group:\" and \"# subgroup:\" header"
  static func groupSplit(_ group: String) -> Self { "the group \"\(group)\" appears in two places" }
  static let notAnAnnotationsFile: Self = "not a CLDR annotations file: it holds no <annotation cp=\"…\"> line"
  static let notAnAnnotationLine: Self =
    "not a CLDR annotation: expected <annotation cp=\"…\">…</annotation> on one line"
  static func unknownGroup(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("group", name, known: known, listed: .max)
  }
}
