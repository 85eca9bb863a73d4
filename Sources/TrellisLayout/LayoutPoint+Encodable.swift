extension LayoutPoint: Encodable {
  /// Encodes `{"x": dx, "y": dy}`, leaving out a coordinate that is 0 (the origin is `{}`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x, omittingDefault: 0)
    try container.encode(y, forKey: .y, omittingDefault: 0)
  }
}
