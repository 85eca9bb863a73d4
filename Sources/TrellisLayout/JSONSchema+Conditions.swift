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
}
