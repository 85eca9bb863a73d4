extension LayoutDirection: Encodable {
  /// Encodes `"ltr"` or `"rtl"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
