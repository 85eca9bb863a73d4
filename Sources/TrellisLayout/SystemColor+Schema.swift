import TrellisSchema

extension SystemColor: SchemaDescribed {
  package static let schemaName = "SystemColor"

  /// A system colour's name, or six hexadecimal digits after `#` (either case).
  package static var schema: JSONSchema {
    var rgb = JSONSchema.string("An sRGB colour as #RRGGBB, in either case.")
    rgb.pattern = "^#[0-9A-Fa-f]{6}$"
    return .oneOf(
      [.names(systemColors.map(\.name), "An iOS system colour, by name."), rgb],
      "A colour: an iOS system colour's name (systemBlue, systemRed, …) or #RRGGBB.")
  }
}
