import TrellisSchema

extension LayoutConfiguration: SchemaDescribed {
  package static let schemaName = "LayoutConfiguration"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self,
      "Settings for the whole layout rather than one section (Apple's UICollectionViewCompositionalLayoutConfiguration)."
    ) {
      switch $0 {
      case .interSectionSpacing:
        NumberRequirement.spacing.schema(
          "Space between consecutive sections that take room, in points.", default: 0)
      }
    }
  }
}
