/// A language tag split into the subtags CLDR's data is keyed by, each in CLDR's case: language and variants
/// lowercase ("sr"), script titlecase ("Latn"), region uppercase ("RS").
///
/// The tag is assumed to be well-formed BCP 47 (another part of Trellis checks that); `_` is accepted as a
/// separator too. Extensions ("-u-...") and private use ("-x-...") end the part that is read.
struct LanguageTagParts: Sendable, Hashable {
  /// The primary language subtag, e.g. "sr"; empty for a tag that is private use only ("x-...").
  var language: String
  /// Extended language subtags ("yue" in "zh-yue"), rarely used.
  var extendedLanguages: [String] = []
  /// The script subtag, e.g. "Latn", if the tag has one.
  var script: String?
  /// The region subtag, e.g. "RS" or "419", if the tag has one.
  var region: String?
  /// Variant subtags, e.g. "oxendict".
  var variants: [String] = []

  /// Splits `tag` at "-" and "_".
  init(_ tag: String) {
    let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    language = ""
    var index = 0
    guard let first = subtags.first, first.count > 1, Self.isAlpha(first) else { return }
    language = first
    index = 1
    while index < subtags.count, extendedLanguages.count < 3, language.count <= 3, subtags[index].count == 3,
      Self.isAlpha(subtags[index])
    {
      extendedLanguages.append(subtags[index])
      index += 1
    }
    if index < subtags.count, subtags[index].count == 4, Self.isAlpha(subtags[index]) {
      script = subtags[index].prefix(1).uppercased() + subtags[index].dropFirst()
      index += 1
    }
    if index < subtags.count,
      (subtags[index].count == 2 && Self.isAlpha(subtags[index]))
        || (subtags[index].count == 3 && subtags[index].allSatisfy(\.isASCIIDigit))
    {
      region = subtags[index].uppercased()
      index += 1
    }
    while index < subtags.count,
      subtags[index].count >= 5 || (subtags[index].count == 4 && subtags[index].first?.isASCIIDigit == true)
    {
      variants.append(subtags[index])
      index += 1
    }
  }

  /// The CLDR locale identifier of these parts ("sr_Latn_RS", variants uppercase: "ca_ES_VALENCIA").
  var localeIdentifier: String {
    var parts = [language.isEmpty ? "und" : language]
    if let script { parts.append(script) }
    if let region { parts.append(region) }
    parts += variants.map { $0.uppercased() }
    return parts.joined(separator: "_")
  }

  private static func isAlpha(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
