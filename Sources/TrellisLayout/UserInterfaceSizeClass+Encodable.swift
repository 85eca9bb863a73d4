extension UserInterfaceSizeClass: Encodable {
  /// Encodes the case name, `"compact"` or `"regular"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
