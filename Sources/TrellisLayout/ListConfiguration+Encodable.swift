extension ListConfiguration: Encodable {
  /// Encodes `appearance`, then each other property only where it differs from the
  /// initialiser's default: header and footer modes not `none`, `"showsSeparators": false`,
  /// swipe actions not empty, and `contentInsets` whenever set (zero insets, `0`, replace the
  /// appearance's own, so they are not a default).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(appearance, forKey: .appearance)
    try container.encode(headerMode, forKey: .headerMode, omittingDefault: .none)
    try container.encode(footerMode, forKey: .footerMode, omittingDefault: .none)
    try container.encode(showsSeparators, forKey: .showsSeparators, omittingDefault: true)
    try container.encodeIfPresent(contentInsets, forKey: .contentInsets)
    try container.encode(leadingSwipeActions, forKey: .leadingSwipeActions, omittingDefault: [])
    try container.encode(trailingSwipeActions, forKey: .trailingSwipeActions, omittingDefault: [])
  }
}

extension ListConfiguration.Appearance: Encodable {
  /// Encodes the case name, `"insetGrouped"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}

extension ListConfiguration.HeaderMode: Encodable {
  /// Encodes the case name, `"supplementary"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}

extension ListConfiguration.FooterMode: Encodable {
  /// Encodes the case name, `"supplementary"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
