extension RectEdge: Encodable {
  /// Encodes the array of edge names in the order top, leading, bottom, trailing
  /// (``names``): `["top", "trailing"]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for name in names { try container.encode(name) }
  }
}
