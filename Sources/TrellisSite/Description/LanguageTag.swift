import TrellisLayout

/// What Trellis reads from site.json's `language`: whether it is a language tag, and which way
/// its script is written.
enum LanguageTag {
  /// Whether `tag` is a language tag as XML Schema's `language` type, which the page schema
  /// checks `lang` against, defines it: 1 to 8 letters, then parts of 1 to 8 letters or digits,
  /// each after a `-`.
  static func isValid(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }

  /// The direction the tag's script is written in: its script subtag's (`az-Arab`, `ku-Arab`
  /// are right to left; `ar-Latn` is not), else its language's usual script's (CLDR's likely
  /// subtags: `he`, `ar`, `fa`, `ur` and the others in ``rightToLeftLanguages``).
  static func direction(of tag: String) -> LayoutDirection {
    let parts = tag.split(separator: "-").map { $0.lowercased() }
    guard let language = parts.first else { return .leftToRight }
    // The script subtag is 4 letters, after the language and any 3-letter extended subtags.
    let afterLanguage = parts.dropFirst().drop { $0.count == 3 && $0.allSatisfy(\.isLetter) }
    if let script = afterLanguage.first, script.count == 4, script.allSatisfy(\.isLetter) {
      return rightToLeftScripts.contains(script) ? .rightToLeft : .leftToRight
    }
    return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
  }

  /// Unicode's right-to-left scripts in use today (ISO 15924 codes, lowercased).
  static let rightToLeftScripts: Set<String> = [
    "adlm", "arab", "aran", "hebr", "mand", "mend", "nkoo", "rohg", "samr", "syrc", "syre", "syrj", "syrn", "thaa",
    "yezi",
  ]

  /// Languages whose likely script (CLDR's likelySubtags) is one of ``rightToLeftScripts``.
  static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "arz", "bal", "bgn", "ckb", "dv", "fa", "glk", "he", "iw", "khw", "ks", "lrc", "mzn", "nqo", "prs",
    "ps", "sd", "sdh", "skr", "syr", "ug", "ur", "yi", "ji",
  ]
}
