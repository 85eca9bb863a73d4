import TrellisDiagnostics
import TrellisSite
import TrellisValidation

extension Site {
  /// Writes a small site into `directory` (made if missing) that builds, validates and serves as
  /// it is (`trellis init`); never overwrites a file. Returns the paths written.
  package static func scaffold(into directory: String) throws(DiagnosticError) -> [String] {
    try SiteScaffold.write(into: directory)
  }

  /// Every problem in a directory of Trellis output (`trellis validate`), files named as
  /// `displayName/PATH`, sorted by file and line: each as a diagnostic and as a JSON object.
  /// `everyElement` hands every element to the schema validator, even in runs of alike siblings.
  package static func validate(
    output directory: String, displayName: String, everyElement: Bool
  ) -> [(diagnostic: Diagnostic, json: String)] {
    SiteValidator(schema: PageSchema.relaxNG, collapsesRuns: !everyElement)
      .validate(directory: directory, displayName: displayName)
      .map { ($0.diagnostic, $0.json) }
  }
}

/// The JSON Schema of each file a site author writes (`trellis schema`).
package typealias InputSchema = TrellisSite.InputSchema
