extension LayoutSupplementaryItem: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case elementKind, layoutSize, containerAnchor, itemAnchor, zIndex
  }

  /// Decodes an anchored supplementary; `elementKind`, `layoutSize` and `containerAnchor` are
  /// required. The kind must be `"badge"`, the one Trellis draws (an error at `elementKind`
  /// otherwise).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      layoutSize: try container.decode(LayoutSize.self, forKey: .layoutSize),
      elementKind: try container.decodeElementKind(
        .elementKind, for: "an item's supplementary item", drawn: [Self.badgeElementKind]),
      containerAnchor: try container.decode(LayoutAnchor.self, forKey: .containerAnchor),
      itemAnchor: try container.decodeIfPresent(LayoutAnchor.self, forKey: .itemAnchor),
      zIndex: try container.decodeZIndex(.zIndex, default: 1))
  }
}
