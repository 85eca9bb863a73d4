import TrellisSchema

extension DecorationItem: SchemaDescribed {
  package static let schemaName = "DecorationItem"

  /// Exactly one kind, `background`, whose element kind names a template file.
  package static var schema: JSONSchema {
    .exactlyOne(
      of: KindKeys.allCases, "A view drawn behind the section's items (Apple's NSCollectionLayoutDecorationItem)."
    ) {
      switch $0 {
      case .background:
        .object(
          CodingKeys.self,
          "A background covering the whole section, headers and insets included, then inset by contentInsets; drawn under the items."
        ) {
          switch $0 {
          case .elementKind: elementKindSchema
          case .contentInsets:
            .reference(to: DirectionalEdgeInsets.self, "The background's insets within the section, in points.")
              .defaulting(to: DirectionalEdgeInsets.zero.literal)
          }
        }
      }
    }
  }

  /// What ``isElementKindName(_:)`` accepts: ASCII letters, digits, `.`, `_` and `-`, starting
  /// with a letter or a digit, at most ``maximumElementKindLength`` long.
  private static var elementKindSchema: JSONSchema {
    var schema = JSONSchema.string(
      "The app's name for the decoration, as in Apple's API; it names its template, Templates/decoration-KIND.mustache, so it is letters, digits, \".\", \"_\" and \"-\", starting with a letter or a digit.",
      minLength: 1)
    schema.maxLength = maximumElementKindLength
    schema.pattern = "^[A-Za-z0-9][A-Za-z0-9._-]*$"
    return schema.defaulting(to: .string(defaultBackgroundElementKind))
  }
}
