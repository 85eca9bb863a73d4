import TrellisSchema

/// The forms of the layout format's schemas that mirror its decoding helpers (`decodeCount`,
/// `decodeZIndex`, a `decodeCase` with a fallback), so that each reads like the decoder it
/// describes.
extension JSONSchema {
  /// A `count`, as `decodeCount` reads it: a whole number from 1 to
  /// 1,000 (`LayoutChoices.maximumCount`).
  static func count(_ description: String) -> JSONSchema {
    .integer(description, minimum: 1, maximum: LayoutChoices.maximumCount)
  }

  /// A `zIndex`, as `decodeZIndex` reads it: a whole number of magnitude at most
  /// 10,000 (`LayoutChoices.maximumZIndex`), `value` when absent.
  static func zIndex(_ description: String, default value: Int) -> JSONSchema {
    .integer(
      description, minimum: -LayoutChoices.maximumZIndex, maximum: LayoutChoices.maximumZIndex, default: value)
  }

  /// A closed set of names by reference, with the case the decoder falls back to as its default.
  static func reference<Named: SchemaDescribed & RawRepresentable>(
    to type: Named.Type, _ description: String, default value: Named
  ) -> JSONSchema where Named.RawValue == String {
    reference(to: type, description).defaulting(to: .string(value.rawValue))
  }
}

extension LayoutPoint {
  /// The point as JSON, for a default.
  var literal: JSONLiteral { .object([("x", .number(x)), ("y", .number(y))]) }
}

extension DirectionalEdgeInsets {
  /// The insets as JSON, for a default: one number when all four edges are equal.
  var literal: JSONLiteral {
    if top == leading, top == bottom, top == trailing { return .number(top) }
    return .object([
      ("top", .number(top)), ("leading", .number(leading)), ("bottom", .number(bottom)),
      ("trailing", .number(trailing)),
    ])
  }
}
