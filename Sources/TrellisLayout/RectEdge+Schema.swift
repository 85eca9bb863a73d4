import TrellisSchema

extension RectEdge: SchemaDescribed {
  package static let schemaName = "RectEdge"

  package static var schema: JSONSchema {
    .array(
      of: .names(named.map(\.name), "An edge, named by reading direction."),
      "A set of edges of a box, named by reading direction (Apple's NSDirectionalRectEdge); empty means none.")
  }
}
