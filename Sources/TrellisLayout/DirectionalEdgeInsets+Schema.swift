import TrellisSchema

extension DirectionalEdgeInsets: SchemaDescribed {
  package static let schemaName = "DirectionalEdgeInsets"

  /// A number for all four edges, or an object of any of them (a missing edge is 0).
  package static var schema: JSONSchema {
    .oneOf(
      [
        NumberRequirement.inset.schema("The same inset on all four edges, in points."),
        .object(CodingKeys.self, "Insets by edge, in points; a missing edge is 0.") {
          switch $0 {
          case .top: NumberRequirement.inset.schema("The top inset.", default: 0)
          case .leading: NumberRequirement.inset.schema("The leading inset (left in a left-to-right page).", default: 0)
          case .bottom: NumberRequirement.inset.schema("The bottom inset.", default: 0)
          case .trailing:
            NumberRequirement.inset.schema("The trailing inset (right in a left-to-right page).", default: 0)
          }
        },
      ], "Insets, in points: one number for every edge, or an object of `top`, `leading`, `bottom` and `trailing`.")
  }
}
