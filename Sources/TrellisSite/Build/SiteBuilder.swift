import TrellisData
import TrellisRender

/// `trellis build`: site directory in, static site out.
public enum SiteBuilder {
  public struct Result: Sendable {
    public var pages: Int
    public var files: Int
    public var bytes: Int
    public var warnings: [Diagnostic]
  }

  /// Loads, renders and writes the site. On any error nothing is written and the previous
  /// output stays as it was. `progress` is told each stage as it starts.
  public static func build(
    siteDirectory: String, output: String, progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> Result {
    progress("loading \(joinPath(siteDirectory, "site.json"))")
    let site = try Site.load(directory: siteDirectory)
    let templates: TemplateSet
    do {
      templates = try TemplateSet(overrides: try TemplateOverrides.load(siteDirectory: siteDirectory))
    } catch let error as TemplateError {
      throw DiagnosticError(Diagnostic(at: nil, error.description))
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "\(error)"))
    }
    progress("rendering \(site.pages.count) pages")
    let (files, warnings) = try site.renderedFiles(templates: templates)
    progress("writing \(files.count) files into \(output)")
    try OutputWriter.write(files, to: output, siteDirectory: siteDirectory)
    return Result(
      pages: files.filter { $0.path.hasSuffix(".html") }.count, files: files.count,
      bytes: files.reduce(0) { $0 + $1.byteCount }, warnings: warnings)
  }
}
