extension InterfaceOrientation: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownOrientation($0, known: $1) }
  }
}
