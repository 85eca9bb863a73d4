import TrellisSchema

// The forms site.json's schemas need beyond TrellisSchema's: an identifier's alphabet, and a
// path in `static/`.
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
}
