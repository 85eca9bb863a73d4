import TrellisDiagnostics

/// One problem found in the output, printed like a compiler's message:
/// `Output/gallery.html:12:5: error: img needs an alt attribute`.
package struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file as the user should see it (`Output/gallery.html`).
  package var file: String
  package var line: Int
  package var column: Int
  package var message: Diagnostic.Message
  /// Where the value this one repeats was first seen in the same file (a duplicate id's first),
  /// for a note; its column 0 until it is found on the line by ``columnHints``, as the problem's.
  package var firstSeen: Place?
  /// While checking: text to look for on the line to find the column (when it is 0).
  var columnHints: [String] = []

  /// A line and column of the problem's file.
  package struct Place: Hashable, Sendable {
    package var line: Int
    package var column: Int
  }

  package init(file: String, line: Int, column: Int, message: Diagnostic.Message) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The problem as a diagnostic at its place in the output: the one place a validation
  /// problem becomes a message.
  package var diagnostic: Diagnostic {
    let notes = firstSeen.map { [Diagnostic.Note.firstSeen(at: .init(file: file, line: $0.line, column: $0.column))] }
    return Diagnostic(at: Diagnostic.Location(file: file, line: line, column: column), message, notes: notes ?? [])
  }

  package var description: String { diagnostic.description }

  /// The problem as a JSON object: `{"file": …, "line": …, "column": …, "id": …, "message": …}`,
  /// and `"firstSeen": {"line": …, "column": …}` for a value seen before.
  package var json: String {
    var json =
      "{\"file\": \(JSONEscaping.string(file)), \"line\": \(line), \"column\": \(column), \"id\": \(JSONEscaping.string(message.id.rawValue)), \"message\": \(JSONEscaping.string(message.text))"
    if let firstSeen { json += ", \"firstSeen\": {\"line\": \(firstSeen.line), \"column\": \(firstSeen.column)}" }
    return json + "}"
  }
}
