extension LayoutDimension: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  /// Decodes `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": a}` or
  /// `{"estimated": e}`: fractions and estimates greater than 0, absolutes at least 0, all finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.exactlyOne(of: CodingKeys.allCases, in: "a dimension")
    switch key {
    case .fractionalWidth: self = .fractionalWidth(try container.decodeNumber(key, .fraction))
    case .fractionalHeight: self = .fractionalHeight(try container.decodeNumber(key, .fraction))
    case .absolute: self = .absolute(try container.decodeNumber(key, .length))
    case .estimated: self = .estimated(try container.decodeNumber(key, .estimate))
    }
  }
}
