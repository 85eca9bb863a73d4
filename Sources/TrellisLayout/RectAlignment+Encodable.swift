extension RectAlignment: Encodable {
  /// Encodes the case name, `"top"`, `"bottomTrailing"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
