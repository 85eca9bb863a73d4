extension LayoutSupplementaryItem: Encodable {
  /// Encodes `elementKind`, `layoutSize` and `containerAnchor`, then `itemAnchor` when it is
  /// set and `zIndex` when it is not the default 1.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(elementKind, forKey: .elementKind)
    try container.encode(layoutSize, forKey: .layoutSize)
    try container.encode(containerAnchor, forKey: .containerAnchor)
    try container.encodeIfPresent(itemAnchor, forKey: .itemAnchor)
    try container.encode(zIndex, forKey: .zIndex, omittingDefault: 1)
  }
}
