/// The plural categories CLDR sorts counts into ("one apple", "two apples"...).
///
/// Which categories a language uses, and which counts fall into each, differ by language: English uses `one`
/// and `other`, Russian `one`, `few` and `many` for whole numbers, Japanese only `other`. See
/// ``LanguageData/pluralCategories`` and ``LanguageData/pluralCategory(of:)``.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
  /// Counts some languages treat as "none" (Arabic 0, Latvian 10).
  case zero
  /// Singular-like counts (English 1, Russian 1, 21, 31...).
  case one
  /// Dual-like counts (Arabic 2, Slovenian 2, 102...).
  case two
  /// Paucal counts (Russian 2–4, 22–24...; Arabic 3–10).
  case few
  /// "Many" counts (Russian 0, 5–20; Arabic 11–99).
  case many
  /// Everything else; the only category some languages have.
  case other
}
