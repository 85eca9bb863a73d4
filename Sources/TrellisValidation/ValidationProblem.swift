import TrellisDiagnostics

/// One problem found in the output, printed like a compiler's message:
/// `Output/gallery.html:12:5: error: img needs an alt attribute`.
package struct ValidationProblem: Hashable, Sendable, CustomStringConvertible {
  /// The file as the user should see it (`Output/gallery.html`).
  package var file: String
  package var line: Int
  package var column: Int
  package var message: Diagnostic.Message
  /// While checking: text to look for on the line to find the column (when it is 0).
  var columnHints: [String] = []

  package init(file: String, line: Int, column: Int, message: Diagnostic.Message) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// The problem as a diagnostic at its place in the output: the one place a validation
  /// problem becomes a message.
  package var diagnostic: Diagnostic {
    Diagnostic(at: Diagnostic.Location(file: file, line: line, column: column), message)
  }

  package var description: String { diagnostic.description }

  /// The problem as a JSON object: `{"file": …, "line": …, "column": …, "id": …, "message": …}`.
  package var json: String {
    "{\"file\": \(JSONEscaping.string(file)), \"line\": \(line), \"column\": \(column), \"id\": \(JSONEscaping.string(message.id.rawValue)), \"message\": \(JSONEscaping.string(message.text))}"
  }
}
