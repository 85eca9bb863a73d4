import TrellisDiagnostics

// Helpers for loaders that read objects field by field with a JSONScanner.

extension JSONScanner {
  /// Reads a field's value, failing if the same key appeared before in this object.
  package mutating func readField<T>(
    _ slot: T?, _ read: (inout JSONScanner) throws(JSONError) -> T
  ) throws(JSONError) -> T {
    if slot != nil { throw error(.duplicateKey(currentKey), at: keyOffset) }
    return try read(&self)
  }

  /// Reads a string field once (a repeated key is an error).
  package mutating func readStringField(_ slot: String?) throws(JSONError) -> String {
    try readField(slot) { scanner throws(JSONError) in try scanner.readString() }
  }

  /// Reads a non-empty string field once (a repeated key is an error).
  package mutating func readNonEmptyStringField(_ slot: String?) throws(JSONError) -> String {
    try readField(slot) { scanner throws(JSONError) in try scanner.readNonEmptyString() }
  }

  /// The error for a required key missing from the object that started at `objectOffset`.
  /// Call it after the object is closed, so the path names the object.
  package func missingKey(_ key: String, inObjectAt objectOffset: Int) -> JSONError {
    error(.missingKey(key), at: objectOffset)
  }

  /// Reads an array, each element with `readElement`.
  package mutating func readArray<T>(
    _ readElement: (inout JSONScanner) throws(JSONError) -> T
  ) throws(JSONError) -> [T] {
    var result: [T] = []
    try beginArray()
    while try nextElement() { result.append(try readElement(&self)) }
    return result
  }

  package mutating func readStringArray() throws(JSONError) -> [String] {
    var strings: [String] = []
    try beginArray()
    while try nextElement() { strings.append(try readString()) }
    return strings
  }

  /// Reads a string that must not be empty (nor only white space).
  package mutating func readNonEmptyString() throws(JSONError) -> String {
    let offset = valueOffset()
    let string = try readString()
    if string.allSatisfy(\.isWhitespace) { throw error(.emptyString, at: offset) }
    return string
  }

  var currentKey: String {
    if case .key(let key)? = path.last { return key }
    return ""
  }
}

extension SourceFile {
  /// Reads the whole file with a ``JSONScanner``: `read` consumes the top-level value, then
  /// nothing but white space may follow. Scanner errors become located diagnostics; diagnostics
  /// thrown by `read` (checks made after reading) pass through.
  package func scanJSON<T>(_ read: (inout JSONScanner) throws -> T) throws(DiagnosticError) -> T {
    do {
      var scanner = try JSONScanner(self)
      let value = try read(&scanner)
      try scanner.expectEnd()
      return value
    } catch let error as JSONError {
      throw DiagnosticError(error.diagnostic(in: self))
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(diagnostic(at: 0, .invalidValue("\(error)")))
    }
  }
}
