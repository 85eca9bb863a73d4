extension LayoutSpacing: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case fixed, flexible
  }

  /// Decodes `{"fixed": s}` or `{"flexible": s}`, s finite and at least 0.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.exactlyOne(of: CodingKeys.allCases, in: "a spacing")
    switch key {
    case .fixed: self = .fixed(try container.decodeNumber(key, .spacing))
    case .flexible: self = .flexible(try container.decodeNumber(key, .spacing))
    }
  }
}
