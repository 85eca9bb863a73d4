extension LayoutPreset: Encodable {
  /// Encodes the preset name, `"adaptiveGrid"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
