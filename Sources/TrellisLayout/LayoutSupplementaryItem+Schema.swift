import TrellisSchema

extension LayoutSupplementaryItem: SchemaDescribed {
  package static let schemaName = "LayoutSupplementaryItem"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self, "A badge anchored to an item (Apple's NSCollectionLayoutSupplementaryItem).",
      required: [.elementKind, .layoutSize, .containerAnchor]
    ) {
      switch $0 {
      case .elementKind: .names([badgeElementKind], "The kind of element: badge, the one kind Trellis draws on items.")
      case .layoutSize:
        .reference(to: LayoutSize.self, "The badge's size; fractions are of the item it is anchored to.")
      case .containerAnchor: .reference(to: LayoutAnchor.self, "Where on the item the badge attaches.")
      case .itemAnchor:
        .reference(
          to: LayoutAnchor.self,
          "Which point of the badge goes at the container anchor; by default the point with the container anchor's edges."
        )
      case .zIndex: .zIndex("The stacking order: higher draws on top; items are at 0.", default: 1)
      }
    }
  }
}
