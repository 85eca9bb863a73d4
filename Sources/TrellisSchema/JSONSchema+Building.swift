/// The forms Trellis's schemas are built of, so that a type's `+Schema.swift` reads like its
/// decoder: an object of the decoder's keys, a name of a closed set, a number in the range the
/// decoder checks, exactly one of several keys.
extension JSONSchema {
  /// A string.
  package static func string(_ description: String, minLength: Int? = nil) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .string)
    schema.minLength = minLength
    return schema
  }

  /// A string that must hold more than whitespace (the decoder's non-empty strings). JSON Schema
  /// has no Unicode whitespace class the decoder's `isWhitespace` matches exactly; the pattern
  /// asks for one character that is not ECMA-262 white space, which is the same for every
  /// whitespace a person types.
  package static func nonEmptyString(_ description: String) -> JSONSchema {
    var schema = string(description, minLength: 1)
    schema.pattern = "\\S"
    return schema
  }

  /// `true` or `false`.
  package static func boolean(_ description: String, default value: Bool? = nil) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .boolean)
    schema.defaultValue = value.map(JSONLiteral.bool)
    return schema
  }

  /// A number from `minimum` (or above `exclusiveMinimum`) to `maximum`.
  package static func number(
    _ description: String, minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil,
    default value: Double? = nil
  ) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .number)
    schema.minimum = minimum
    schema.exclusiveMinimum = exclusiveMinimum
    schema.maximum = maximum
    schema.defaultValue = value.map(JSONLiteral.number)
    return schema
  }

  /// A whole number from `minimum` to `maximum`.
  package static func integer(
    _ description: String, minimum: Int? = nil, maximum: Int? = nil, default value: Int? = nil
  ) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .integer)
    schema.minimum = minimum.map(Double.init)
    schema.maximum = maximum.map(Double.init)
    schema.defaultValue = value.map { .number(Double($0)) }
    return schema
  }

  /// One of a closed set of names: the raw values of `type`'s cases, in their order.
  package static func names<Names: RawRepresentable & CaseIterable>(
    of type: Names.Type, _ description: String, default value: Names? = nil
  ) -> JSONSchema where Names.RawValue == String {
    names(type.allCases.map(\.rawValue), description, default: value?.rawValue)
  }

  /// One of `names`.
  package static func names(_ names: [String], _ description: String, default value: String? = nil) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .string)
    schema.names = names
    schema.defaultValue = value.map(JSONLiteral.string)
    return schema
  }

  /// An array of `element`s.
  package static func array(
    of element: JSONSchema, _ description: String, minItems: Int? = nil, maxItems: Int? = nil
  ) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .array)
    schema.items = Box(element)
    schema.minItems = minItems
    schema.maxItems = maxItems
    return schema
  }

  /// An object whose keys are names the author chooses (ids), each holding a `value`.
  package static func map(of value: JSONSchema, _ description: String) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .object)
    schema.additionalProperties = .schema(value)
    return schema
  }

  /// The schema of `type`, by reference, with what it is here.
  package static func reference<Described: SchemaDescribed>(
    to type: Described.Type, _ description: String? = nil
  ) -> JSONSchema {
    var schema = JSONSchema(description: description)
    schema.reference = type
    return schema
  }

  /// An object of the decoder's keys: every case of `keys`, in order, described by `describe`
  /// (a switch over the keys, so a key added to the decoder must be described here too). No
  /// other key is allowed.
  package static func object<Key: CodingKey & CaseIterable>(
    _ keys: Key.Type, _ description: String, required: [Key] = [], _ describe: (Key) -> JSONSchema
  ) -> JSONSchema {
    object(Array(keys.allCases), description, required: required, describe)
  }

  /// An object of the keys `keys`, described by `describe`; no other key is allowed.
  package static func object<Key: CodingKey>(
    _ keys: [Key], _ description: String, required: [Key] = [], _ describe: (Key) -> JSONSchema
  ) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .object)
    schema.properties = keys.map { ($0.stringValue, describe($0)) }
    schema.required = required.map(\.stringValue)
    schema.additionalProperties = .allowed(false)
    return schema
  }

  /// An object of exactly one of `keys` (`{"fractionalWidth": 1}`, `{"horizontal": {...}}`):
  /// one alternative for each key, the key required and alone.
  package static func exactlyOne<Key: CodingKey>(
    of keys: [Key], _ description: String, _ describe: (Key) -> JSONSchema
  ) -> JSONSchema {
    var schema = JSONSchema(description: description, kind: .object)
    schema.oneOf = keys.map { key in object([key], describe(key).description ?? description, required: [key], describe)
    }
    return schema
  }

  /// A key the decoder knows but refuses, with why: an editor marks it, and shows `description`.
  package static func refused(_ description: String) -> JSONSchema {
    var schema = JSONSchema(description: description)
    schema.not = Box(JSONSchema())
    return schema
  }

  /// Alternatives, exactly one of which a value matches.
  package static func oneOf(_ alternatives: [JSONSchema], _ description: String) -> JSONSchema {
    var schema = JSONSchema(description: description)
    schema.oneOf = alternatives
    return schema
  }

  /// A rule between values of one object: when a value matches `condition`, it must match
  /// `requirement` too (`if` and `then`, in an `allOf` beside any others).
  package func when(_ condition: JSONSchema, then requirement: JSONSchema) -> JSONSchema {
    var rule = JSONSchema()
    rule.condition = (Box(condition), Box(requirement))
    var schema = self
    schema.allOf.append(rule)
    return schema
  }

  /// This array schema with no two elements alike.
  package func uniquelyItemed() -> JSONSchema {
    var schema = self
    schema.uniqueItems = true
    return schema
  }

  /// This schema with `value` as its default.
  package func defaulting(to value: JSONLiteral) -> JSONSchema {
    var schema = self
    schema.defaultValue = value
    return schema
  }

  /// This schema with `examples`.
  package func exemplified(by examples: JSONLiteral...) -> JSONSchema {
    var schema = self
    schema.examples = examples
    return schema
  }
}

extension JSONSchema {
  /// This object schema as the root of a file: with the `$schema` key an editor reads to find the
  /// schema, which the decoders accept and ignore.
  package func allowingSchemaKey() -> JSONSchema {
    var schema = self
    schema.properties.insert(
      ("$schema", .string("The JSON Schema this file follows, for editors; Trellis ignores it.")), at: 0)
    return schema
  }
}

extension JSONSchema {
  /// A schema that only asks for `keys`: an alternative of `oneOf` or `anyOf` in an object whose
  /// keys are described once, in its `properties`.
  package static func requiring<Key: CodingKey>(_ keys: [Key], _ description: String? = nil) -> JSONSchema {
    var schema = JSONSchema(description: description)
    schema.required = keys.map(\.stringValue)
    return schema
  }

  /// Exactly `value` (`const`).
  package static func constant(_ value: JSONLiteral) -> JSONSchema {
    var schema = JSONSchema()
    schema.constant = value
    return schema
  }

  /// Anything but what `schema` matches (`not`).
  package static func refusing(_ schema: JSONSchema, _ description: String? = nil) -> JSONSchema {
    var refusal = JSONSchema(description: description)
    refusal.not = Box(schema)
    return refusal
  }
}
