import TrellisSchema

extension LayoutDimension: SchemaDescribed {
  package static let schemaName = "LayoutDimension"

  /// Exactly one of the decoder's keys, each a number in the range it checks.
  package static var schema: JSONSchema {
    .exactlyOne(
      of: CodingKeys.allCases,
      "A width or a height: a fraction of the container's, an absolute length, or an estimate that grows to fit the content."
    ) {
      switch $0 {
      case .fractionalWidth:
        NumberRequirement.fraction.schema("A fraction of the container's width (1 is all of it).")
      case .fractionalHeight:
        NumberRequirement.fraction.schema(
          "A fraction of the container's height; in a width, of the item's own height (so 1 makes a square).")
      case .absolute: NumberRequirement.length.schema("A length in points.")
      case .estimated:
        NumberRequirement.estimate.schema("A first guess in points; the browser grows it to fit the content.")
      }
    }
  }
}
