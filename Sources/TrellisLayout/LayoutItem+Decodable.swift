extension LayoutItem: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case layoutSize, contentInsets, edgeSpacing, supplementaryItems
  }

  /// Decodes an item; `layoutSize` is required, the rest default as in ``init(layoutSize:contentInsets:edgeSpacing:supplementaryItems:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      layoutSize: try container.decode(LayoutSize.self, forKey: .layoutSize),
      contentInsets: try container.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero),
      edgeSpacing: try container.decodeIfPresent(EdgeSpacing.self, forKey: .edgeSpacing),
      supplementaryItems: try container.decode(
        [LayoutSupplementaryItem].self, forKey: .supplementaryItems, default: []))
  }
}
