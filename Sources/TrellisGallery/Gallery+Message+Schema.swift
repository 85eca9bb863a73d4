import TrellisSchema

extension Gallery.Language.Message: SchemaDescribed {
  package static let schemaName = "Language.Message"

  package static var schema: JSONSchema { schema(text: .nonEmptyString("A text.")) }

  /// A message whose text, and each plural form's, is `text` (the site's loader gives each
  /// interface string its placeholders).
  package static func schema(text: JSONSchema, _ description: String? = nil) -> JSONSchema {
    .oneOf(
      [
        text.described("The text, whatever the count."),
        .object(PluralForm.self, "A text for each plural category the language's counts take (a counted string only).")
        {
          text.described(
            $0 == .other
              ? "The text of any other count (every language's fallback)."
              : "The text of the `\($0.rawValue)` plural category.")
        },
      ],
      description
        ?? "One of the words Trellis writes on pages: a text, or, for a counted string, a text for each plural category."
    )
  }

  /// CLDR's plural categories, the keys of a counted string's forms (the language module's
  /// `PluralCategory`, which this module does not see; the loader checks against it).
  private enum PluralForm: String, CodingKey, CaseIterable {
    case zero, one, two, few, many, other
  }
}
