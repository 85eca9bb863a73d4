extension LayoutSection: Decodable {
  private enum CodingKeys: String, CodingKey {
    case group, interGroupSpacing, contentInsets, orthogonalScrollingBehavior
    case boundarySupplementaryItems, supplementariesFollowContentInsets, decorationItems
  }

  /// Decodes a section; `group` is required, the rest default as in the initialiser.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      group: try container.decode(LayoutGroup.self, forKey: .group),
      interGroupSpacing: try container.decodeNumber(.interGroupSpacing, .spacing, default: 0),
      contentInsets: try container.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero),
      orthogonalScrollingBehavior: try container.decode(
        OrthogonalScrollingBehavior.self, forKey: .orthogonalScrollingBehavior, default: .none),
      boundarySupplementaryItems: try container.decode(
        [BoundarySupplementaryItem].self, forKey: .boundarySupplementaryItems, default: []),
      supplementariesFollowContentInsets: try container.decode(
        Bool.self, forKey: .supplementariesFollowContentInsets, default: true),
      decorationItems: try container.decode(
        [DecorationItem].self, forKey: .decorationItems, default: []))
  }
}
