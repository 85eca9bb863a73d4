import TrellisDiagnostics
import TrellisRender

extension PageRenderer {
  /// A whole page as a file of the site, linking the site's stylesheet and `script` (none on a
  /// page that needs none); a template's error becomes its diagnostic.
  func outputFile(
    for page: PageContent, script: String? = RenderContext.scriptPath
  ) throws(DiagnosticError) -> OutputFile {
    var html = ""
    do {
      try render(page, stylesheet: RenderContext.stylesheetPath, script: script) { html += $0 }
    } catch let error as TemplateError {
      throw DiagnosticError(error.diagnostic)
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .unexpected(error)))
    }
    return OutputFile(path: page.fileName, text: html)
  }
}
