extension SystemColor: Decodable {
  /// Decodes a system colour name or `"#RRGGBB"`; anything else is an error listing the names.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let color = SystemColor(name: name) else {
      let names = Self.systemColors.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "unknown colour \"\(name)\"; expected a system colour (\(names)) or \"#RRGGBB\"")
    }
    self = color
  }
}
