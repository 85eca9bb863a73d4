import TrellisDiagnostics
import TrellisLanguage

/// The words Trellis itself writes on pages (a skip link, labels, the search's messages), in the
/// site's language: English unless site.json's `strings` says otherwise.
///
///     "language": "he",
///     "strings": {"skipToContent": "דלג לתוכן", "searchSite": "חיפוש באתר", ...}
///
/// Templates use them as `{{strings.skipToContent}}`; every template a site may override receives
/// them all. Trellis's script (search messages) and its own titles (the search page, the
/// not-found page, pagination) use them too, so a translated site has no English left.
package struct InterfaceStrings: Hashable, Sendable {
  /// Each string's key, its English text and where it is shown, in the order they are documented.
  package static let all = general + layoutSource

  /// The strings of every site, as ``all`` lists them.
  static let general: [(key: String, english: String, shown: String)] = [
    ("skipToContent", "Skip to content", "the skip link, first on every page"),
    ("pages", "Pages", "the name of the site's navigation"),
    ("searchSite", "Search the site", "the site search field's label and placeholder"),
    ("searchTitle", "Search", "the search page's title"),
    ("searchByName", "Search by name", "a page's search field's label"),
    ("search", "Search", "a page's search field's placeholder"),
    ("show", "Show", "the segmented control's name"),
    ("pagesOf", "Pages of {title}", "the pagination's name"),
    ("partTitle", "{title}, {part} of {count}", "the title of the second and later parts of a page cut by pageSize"),
    ("continuedTitle", "{title}, continued", "a section's header on a part that goes on from the previous one"),
    ("countOfWhole", "{count} of {whole}", "a header's count where a section is cut across parts"),
    ("itemCount", "{count} items", "a home page card's count (counted: one, other)"),
    ("previous", "Previous", "the link to the previous part of a paginated page"),
    ("next", "Next", "the link to the next part"),
    ("progress", "Progress", "the progress header's name"),
    ("percent", "percent", "after the progress header's number, for screen readers"),
    ("pageNotFound", "Page not found", "the not-found page's title"),
    ("noPageHere", "There is no page at this address.", "the not-found page's message"),
    ("goHome", "Go to the home page", "the not-found page's link home"),
    ("codePoints", "Code points", "an emoji's page"),
    ("keywords", "Keywords", "an emoji's page"),
    ("category", "Category", "an emoji's page"),
    ("subgroup", "Subgroup", "an emoji's page"),
    ("copyEmoji", "Copy emoji", "an emoji's page: the copy button"),
    ("job", "Job", "a character's page"),
    ("universe", "Universe", "a character's page"),
    ("section", "Section", "a character's page"),
    ("complete", "Complete", "a character's page"),
    ("yes", "Yes", "a character's page: complete"),
    ("no", "No", "a character's page: not complete"),
    ("allOf", "All of {title}", "an item's page: the link to its section"),
    ("inSection", "In {title}", "an item's page: the name of its links"),
    ("previousItem", "Previous: {title}", "an item's page: the link to the previous item"),
    ("nextItem", "Next: {title}", "an item's page: the link to the next item"),
    ("other", "Other", "the title of a subgroup section for emoji without a subgroup"),
    (
      "matchCount", "{count} items match {query}",
      "the site search's status (counted: one, other); the query in the language's quotation marks"
    ),
    (
      "enterShowsAll", "{matches}; Enter shows them all",
      "the site search's status when there are more matches than shown"
    ),
    ("searchUnavailable", "Search is unavailable.", "the site search: when its index cannot be loaded"),
    ("selected", "Selected", "a cell's checkmark accessory, for screen readers"),
    ("annotate", "Annotate", "the switch that draws each section's layout over it (site.json's showsLayout)"),
  ]

  /// The strings that are messages, each with its placeholders: a translation puts `{title}` and
  /// the others where its language wants them (`"{title} — {part}/{count}"`), and may leave one
  /// out; an unknown name in braces is an error at its key.
  package static let placeholders: [String: [String]] = [
    "partTitle": ["title", "part", "count"], "continuedTitle": ["title"], "countOfWhole": ["count", "whole"],
    "itemCount": ["count"], "pagesOf": ["title"], "allOf": ["title"], "inSection": ["title"],
    "previousItem": ["title"], "nextItem": ["title"], "matchCount": ["count", "query"], "enterShowsAll": ["matches"],
  ]

  /// The template variable each message reaches a template as, filled in.
  package static let messageVariables: [String: String] = [
    "pagesOf": "label", "allOf": "sectionLinkText", "inSection": "navLabel", "previousItem": "previousText",
    "nextItem": "nextText",
  ]

  /// The placeholders a translation may not leave out: without them the message would lose
  /// what it is about (these strings once came before the title, and a translation of that
  /// form is refused with the new one).
  package static let requiredPlaceholders: [String: String] = [
    "pagesOf": "title", "allOf": "title", "inSection": "title", "previousItem": "title", "nextItem": "title",
    "enterShowsAll": "matches",
  ]

  /// The strings that count, with their English forms by CLDR plural category: a translation
  /// gives a form for each category its language's counts take (one text when they take one).
  package static let plurals: [String: [PluralCategory: String]] = [
    "itemCount": [.one: "{count} item", .other: "{count} items"],
    "matchCount": [.one: "{count} item matches {query}", .other: "{count} items match {query}"],
  ]

  /// Keys that are gone, each with the form that stands instead, for site.json's checking.
  package static let replacedKeys: [String: String] = [
    "oneItem": #"the "one" form of "itemCount": {"one": "{count} item", "other": "{count} items"}"#,
    "itemMatches":
      #"the "one" form of "matchCount": {"one": "{count} item matches {query}", "other": "{count} items match {query}"}"#,
    "itemsMatch":
      #"the "other" form of "matchCount": {"one": "{count} item matches {query}", "other": "{count} items match {query}"}"#,
  ]

  /// Why a translated message cannot be used, for site.json's checking: nil when it can.
  package static func problem(inMessage key: String, _ text: String) -> PlaceholderText.Problem? {
    guard let names = placeholders[key] else { return nil }
    do throws(PlaceholderText.Problem) {
      _ = try PlaceholderText.pieces(of: text) { names.contains($0) ? $0 : nil }
      return nil
    } catch {
      return error
    }
  }

  /// Message `key` with each placeholder replaced by its value in `values`.
  package func message(_ key: String, _ values: [String: String]) -> String {
    Self.filling(self[key], values)
  }

  /// Counted message `key` for `count`: the form of the count's plural category in the site's
  /// language (else the `other` form), `{count}` written as the language writes numbers.
  package func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
    let forms = pluralForms[key] ?? [:]
    let form = forms[language.pluralCategory(of: count)] ?? forms[.other] ?? forms.values.first ?? ""
    return Self.filling(form, values.merging(["count": language.number(count)]) { given, _ in given })
  }

  /// `count` as the site's language writes numbers: its digits and grouping.
  package func number(_ count: Int) -> String { language.number(count) }

  /// `items` joined as the site's language joins a list ("a, b, and c").
  package func list(_ items: [String]) -> String { language.list(items) }

  /// `text` in the site's language's quotation marks.
  package func quote(_ text: String) -> String { language.quote(text) }

  private static func filling(_ text: String, _ values: [String: String]) -> String {
    guard let pieces = try? PlaceholderText.pieces(of: text, field: { values[$0] }) else { return text }
    return pieces.map { piece in
      switch piece {
      case .literal(let literal): literal
      case .field(let value): value
      }
    }.joined()
  }

  /// The strings a template receives as constants, `strings.KEY`: those that are words alone.
  /// A message with placeholders is filled in by Trellis and reaches a template as a variable of
  /// its own (an item page's `allOf` is its `sectionLinkText`).
  package static let constantKeys = all.map(\.key).filter { placeholders[$0] == nil && plurals[$0] == nil }

  /// The template variable of each constant string: `strings.KEY`.
  package static let variables = constantKeys.map { "strings." + $0 }

  private var texts: [String: String]
  private var pluralForms: [String: [PluralCategory: String]]
  /// What CLDR says of the site's language: its plural rules, digits, lists and quotation marks.
  package let language: LanguageData

  /// English.
  package init() {
    self.init([:])
  }

  /// English, with `overrides` (key → text) and `plurals` (key → category → text) instead where
  /// given, in the language `tag`. Unknown keys and categories are the caller's to refuse
  /// (site.json's checking does).
  package init(
    _ overrides: [String: String], plurals: [String: [PluralCategory: String]] = [:], language tag: String = "en"
  ) {
    texts = Dictionary(uniqueKeysWithValues: Self.all.map { ($0.key, $0.english) })
    for (key, text) in overrides where texts[key] != nil {
      if Self.plurals[key] == nil { texts[key] = text }
    }
    pluralForms = Self.plurals
    for (key, text) in overrides where Self.plurals[key] != nil { pluralForms[key] = [.other: text] }
    for (key, forms) in plurals where Self.plurals[key] != nil { pluralForms[key] = forms }
    language = LanguageData(tag: tag)
  }

  /// The text of `key` (empty for an unknown key); a counted string's `other` form.
  package subscript(key: String) -> String { pluralForms[key]?[.other] ?? texts[key] ?? "" }

  /// The forms of counted string `key` the site gives, by category.
  package func forms(of key: String) -> [PluralCategory: String] { pluralForms[key] ?? [:] }

  /// The constant strings' texts, in the order of ``constantKeys``.
  package var values: [String] { Self.constantKeys.map { texts[$0] ?? "" } }

  package static func == (a: Self, b: Self) -> Bool {
    a.texts == b.texts && a.pluralForms == b.pluralForms && a.language.tag == b.language.tag
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(texts)
    hasher.combine(pluralForms)
    hasher.combine(language.tag)
  }
}
