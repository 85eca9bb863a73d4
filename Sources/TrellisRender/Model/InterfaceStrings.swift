import TrellisDiagnostics

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
    ("pagesOf", "Pages of", "the pagination's name, before the page's title"),
    ("partTitle", "{title}, {part} of {count}", "the title of the second and later parts of a page cut by pageSize"),
    ("continuedTitle", "{title}, continued", "a section's header on a part that goes on from the previous one"),
    ("countOfWhole", "{count} of {whole}", "a header's count where a section is cut across parts"),
    ("oneItem", "{count} item", "a home page card's count, of a page of one item"),
    ("itemCount", "{count} items", "a home page card's count, of a page of any other number"),
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
    ("allOf", "All of", "an item's page: the link to its section, before the section's title"),
    ("inSection", "In", "an item's page: the name of its links, before the section's title"),
    ("previousItem", "Previous:", "an item's page: before the previous item's name"),
    ("nextItem", "Next:", "an item's page: before the next item's name"),
    ("other", "Other", "the title of a subgroup section for emoji without a subgroup"),
    ("itemMatches", "item matches", "the site search: after 1"),
    ("itemsMatch", "items match", "the site search: after any other count"),
    ("enterShowsAll", "Enter shows them all", "the site search: when there are more matches than shown"),
    ("searchUnavailable", "Search is unavailable.", "the site search: when its index cannot be loaded"),
    ("selected", "Selected", "a cell's checkmark accessory, for screen readers"),
    ("annotate", "Annotate", "the switch that draws each section's layout over it (site.json's showsLayout)"),
  ]

  /// The strings that are messages, each with its placeholders: a translation puts `{title}` and
  /// the others where its language wants them (`"{title} — {part}/{count}"`), and may leave one
  /// out; an unknown name in braces is an error at its key.
  package static let placeholders: [String: [String]] = [
    "partTitle": ["title", "part", "count"], "continuedTitle": ["title"], "countOfWhole": ["count", "whole"],
    "oneItem": ["count"], "itemCount": ["count"],
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
    let text = self[key]
    guard let pieces = try? PlaceholderText.pieces(of: text, field: { values[$0] }) else { return text }
    return pieces.map { piece in
      switch piece {
      case .literal(let literal): literal
      case .field(let value): value
      }
    }.joined()
  }

  /// The template variable of each string: `strings.KEY`.
  package static let variables = all.map { "strings." + $0.key }

  private var texts: [String: String]

  /// English.
  package init() {
    texts = Dictionary(uniqueKeysWithValues: Self.all.map { ($0.key, $0.english) })
  }

  /// English, with `overrides` (key → text) instead where given. Unknown keys are the caller's
  /// to refuse (site.json's decoding does).
  package init(_ overrides: [String: String]) {
    self.init()
    for (key, text) in overrides where texts[key] != nil { texts[key] = text }
  }

  /// The text of `key` (empty for an unknown key).
  package subscript(key: String) -> String { texts[key] ?? "" }

  /// The texts in the order of ``all``.
  package var values: [String] { Self.all.map { texts[$0.key] ?? "" } }
}
