import TrellisDiagnostics

/// A problem in a JSON document: where (byte offset and JSON path) and what was expected.
///
/// Turned into a printable ``Diagnostic`` with the ``SourceFile`` it came from.
package struct JSONError: Error, Sendable, Hashable {
  package var offset: Int
  package var message: Diagnostic.Message
  package var path: [JSONPathComponent]

  package init(offset: Int, message: Diagnostic.Message, path: [JSONPathComponent] = []) {
    self.offset = offset
    self.message = message
    self.path = path
  }

  package func diagnostic(in file: SourceFile) -> Diagnostic {
    file.diagnostic(at: offset, message, path: jsonPathDescription(path))
  }
}
