/// A JSON Schema (draft 2020-12), as Trellis declares its input formats: site.json, emoji.json,
/// characters.json and a section layout.
///
/// Each type that decodes a part of a file declares its schema beside its decoder (`+Schema.swift`),
/// from the same declarations: an object's keys from the decoder's `CodingKeys` (every case must be
/// described, or the switch does not compile), a closed set of names from the type's cases, a
/// number's range from the limit the decoder checks. ``SchemaDocument`` gathers a file's schema
/// and every type it refers to, and prints it.
///
/// Only the keywords Trellis uses are here; each is printed under its JSON Schema name.
package struct JSONSchema {
  /// A JSON type (`type`).
  package enum Kind: String, Sendable {
    case object, array, string, number, integer, boolean
  }

  /// `description`: what the value is, as an editor shows it on hover.
  package var description: String?
  /// `type`.
  package var kind: Kind?
  /// `default`: the value an absent key takes.
  package var defaultValue: JSONLiteral?
  /// `enum`: the closed set of names a string may be.
  package var names: [String]?
  /// `const`.
  package var constant: JSONLiteral?
  /// `$ref`: another type's schema, by its type (printed as `#/$defs/NAME`).
  package var reference: (any SchemaDescribed.Type)?
  /// `properties`, in the order the decoder's keys are declared.
  package var properties: [(key: String, schema: JSONSchema)] = []
  /// `required`.
  package var required: [String] = []
  /// `additionalProperties`: `false` for every object Trellis decodes (unknown keys are errors),
  /// or the schema of every value of a map.
  package var additionalProperties: Additional?
  /// `propertyNames`: what a map's keys must be.
  package var propertyNames: Box?
  /// `items`.
  package var items: Box?
  /// `minItems` and `maxItems`.
  package var minItems: Int?
  package var maxItems: Int?
  /// `minLength` and `maxLength` (JSON Schema counts characters; the decoder counts UTF-8 bytes).
  package var minLength: Int?
  package var maxLength: Int?
  /// `pattern` (ECMA-262).
  package var pattern: String?
  /// `minimum`, `exclusiveMinimum` and `maximum`.
  package var minimum: Double?
  package var exclusiveMinimum: Double?
  package var maximum: Double?
  /// `uniqueItems`: no two elements alike.
  package var uniqueItems = false
  /// `contains`: an element that matches.
  package var contains: Box?
  /// `minContains`: how many elements, at least, match `contains`.
  package var minContains: Int?
  /// `minProperties`.
  package var minProperties: Int?
  /// `dependentRequired`: keys that each key needs beside it.
  package var dependentRequired: [(key: String, needs: [String])] = []
  /// `if` and `then`: what a value must also match when it matches `if` (a rule between two
  /// values of one object).
  package var condition: (if: Box, then: Box)?
  /// `allOf`: schemas every value matches too (several conditions).
  package var allOf: [JSONSchema] = []
  /// `oneOf`: the alternatives of a format with several forms; exactly one matches.
  package var oneOf: [JSONSchema] = []
  /// `anyOf`.
  package var anyOf: [JSONSchema] = []
  /// `not`: `{"not": {}}` refuses every value (a key Trellis knows but refuses).
  package var not: Box?
  /// `examples`.
  package var examples: [JSONLiteral] = []

  package init(description: String? = nil, kind: Kind? = nil) {
    self.description = description
    self.kind = kind
  }

  /// What `additionalProperties` holds.
  package indirect enum Additional {
    case allowed(Bool)
    case schema(JSONSchema)
  }

  /// A schema held by another (`items`, `not`, …): a class, as a struct cannot hold itself.
  package final class Box {
    package let schema: JSONSchema
    package init(_ schema: JSONSchema) { self.schema = schema }
  }
}

/// A JSON value in a schema: a default, a constant, an example.
package enum JSONLiteral: Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([JSONLiteral])
  case object([(key: String, value: JSONLiteral)])

  package static func == (left: JSONLiteral, right: JSONLiteral) -> Bool {
    switch (left, right) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }
}

/// A type that decodes a part of a Trellis file, and declares that part's schema.
package protocol SchemaDescribed {
  /// The name under `$defs` (`LayoutGroup`).
  static var schemaName: String { get }
  /// The schema.
  static var schema: JSONSchema { get }
}
