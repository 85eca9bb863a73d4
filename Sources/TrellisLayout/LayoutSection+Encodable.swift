extension LayoutSection: Encodable {
  /// Encodes `group`, then each other property only where it differs from the initialiser's
  /// default: `interGroupSpacing` not 0, `contentInsets` not zero, `orthogonalScrollingBehavior`
  /// not `none`, supplementaries and decorations not empty, and
  /// `"supplementariesFollowContentInsets": false`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(group, forKey: .group)
    try container.encode(interGroupSpacing, forKey: .interGroupSpacing, omittingDefault: 0)
    try container.encode(contentInsets, forKey: .contentInsets, omittingDefault: .zero)
    try container.encode(
      orthogonalScrollingBehavior, forKey: .orthogonalScrollingBehavior, omittingDefault: .none)
    try container.encode(
      boundarySupplementaryItems, forKey: .boundarySupplementaryItems, omittingDefault: [])
    try container.encode(
      supplementariesFollowContentInsets, forKey: .supplementariesFollowContentInsets,
      omittingDefault: true)
    try container.encode(decorationItems, forKey: .decorationItems, omittingDefault: [])
  }
}
