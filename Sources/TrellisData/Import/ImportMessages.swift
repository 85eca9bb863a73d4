import TrellisDiagnostics

/// Every message about the files `trellis import` reads, in one place.
extension Diagnostic.Message {
  static let importNotUTF8 = Self("import.invalidUTF8", "invalid UTF-8; Unicode's and CLDR's files are UTF-8 text")
  static let notAnEmojiTestFile = Self(
    "import.notAnEmojiTestFile",
    "not Unicode's emoji-test.txt: it has no \"# group:\" header with fully-qualified emoji under it")
  static let notAnEmojiTestLine = Self(
    "import.notAnEmojiTestLine",
    "not a line of Unicode's emoji-test.txt: expected code points, a status and a comment, as in \"1F600 ; fully-qualified # 😀 E1.0 grinning face\""
  )
  static let emojiBeforeGroup = Self(
    "import.emojiBeforeGroup", "an emoji before any \"# group:\" and \"# subgroup:\" header")
  static func groupSplit(_ group: String) -> Self {
    Self("import.groupSplit", "the group \"\(group)\" appears in two places")
  }
  package static func namesLeftInEnglish(_ examples: [String], count: Int, language: String) -> Self {
    let some = examples.joined(separator: ", ") + (count > examples.count ? ", …" : "")
    return Self(
      "import.namesLeftInEnglish",
      "CLDR names \(count == 1 ? "1 emoji" : "\(count) emoji") in no annotations file for \"\(language)\": "
        + "\(count == 1 ? "it keeps its" : "they keep their") English name from emoji-test.txt (\(some)); translate "
        + "\(count == 1 ? "it" : "them") in the emoji file, or leave them out")
  }

  static let notAnAnnotationsFile = Self(
    "import.notAnAnnotationsFile", "not a CLDR annotations file: it holds no <annotation cp=\"…\"> line")
  static let notAnAnnotationLine = Self(
    "import.notAnAnnotationLine", "not a CLDR annotation: expected <annotation cp=\"…\">…</annotation> on one line")
  static func unknownGroup(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("import.unknownGroup", "group", name, known: known, listed: .max)
  }

  // What the emoji loader would refuse (see `CatalogStrings`).

  static func cannotAppearInPage(_ scalar: Unicode.Scalar, in what: ImportedString? = nil) -> Self {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return Self(
      "import.characterNoPageMayHold",
      "\(code)\(what.map { " in the \($0.rawValue)" } ?? ""): a character no page can hold (a control character or an XML non-character)"
    )
  }
  static func tooLong(_ what: ImportedString) -> Self {
    Self(
      "import.stringTooLong",
      "the \(what.rawValue) is longer than \(JSONScanner.maximumStringLength) bytes as JSON, the most an emoji.json's string may hold"
    )
  }
  static func tooManyCodePoints(_ count: Int) -> Self {
    Self(
      "import.tooManyCodePoints",
      "an emoji of \(count) code points: at most \(CatalogStrings.maximumCodePoints) (Unicode's longest have 10)")
  }
  static let blankEmoji = Self(
    "import.blankEmoji", "an emoji of white space only: an emoji must show something")
  static func duplicateEmoji(_ text: String, group: String) -> Self {
    Self("import.duplicateEmoji", "\"\(text)\" is already in the group \"\(group)\": this line is skipped")
  }
}

/// The strings of the files `trellis import` reads that the catalog holds, as messages name them.
enum ImportedString: String {
  case groupName = "group's name"
  case subgroupName = "subgroup's name"
  case emojiName = "emoji's name"
  case cldrName = "CLDR name"
  case cldrKeywords = "CLDR keywords"
}

/// What `trellis import`'s files are, as an error reading one names it: `is a directory,
/// expected emoji-test.txt`.
package enum ImportedFileKind {
  package static let emojiTest = "emoji-test.txt"
  package static let annotations = "a CLDR annotation file"
}
