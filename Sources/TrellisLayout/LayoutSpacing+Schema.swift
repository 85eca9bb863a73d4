import TrellisSchema

extension LayoutSpacing: SchemaDescribed {
  package static let schemaName = "LayoutSpacing"

  /// Exactly one of the decoder's keys, each a spacing.
  package static var schema: JSONSchema {
    .exactlyOne(
      of: CodingKeys.allCases,
      "Space between neighbouring items or groups (Apple's NSCollectionLayoutSpacing): fixed or flexible, in points."
    ) {
      switch $0 {
      case .fixed: NumberRequirement.spacing.schema("Exactly this much space, in points.")
      case .flexible:
        NumberRequirement.spacing.schema(
          "At least this much space, in points; leftover room in the group is shared out evenly.")
      }
    }
  }
}
