import TrellisDiagnostics

/// A problem in a JSON document: where (byte offset and JSON path) and what was expected.
///
/// Turned into a printable ``Diagnostic`` with the ``SourceFile`` it came from.
package struct JSONError: Error, Sendable, Hashable {
  package var offset: Int
  package var message: Diagnostic.Message
  package var path: [JSONPathComponent]
  /// Where the key or value this one repeats was first seen, for a note.
  package var firstSeen: Int?

  package init(offset: Int, message: Diagnostic.Message, path: [JSONPathComponent] = []) {
    self.offset = offset
    self.message = message
    self.path = path
  }

  package func diagnostic(in file: SourceFile) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    if let firstSeen { notes.append(.firstSeen(at: file.location(at: firstSeen))) }
    return file.diagnostic(at: offset, message, path: jsonPathDescription(path), notes: notes)
  }
}
