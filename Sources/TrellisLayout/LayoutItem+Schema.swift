import TrellisSchema

extension LayoutItem: SchemaDescribed {
  package static let schemaName = "LayoutItem"

  package static var schema: JSONSchema {
    .object(CodingKeys.self, "One cell of the layout (Apple's NSCollectionLayoutItem).", required: [.layoutSize]) {
      switch $0 {
      case .layoutSize: .reference(to: LayoutSize.self, "The item's size; fractions are of its group's content box.")
      case .contentInsets:
        .reference(
          to: DirectionalEdgeInsets.self,
          "Insets that shrink the visible item inside its slot, in points (ignored on an estimated axis)."
        ).defaulting(to: DirectionalEdgeInsets.zero.literal)
      case .edgeSpacing:
        .reference(to: EdgeSpacing.self, "Space outside the item that moves it and uses up room in its group.")
      case .supplementaryItems:
        .array(
          of: .reference(to: LayoutSupplementaryItem.self),
          "Supplementary items anchored to the item: badges."
        ).defaulting(to: .array([]))
      }
    }
  }
}
