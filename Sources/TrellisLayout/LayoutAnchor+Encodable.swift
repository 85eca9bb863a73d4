extension LayoutAnchor: Encodable {
  /// Encodes `{"edges": [...], "absoluteOffset": {...}}` or with `"fractionalOffset"`. Empty
  /// edges (the centre) and a zero absolute offset are left out; a fractional offset is always
  /// written, since it is what makes the offset fractional (`{"fractionalOffset": {}}` for zero).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(edges, forKey: .edges, omittingDefault: [])
    switch offset {
    case .absolute(let point): try container.encode(point, forKey: .absoluteOffset, omittingDefault: .zero)
    case .fractional(let point): try container.encode(point, forKey: .fractionalOffset)
    }
  }
}
