import TrellisSchema

extension LinkTemplate: SchemaDescribed {
  package static let schemaName = "LinkTemplate"

  /// A non-empty string whose braces each enclose a field's name: no unknown placeholder, no
  /// unclosed `{`, no stray `}`.
  package static var schema: JSONSchema {
    JSONSchema.placeholderText(
      "A URL with placeholders filled in from the item: {id}, {text} and {title}, each value percent-encoded.",
      names: ItemField.allCases.map(\.rawValue)
    )
    .exemplified(by: .string("https://example.org/{id}"))
  }
}
