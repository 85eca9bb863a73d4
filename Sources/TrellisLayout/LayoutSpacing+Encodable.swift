extension LayoutSpacing: Encodable {
  /// Encodes `{"fixed": s}` or `{"flexible": s}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .fixed(let value): try container.encode(value, forKey: .fixed)
    case .flexible(let value): try container.encode(value, forKey: .flexible)
    }
  }
}
