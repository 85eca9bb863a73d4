extension LayoutSize: Encodable {
  /// Encodes `{"widthDimension": ..., "heightDimension": ...}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(widthDimension, forKey: .widthDimension)
    try container.encode(heightDimension, forKey: .heightDimension)
  }
}
