extension BoundarySupplementaryItem: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case elementKind, layoutSize, alignment, absoluteOffset, pinToVisibleBounds, extendsBoundary
    case zIndex
  }

  /// Decodes a boundary supplementary; `elementKind`, `layoutSize` and `alignment` are required.
  /// The kind must be one Trellis draws, `"header"` or `"footer"`: any other would be neither
  /// drawn nor given room, so it is an error at `elementKind`.
  ///
  /// An item that does not extend the boundary is drawn at the section's edge, over the content;
  /// Trellis does not pin such an item, so `"pinToVisibleBounds": true` with
  /// `"extendsBoundary": false` is an error at `pinToVisibleBounds`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if try container.decode(Bool.self, forKey: .pinToVisibleBounds, default: false),
      try container.decode(Bool.self, forKey: .extendsBoundary, default: true) == false
    {
      throw DecodingError.problem(.pinWithoutExtendingBoundary, forKey: .pinToVisibleBounds, in: container)
    }
    self.init(
      layoutSize: try container.decode(LayoutSize.self, forKey: .layoutSize),
      elementKind: try container.decodeElementKind(
        .elementKind, for: "a boundary supplementary item", drawn: Self.drawnElementKinds),
      alignment: try container.decode(RectAlignment.self, forKey: .alignment),
      absoluteOffset: try container.decode(LayoutPoint.self, forKey: .absoluteOffset, default: .zero),
      pinToVisibleBounds: try container.decode(
        Bool.self, forKey: .pinToVisibleBounds, default: false),
      extendsBoundary: try container.decode(Bool.self, forKey: .extendsBoundary, default: true),
      zIndex: try container.decodeZIndex(.zIndex, default: 1))
  }
}
