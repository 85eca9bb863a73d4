import TrellisSchema

extension Gallery.Head.ThemeColor: SchemaDescribed {
  package static let schemaName = "Head.ThemeColor"

  package static var schema: JSONSchema {
    .oneOf(
      [
        color("The colour in both schemes."),
        .object(CodingKeys.self, "A colour for each colour scheme.", required: [.light]) {
          switch $0 {
          case .light: color("The colour in the light scheme (in both, without `dark`).")
          case .dark: color("The colour in the dark scheme.")
          }
        },
      ], "The browser's theme colour, `#rgb` or `#rrggbb`: one, or `{\"light\", \"dark\"}`.")
  }

  /// `#rgb` or `#rrggbb`, in ASCII hexadecimal digits, as the loader reads it.
  private static func color(_ description: String) -> JSONSchema {
    var schema = JSONSchema.string(description)
    schema.pattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"
    return schema.exemplified(by: .string("#0a84ff"))
  }
}

extension Gallery.Head.Icon: SchemaDescribed {
  package static let schemaName = "Head.Icon"

  package static var schema: JSONSchema {
    .oneOf(
      [
        .staticPath("The icon's file, relative to `static/`."),
        .object(CodingKeys.self, "An icon with its relation and sizes.", required: [.href]) {
          switch $0 {
          case .href: .staticPath("The icon's file, relative to `static/`.")
          case .rel:
            .names(relations, "`icon`, or `apple-touch-icon`.", default: Self(href: "").rel)
          case .sizes: sizesSchema
          }
        },
      ], "An icon: a file of `static/`, or `{\"href\", \"rel\", \"sizes\"}`.")
  }

  /// HTML's `sizes`: `any`, or sizes such as `32x32` separated by spaces, each a width and a
  /// height that are whole numbers from 1 (the loader's check, exactly).
  private static var sizesSchema: JSONSchema {
    var schema = JSONSchema.string("HTML's `sizes`: `180x180`, `16x16 32x32` or `any`.")
    let size = "[1-9][0-9]*[xX][1-9][0-9]*"
    schema.pattern = "^(any| *\(size)( +\(size))* *)$"
    return schema
  }
}
