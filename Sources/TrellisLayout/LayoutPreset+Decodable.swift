extension LayoutPreset: Decodable {
  /// Decodes the preset name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownPreset($0, known: $1) }
  }
}
