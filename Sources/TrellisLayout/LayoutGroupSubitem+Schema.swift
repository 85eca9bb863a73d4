import TrellisSchema

extension LayoutGroupSubitem: SchemaDescribed {
  package static let schemaName = "LayoutGroupSubitem"

  /// Exactly one of the decoder's keys: an item, or a group's body under its axis.
  package static var schema: JSONSchema {
    .exactlyOne(of: CodingKeys.allCases, "What a group holds: an item, or another group nested to any depth.") {
      switch $0 {
      case .item: .reference(to: LayoutItem.self, "An item (Apple's NSCollectionLayoutItem).")
      case .horizontal: .reference(to: LayoutGroup.Body.self, "A nested group that lays out its subitems in a row.")
      case .vertical: .reference(to: LayoutGroup.Body.self, "A nested group that lays out its subitems in a column.")
      }
    }
  }
}
