extension LayoutConfiguration: Encodable {
  /// Encodes `{"interSectionSpacing": s}`, or `{}` when the spacing is the default 0.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(interSectionSpacing, forKey: .interSectionSpacing, omittingDefault: 0)
  }
}
