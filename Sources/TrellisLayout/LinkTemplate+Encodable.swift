extension LinkTemplate: Encodable {
  /// Encodes the template string as written.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(template)
  }
}
