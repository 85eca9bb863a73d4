/// One problem found in the input, with where it is and what was expected.
///
/// Printed like a compiler's message, so editors and terminals can jump to it:
///
///     Data/emoji.json:14:9: error: expected a string, found a number (at emoji[3].title)
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The input cannot be used: nothing is built.
    case error
    /// The input is used, but something in it is probably not what was meant.
    case warning
    /// More about the error or warning before it.
    case note
  }

  /// How serious the problem is.
  public var severity: Severity
  /// Where the problem is; `nil` for a problem with no place in a file (a missing file, say).
  public var location: SourceLocation?
  /// What is wrong, and what was expected: `expected a string, found a number`.
  public var message: String
  /// The JSON path of the offending value (`pages[0].sections[2].layout`), if any.
  public var path: String?

  package init(
    _ severity: Severity = .error, at location: SourceLocation?, _ message: Message, path: String? = nil
  ) {
    self.severity = severity
    self.location = location
    self.message = message.text
    self.path = path
  }

  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += "\(severity.rawValue): \(message)"
    if let path, !path.isEmpty { text += " (at \(path))" }
    return text
  }
}

/// The error a loader throws: one or more diagnostics, every one of them an error or its note.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  /// The problems found, in the order of their places in the input.
  public var diagnostics: [Diagnostic]

  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  package init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
