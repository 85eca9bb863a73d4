import TrellisSchema

// The forms site.json's schemas need beyond TrellisSchema's: an identifier's alphabet, and the
// rules between keys of one object (exactly one, at most one, not both).
extension JSONSchema {
  /// An identifier: letters, digits, `-` and `_`, not starting with `-` (the site loader's check:
  /// identifiers become file names and HTML ids).
  static func identifier(_ description: String) -> JSONSchema {
    var schema = string(description, minLength: 1)
    schema.pattern = "^[A-Za-z0-9_][A-Za-z0-9_-]*$"
    return schema
  }

  /// A file of `static/`, by a plain relative path: no `:` (a URL's scheme), no leading `/`, no
  /// `..` between slashes (the loader's check, which reads slashes as code points; that the file
  /// is there the schema cannot know).
  static func staticPath(_ description: String) -> JSONSchema {
    var schema = string(description)
    let name = "(?:[^:/.][^:/]*|\\.[^:/.][^:/]*|\\.\\.[^:/]+|\\.?)"
    schema.pattern = "^(?!/)\(name)(?:/\(name))*$"
    return schema
  }

  /// This object schema, refusing an object that has both keys of any of `pairs` (`category`
  /// and `categories`).
  func refusingBoth<Key: CodingKey>(of pairs: [(Key, Key)]) -> JSONSchema {
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
  func matching(_ pattern: String?) -> JSONSchema {
    var schema = self
    schema.pattern = pattern ?? schema.pattern
    return schema
  }
}
