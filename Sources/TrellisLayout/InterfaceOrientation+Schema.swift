import TrellisSchema

extension InterfaceOrientation: SchemaDescribed {
  package static let schemaName = "InterfaceOrientation"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "The shape of the window: portrait (at least as tall as wide) or landscape (wider than tall); Apple's UIInterfaceOrientation, reduced to its two shapes."
    )
  }
}
