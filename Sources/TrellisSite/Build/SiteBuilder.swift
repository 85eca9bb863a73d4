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
  /// output stays as it was. `progress` is told each stage as it starts, and how far large pages have got.
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
    progress("rendering \(site.pages.count) page\(site.pages.count == 1 ? "" : "s")")
    let staging = try OutputStaging(output: output, siteDirectory: siteDirectory)
    do {
      let warnings = try site.render(templates: templates, into: staging, progress: progress)
      progress("swapping the new site into \(output)")
      let summary = staging.summary
      try staging.commit()
      return Result(pages: summary.pages, files: summary.files, bytes: summary.bytes, warnings: warnings)
    } catch {
      staging.cancel()
      throw error
    }
  }
}
