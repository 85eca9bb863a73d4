import TrellisData
import TrellisDiagnostics
import TrellisRender

extension TemplateError {
  /// The error as a diagnostic at the template's file, line and column (its file alone when the
  /// line is unknown), printed once: `Templates/page.mustache:14:53: error: …`.
  var diagnostic: Diagnostic {
    guard let line else { return Diagnostic(at: nil, "\(template): \(message)") }
    return Diagnostic(at: SourceLocation(file: template, line: line, column: column ?? 1), message)
  }
}
