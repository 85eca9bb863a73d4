extension SystemColor: Encodable {
  /// Encodes the colour's ``name``: a system colour name, or `"#RRGGBB"` in upper case.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
