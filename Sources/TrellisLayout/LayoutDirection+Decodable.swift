extension LayoutDirection: Decodable {
  /// Decodes `"ltr"` or `"rtl"`; anything else is an error listing both.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownDirection($0, known: $1) }
  }
}
