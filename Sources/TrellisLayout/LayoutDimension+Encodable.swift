extension LayoutDimension: Encodable {
  /// Encodes `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": a}` or
  /// `{"estimated": e}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fractionalWidth(let value): try container.encode(value, forKey: .fractionalWidth)
    case .fractionalHeight(let value): try container.encode(value, forKey: .fractionalHeight)
    case .absolute(let value): try container.encode(value, forKey: .absolute)
    case .estimated(let value): try container.encode(value, forKey: .estimated)
    }
  }
}
