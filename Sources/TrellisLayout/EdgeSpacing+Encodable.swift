extension EdgeSpacing: Encodable {
  /// Encodes an object with the edges that have spacing; edge spacing with none is `{}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(leading, forKey: .leading)
    try container.encodeIfPresent(top, forKey: .top)
    try container.encodeIfPresent(trailing, forKey: .trailing)
    try container.encodeIfPresent(bottom, forKey: .bottom)
  }
}
