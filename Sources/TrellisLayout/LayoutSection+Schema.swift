import TrellisSchema

extension LayoutSection: SchemaDescribed {
  package static let schemaName = "LayoutSection"

  /// The decoder's keys; the top-level group takes no `edgeSpacing`, and there is at most one
  /// decoration item.
  package static var schema: JSONSchema {
    .object(
      CodingKeys.self,
      "One section's layout: a group repeated for all of the section's items (Apple's NSCollectionLayoutSection).",
      required: [.group]
    ) {
      switch $0 {
      case .group: topLevelGroupSchema
      case .interGroupSpacing:
        NumberRequirement.spacing.schema("Space between consecutive groups, in points.", default: 0)
      case .contentInsets:
        .reference(
          to: DirectionalEdgeInsets.self, "Insets between the section's frame and the box its group resolves against."
        ).defaulting(to: DirectionalEdgeInsets.zero.literal)
      case .orthogonalScrollingBehavior:
        .reference(
          to: OrthogonalScrollingBehavior.self, "Whether and how the section scrolls sideways.", default: .none)
      case .boundarySupplementaryItems:
        .array(
          of: .reference(to: BoundarySupplementaryItem.self),
          "Headers and footers on the section's edges (Apple's NSCollectionLayoutBoundarySupplementaryItem)."
        ).defaulting(to: .array([]))
      case .supplementariesFollowContentInsets:
        .boolean(
          "Whether headers and footers are narrowed by the section's leading and trailing insets.", default: true)
      case .decorationItems:
        .array(
          of: .reference(to: DecorationItem.self),
          "A background drawn behind the items; at most one, as Trellis draws one background per section.", maxItems: 1
        ).defaulting(to: .array([]))
      }
    }
  }

  /// A group whose body (under `horizontal` or `vertical`) has no `edgeSpacing`: there is no
  /// parent group to move it within.
  private static var topLevelGroupSchema: JSONSchema {
    var schema = JSONSchema.reference(
      to: LayoutGroup.self,
      "The group every run of items is laid out in (a section's top-level group takes no edgeSpacing).")
    var body = JSONSchema()
    body.properties = [
      (
        LayoutGroup.CodingKeys.edgeSpacing.stringValue,
        .refused(
          "A section's top-level group takes no edgeSpacing: there is no parent group to move it within; use the section's contentInsets or interGroupSpacing."
        )
      )
    ]
    schema.properties = LayoutGroup.KindKeys.allCases.map { ($0.stringValue, body) }
    return schema
  }
}
