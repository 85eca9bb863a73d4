import TrellisSchema

extension ItemField: SchemaDescribed {
  package static let schemaName = "ItemField"

  package static var schema: JSONSchema {
    .names(of: Self.self, "A field of a gallery item: its text (for an emoji, the emoji itself), its title or its id.")
  }
}
