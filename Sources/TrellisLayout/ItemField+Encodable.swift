extension ItemField: Encodable {
  /// Encodes the field name, `"text"`, `"title"` or `"id"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
