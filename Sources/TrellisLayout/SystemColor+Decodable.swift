extension SystemColor: Decodable {
  /// Decodes a system colour name or `"#RRGGBB"`; anything else is an error listing the names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let color = SystemColor(name: name) else {
      throw DecodingError.problem(.unknownColor(name, known: Self.systemColors.map(\.name)), in: container)
    }
    self = color
  }
}
