import TrellisDiagnostics

/// A decoded value together with where it was in its file, for checks made after decoding
/// (an unknown category named in site.json, say) that must still point at the right place.
///
/// Decoded by ``JSONValueDecoder`` it records the value's offset and JSON path; decoded by any
/// other decoder it records offset 0 and an empty path.
package struct Located<Value> {
  package var value: Value
  package var offset: Int
  package var path: [JSONPathComponent]

  package init(_ value: Value, offset: Int = 0, path: [JSONPathComponent] = []) {
    self.value = value
    self.offset = offset
    self.path = path
  }

  /// A diagnostic pointing at this value.
  package func diagnostic(
    _ severity: Diagnostic.Severity = .error, in file: SourceFile, _ message: Diagnostic.Message,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    file.diagnostic(severity, at: offset, message, path: jsonPathDescription(path), notes: notes)
  }
}

extension Located: Decodable where Value: Decodable {
  package init(from decoder: any Decoder) throws {
    self.value = try Value(from: decoder)
    if let decoder = decoder as? ValueDecoder {
      self.offset = decoder.value.offset
      self.path = decoder.codingPath.map(component)
    } else {
      self.offset = 0
      self.path = []
    }
  }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
