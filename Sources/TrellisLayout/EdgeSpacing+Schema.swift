import TrellisSchema

extension EdgeSpacing: SchemaDescribed {
  package static let schemaName = "EdgeSpacing"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self,
      "Space outside an item or group, on each edge (Apple's NSCollectionLayoutEdgeSpacing); unlike insets, it moves the item and uses up room in its group."
    ) {
      switch $0 {
      case .leading: .reference(to: LayoutSpacing.self, "Space before the leading edge; none when absent.")
      case .top: .reference(to: LayoutSpacing.self, "Space above the top edge; none when absent.")
      case .trailing: .reference(to: LayoutSpacing.self, "Space after the trailing edge; none when absent.")
      case .bottom: .reference(to: LayoutSpacing.self, "Space below the bottom edge; none when absent.")
      }
    }
  }
}
