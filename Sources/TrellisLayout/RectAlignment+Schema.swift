import TrellisSchema

extension RectAlignment: SchemaDescribed {
  package static let schemaName = "RectAlignment"

  package static var schema: JSONSchema {
    .names(
      of: Self.self, "Where a header or footer sits on its section: an edge or a corner (Apple's NSRectAlignment).")
  }
}
