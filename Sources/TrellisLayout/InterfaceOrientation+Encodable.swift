extension InterfaceOrientation: Encodable {
  /// Encodes the case name, `"portrait"` or `"landscape"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
