extension LayoutItem: Encodable {
  /// Encodes `layoutSize`, then `contentInsets`, `edgeSpacing` and `supplementaryItems` where
  /// they are set (insets not zero, supplementaries not empty).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(layoutSize, forKey: .layoutSize)
    try container.encode(contentInsets, forKey: .contentInsets, omittingDefault: .zero)
    try container.encodeIfPresent(edgeSpacing, forKey: .edgeSpacing)
    try container.encode(supplementaryItems, forKey: .supplementaryItems, omittingDefault: [])
  }
}
