/// The kind of a JSON value, named as messages name it ("expected a string, found a number").
package enum JSONKind: String, Sendable {
  case object, array, string, number, bool, null

  /// The kind with its article: "an object", "a string".
  package var described: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
