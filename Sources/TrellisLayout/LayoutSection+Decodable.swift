extension LayoutSection: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case group, interGroupSpacing, contentInsets, orthogonalScrollingBehavior
    case boundarySupplementaryItems, supplementariesFollowContentInsets, decorationItems
  }

  /// Decodes a section; `group` is required, the rest default as in the initialiser.
  ///
  /// Refused, with an error at the key: `edgeSpacing` on the top-level group (there is no
  /// parent group for it to move the group within, and Trellis does not emulate one), and a
  /// second decoration item (Trellis draws one background per section).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let group = try container.decode(LayoutGroup.self, forKey: .group)
    if group.edgeSpacing != nil {
      throw DecodingError.problem(
        .topLevelEdgeSpacing,
        at: container.codingPath + [
          CodingKeys.group, NamedCodingKey(group.axis == .horizontal ? "horizontal" : "vertical"),
          NamedCodingKey("edgeSpacing"),
        ])
    }
    let decorations = try container.decode([DecorationItem].self, forKey: .decorationItems, default: [])
    if decorations.count > 1 {
      throw DecodingError.problem(
        .multipleDecorations, at: container.codingPath + [CodingKeys.decorationItems, IndexCodingKey(index: 1)])
    }
    self.init(
      group: group,
      interGroupSpacing: try container.decodeNumber(.interGroupSpacing, .spacing, default: 0),
      contentInsets: try container.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero),
      orthogonalScrollingBehavior: try container.decode(
        OrthogonalScrollingBehavior.self, forKey: .orthogonalScrollingBehavior, default: .none),
      boundarySupplementaryItems: try container.decode(
        [BoundarySupplementaryItem].self, forKey: .boundarySupplementaryItems, default: []),
      supplementariesFollowContentInsets: try container.decode(
        Bool.self, forKey: .supplementariesFollowContentInsets, default: true),
      decorationItems: decorations)
  }
}
