import TrellisSchema

extension LayoutEnvironmentCondition: SchemaDescribed {
  package static let schemaName = "LayoutEnvironmentCondition"

  /// The decoder's keys, at least one of them. That `maxWidth` is greater than `minWidth` is not
  /// said: a schema cannot compare two values.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A test on the layout environment that picks a variant: every key given must hold, and at least one is required."
    ) {
      switch $0 {
      case .orientation: .reference(to: InterfaceOrientation.self, "The orientation the window must have.")
      case .horizontalSizeClass:
        .reference(to: UserInterfaceSizeClass.self, "The horizontal size class the section's container must have.")
      case .minWidth:
        widthRequirement.schema("The narrowest container width that matches (at least this wide), in points.")
      case .maxWidth:
        widthRequirement.schema(
          "The container width from which the condition no longer matches (narrower than this), in points; greater than minWidth."
        )
      }
    }
    schema.anyOf = CodingKeys.allCases.map { .requiring([$0]) }
    return schema
  }
}
