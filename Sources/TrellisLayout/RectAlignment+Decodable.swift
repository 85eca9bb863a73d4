extension RectAlignment: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownAlignment($0, known: $1) }
  }
}
