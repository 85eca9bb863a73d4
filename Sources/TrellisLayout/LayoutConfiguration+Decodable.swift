extension LayoutConfiguration: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case interSectionSpacing
  }

  /// Decodes `{"interSectionSpacing": s}`, s finite and at least 0 (default 0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      interSectionSpacing: try container.decodeNumber(.interSectionSpacing, .spacing, default: 0))
  }
}
