/// What CLDR says about one language tag: plural categories, list and quotation style, how numbers are
/// written, text direction and likely script.
///
/// The tag is resolved once, in `init(tag:)`, through CLDR's fallback chain: a deprecated language code is
/// first replaced ("iw" → "he"), a missing script is filled in when the region implies another one than the
/// language's usual ("zh-TW" → "zh_Hant_TW"), then each value comes from the first locale in the chain that
/// has it: parentLocales, then truncation ("sr_Latn_RS" → "sr_Latn" → root, "de_AT" → "de"), then root.
/// Plural rules follow truncation only. Tags are case-insensitive and may use "_" or "-".
///
/// ```swift
/// let russian = LanguageData(tag: "ru")
/// russian.pluralCategory(of: 21)  // .one
/// russian.number(3821)            // "3 821" (with a no-break space)
/// ```
package struct LanguageData: Sendable {
  /// The tag this data was made for, as given.
  package let tag: String
  /// Cardinal plural categories that non-negative integer counts can take in this language (those with
  /// @integer samples in plurals.xml), in `PluralCategory.allCases` order. English: [one, other];
  /// Russian: [one, few, many] (its `other` is for fractions only); Arabic: all six; Japanese, Korean: [other].
  package let pluralCategories: [PluralCategory]
  /// The likely script (ISO 15924 code such as "Hang", "Latn", "Arab", "Jpan", "Kore") of the tag: its script
  /// subtag, else likelySubtags.xml's script for language_REGION, then language, then und_REGION. Nil for an
  /// unknown language without a known region.
  package let likelyScript: String?

  private let pluralRules: PluralRules
  private let listPattern: ListPattern
  private let quotationMarks: QuotationMarks
  private let numberFormat: NumberFormat

  /// Resolves `tag` (for example "ko", "sr-Latn-RS", "zh_TW"). Never fails: an unknown tag gets root's data.
  package init(tag: String) {
    self.tag = tag
    var parts = LanguageTagParts(tag)
    if parts.language.isEmpty { parts.language = "und" }
    if let replacement = LanguageRegistry.alias(kind: .language, of: parts.language) {
      let replacementParts = LanguageTagParts(replacement)
      parts.language = replacementParts.language
      parts.script = parts.script ?? replacementParts.script
      parts.region = parts.region ?? replacementParts.region
    }
    likelyScript = parts.script ?? LikelySubtags.script(language: parts.language, region: parts.region)
    if parts.script == nil, let region = parts.region {
      parts.script = LikelySubtags.regionalScript(language: parts.language, region: region)
    }
    let identifier = parts.localeIdentifier
    let chain = LocaleFallback.chain(from: identifier)
    pluralRules = PluralRules(chain: LocaleFallback.truncationChain(from: identifier))
    pluralCategories = pluralRules.categories
    listPattern = ListPattern(chain: chain)
    quotationMarks = QuotationMarks(chain: chain)
    numberFormat = NumberFormat(chain: chain)
  }

  /// The category of a non-negative integer count by the language's cardinal rules (for a negative count,
  /// that of its absolute value). English 1 → one, 2 → other; Russian 21 → one, 22 → few, 25 → many.
  package func pluralCategory(of count: Int) -> PluralCategory {
    pluralRules.category(of: count)
  }

  /// Items joined by the language's standard ("and") list pattern: English "a, b, and c", Japanese "a、b、c".
  /// No items give "", one item the item itself.
  package func list(_ items: [String]) -> String {
    listPattern.format(items)
  }

  /// `text` between the language's quotation marks: English “x”, German „x“, Japanese 「x」.
  package func quote(_ text: String) -> String {
    quotationMarks.start + text + quotationMarks.end
  }

  /// A whole number written as the language writes it: its default numbering system's digits, its group
  /// separator and grouping. English 3821 → "3,821"; Arabic "٣٬٨٢١"; Russian "3 821" (no-break space);
  /// Hindi 1234567 → "12,34,567"; Spanish 1000 → "1000" but 10000 → "10.000". Negative values get "-".
  package func number(_ value: Int) -> String {
    numberFormat.format(value)
  }

  /// The ten digits the language writes, zero first (for a browser script that writes numbers as
  /// `number(_:)` does).
  package var digits: String { String(numberFormat.digits) }

  /// The group separator `number(_:)` puts between digit groups ("," in English, U+00A0 in Russian).
  package var groupSeparator: String { numberFormat.groupSeparator }

  /// The grouping `number(_:)` uses: the size of the last group (`primary`, usually 3), of every group
  /// before it (`secondary`: 2 in Hindi), and the digits a number needs beyond the primary group before it
  /// is grouped at all (`minimum`: 2 in Spanish, so 1000 stays "1000"). A primary size of 0 means no grouping.
  package var grouping: (primary: Int, secondary: Int, minimum: Int) {
    (numberFormat.primaryGrouping, numberFormat.secondaryGrouping, numberFormat.minimumGroupingDigits)
  }

  /// Whether the language's text runs right to left: whether `likelyScript` is a right-to-left script in
  /// CLDR's scriptMetadata.txt. "ar", "he", "fa", "ur", "az-Arab" → true; "ar-Latn", "ko", "en" → false.
  package var isRightToLeft: Bool {
    guard let likelyScript else { return false }
    return UnicodeScript.rightToLeftScripts.contains(likelyScript)
  }
}
