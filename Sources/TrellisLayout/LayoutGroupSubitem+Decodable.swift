extension LayoutGroupSubitem: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case item, horizontal, vertical
  }

  /// Decodes `{"item": {...}}`, `{"horizontal": {...}}` or `{"vertical": {...}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.exactlyOne(of: CodingKeys.allCases, in: "a subitem") {
    case .item: self = .item(try container.decode(LayoutItem.self, forKey: .item))
    case .horizontal, .vertical: self = .group(try LayoutGroup(from: decoder))
    }
  }
}
