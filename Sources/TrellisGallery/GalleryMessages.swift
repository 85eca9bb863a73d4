import TrellisDiagnostics

/// The messages of reading a gallery from site.json: the forms the format allows. What a
/// value may hold (an identifier's alphabet, a page size's range, …) is checked on the values,
/// wherever they came from, by the site's loader.
extension Diagnostic.Message {
  static let sidebarEntryKind = Self(
    "site.sidebarEntryKind", "expected a page's id, or a group: {\"title\": \"…\", \"items\": [...]}")

  static let sectionsOrSegments = Self(
    "site.sectionsOrSegments", "a page needs exactly one of \"sections\" or \"segments\"")

  static let sectionDataKind = Self(
    "site.sectionDataKind", "section data needs exactly one of \"emoji\", \"emojiOutline\" or \"characters\"")

  /// Both the one-value and the list form of a selection (`category` and `categories`).
  static func oneOrMany(_ one: String, _ many: String) -> Self {
    Self("site.oneOrMany", "give either \"\(one)\" or \"\(many)\", not both")
  }

  static let emptyAccessories = Self(
    "site.emptyAccessories", "an empty accessories list has no effect: write the style's name alone")

  static let labelNeedsText = Self(
    "site.labelNeedsText", "a label accessory needs its text: {\"label\": {\"text\": \"{subtitle}\"}}")

  static let accessoryKind = Self(
    "site.accessoryKind",
    "expected an accessory: its name (\"checkmark\") or an object with one key ({\"label\": {\"text\": \"…\"}})")

  static func accessoryTakesNoOptions(_ name: String) -> Self {
    Self("site.accessoryTakesNoOptions", "only the label accessory takes options; write \"\(name)\" as a string")
  }

  static func unknownAccessory(_ name: String, known: [String]) -> Self {
    Suggestion.unknown("site.unknownAccessory", "accessory", name, known: known, listed: .max)
  }

  static func fallbackPictureFormat(_ name: String) -> Self {
    Self(
      "site.fallbackPictureFormat",
      "\"\(name)\" is always written, as the fallback every browser shows (JPEG, or PNG for a picture with transparency); list only the formats offered before it: \"avif\", \"webp\""
    )
  }
}
