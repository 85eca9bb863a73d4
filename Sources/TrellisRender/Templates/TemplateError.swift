import TrellisDiagnostics

/// A template error: which template, where, and why. Printed like a compiler's message.
package struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  package var template: String
  package var line: Int?
  package var column: Int?
  package var message: Diagnostic.Message
  /// The field whose value cannot be placed, when that is the error: ``TemplateSet`` finds its
  /// tag in the template's text.
  var field: String?
  /// Where the template's own markup is not well-formed, in its rendering: ``TemplateSet`` finds
  /// the same markup in the template's text.
  var markup: Markup?

  struct Markup: Hashable, Sendable {
    /// The template rendered once (values stand as sentinels).
    var rendered: String
    /// The offset, in scalars, of the markup at fault.
    var offset: Int
  }

  package init(template: String, line: Int? = nil, column: Int? = nil, message: Diagnostic.Message) {
    self.template = template
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error as a diagnostic at the template's file, line and column (its file alone when the
  /// line is unknown): `Templates/page.mustache:14:53: error: …`. The one place a template error
  /// becomes a message.
  package var diagnostic: Diagnostic {
    guard let line else { return Diagnostic(at: nil, .inTemplate(template, message)) }
    return Diagnostic(at: Diagnostic.Location(file: template, line: line, column: column ?? 1), message)
  }

  package var description: String { diagnostic.description }
}
