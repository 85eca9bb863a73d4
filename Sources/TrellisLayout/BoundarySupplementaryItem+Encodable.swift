extension BoundarySupplementaryItem: Encodable {
  /// Encodes the form ``init(from:)`` reads: `elementKind`, `layoutSize` and `alignment`, then
  /// `absoluteOffset`, `pinToVisibleBounds`, `extendsBoundary` and `zIndex` only where they
  /// differ from their defaults (zero, false, true, 1).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(elementKind, forKey: .elementKind)
    try container.encode(layoutSize, forKey: .layoutSize)
    try container.encode(alignment, forKey: .alignment)
    try container.encode(absoluteOffset, forKey: .absoluteOffset, omittingDefault: .zero)
    try container.encode(pinToVisibleBounds, forKey: .pinToVisibleBounds, omittingDefault: false)
    try container.encode(extendsBoundary, forKey: .extendsBoundary, omittingDefault: true)
    try container.encode(zIndex, forKey: .zIndex, omittingDefault: 1)
  }
}
