import TrellisSchema

// The forms of a condition on an object's values (an `if`, or what `not` refuses): schemas
// that do not describe the values, only test them.
extension JSONSchema {
  /// An object with `key`, its value matching `value`.
  package static func having<Key: CodingKey>(_ key: Key, _ value: JSONSchema) -> JSONSchema {
    var schema = JSONSchema(kind: .object)
    schema.properties = [(key.stringValue, value)]
    schema.required = [key.stringValue]
    return schema
  }

  /// An object whose values of `members`' keys, where present, match their schemas.
  package static func values<Key: CodingKey>(_ members: [(Key, JSONSchema)]) -> JSONSchema {
    var schema = JSONSchema()
    schema.properties = members.map { ($0.0.stringValue, $0.1) }
    return schema
  }

  /// A value matching all of `conditions`.
  package static func all(_ conditions: JSONSchema...) -> JSONSchema {
    var schema = JSONSchema()
    schema.allOf = conditions
    return schema
  }

  /// A value matching any of `conditions`.
  package static func any(_ conditions: JSONSchema...) -> JSONSchema {
    var schema = JSONSchema()
    schema.anyOf = conditions
    return schema
  }

  /// An array with at least `count` elements matching `element`.
  package static func containing(_ element: JSONSchema, atLeast count: Int = 1) -> JSONSchema {
    var schema = JSONSchema(kind: .array)
    schema.contains = Box(element)
    schema.minContains = count == 1 ? nil : count
    return schema
  }

  /// This object schema, refusing an object that has both keys of any of `pairs` (`category`
  /// and `categories`).
  package func refusingBoth<Key: CodingKey>(of pairs: [(Key, Key)]) -> JSONSchema {
    var schema = self
    var both = JSONSchema()
    both.anyOf = pairs.map { .requiring([$0.0, $0.1]) }
    schema.not = Box(both)
    return schema
  }

  /// This schema, described as `description` (a shared schema, as one place uses it).
  package func described(_ description: String) -> JSONSchema {
    var schema = self
    schema.description = description
    return schema
  }

  /// This string schema with `pattern`, when given.
  package func matching(_ pattern: String?) -> JSONSchema {
    var schema = self
    schema.pattern = pattern ?? schema.pattern
    return schema
  }
}
