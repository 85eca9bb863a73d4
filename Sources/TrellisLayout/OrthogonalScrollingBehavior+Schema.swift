import TrellisSchema

extension OrthogonalScrollingBehavior: SchemaDescribed {
  package static let schemaName = "OrthogonalScrollingBehavior"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "How the section scrolls sideways (Apple's UICollectionLayoutSectionOrthogonalScrollingBehavior); any but none puts all its groups in one row that scrolls sideways."
    )
  }
}
