/// One subtag of a language tag that CLDR does not know, or knows as deprecated. See
/// `LanguageRegistry.problems(in:)`.
package struct LanguageTagProblem: Sendable, Hashable {
  /// Which part of the tag the subtag is.
  package enum Kind: Sendable, Hashable {
    /// The language subtag ("ko"), or an extended language subtag ("yue" in "zh-yue").
    case language
    /// The four-letter script subtag ("Latn").
    case script
    /// The two-letter or three-digit region subtag ("KR", "419").
    case region
    /// A variant subtag ("oxendict").
    case variant
  }

  /// Which part of the tag the subtag is.
  package var kind: Kind
  /// The subtag as the tag wrote it.
  package var subtag: String
  /// For an unknown subtag: what was probably meant (language: `LanguageRegistry.suggestion(forLanguage:)`;
  /// script, region: CLDR's alias ("UK" → "GB"), else the code whose English name matches, e.g. "Latin" →
  /// "Latn"); nil if nothing fits. For a deprecated subtag: its replacement, if CLDR gives one.
  package var suggestion: String?
  /// True when the subtag is known but deprecated; then `suggestion` is its replacement if CLDR has one.
  package var isDeprecated: Bool

  /// A problem with `subtag`.
  package init(kind: Kind, subtag: String, suggestion: String?, isDeprecated: Bool) {
    self.kind = kind
    self.subtag = subtag
    self.suggestion = suggestion
    self.isDeprecated = isDeprecated
  }
}
