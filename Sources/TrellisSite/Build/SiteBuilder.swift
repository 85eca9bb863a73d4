import TrellisData
import TrellisDiagnostics
import TrellisRender
import TrellisValidation

/// `trellis build`: site directory in, static site out.
package enum SiteBuilder {
  package struct Result: Sendable {
    package var pages: Int
    package var files: Int
    package var bytes: Int
    package var warnings: [Diagnostic]
    /// Why the site was moved into the output file by file (see ``OutputPlacement``); nil when swapped in.
    package var inPlaceReason: String?
  }

  /// Loads, renders, writes and validates the site: every page and SVG is checked by libxml2 as
  /// it is written (``SiteCheck``: well-formed, the page schema, ids, links). On any error,
  /// invalid output included, the new site is thrown away and the previous output stays as it was. `progress` is told each stage as it starts, and how far large pages have got.
  /// `baseURL`, when given, stands for site.json's.
  package static func build(
    siteDirectory: String, output: String, baseURL: String? = nil, progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> Result {
    progress("loading \(joinPath(siteDirectory, "site.json"))")
    // Every file is validated as it is written; the schema is made ready while the site loads.
    let check = SiteCheck(
      schema: PageSchema.relaxNG, displayName: output.hasSuffix("/") ? String(output.dropLast()) : output)
    let site = try LoadedSite.load(directory: siteDirectory, baseURL: baseURL)
    return try build(site, output: output, check: check, progress: progress)
  }

  /// Renders, writes and validates a loaded site, as ``build(siteDirectory:output:baseURL:progress:)``
  /// does after loading. `check` is the validator to use (made while the site loaded), or nil
  /// for a new one.
  package static func build(
    _ site: LoadedSite, output: String, check: SiteCheck? = nil, progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> Result {
    let check =
      check
      ?? SiteCheck(schema: PageSchema.relaxNG, displayName: output.hasSuffix("/") ? String(output.dropLast()) : output)
    let templates = try TemplateOverrides.templateSet(siteDirectory: site.directory, strings: site.strings)
    progress("rendering \(site.pages.count) page\(site.pages.count == 1 ? "" : "s")")
    var staging = try OutputStaging(output: output, siteDirectory: site.directory, check: check)
    let warnings: [Diagnostic]
    do throws(DiagnosticError) {
      warnings = try site.render(templates: templates, into: &staging, progress: progress)
      progress("checking links across the site")
      // The staging directory holds only what was written (files Trellis did not write are
      // carried over when the new site is swapped in).
      let problems = check.finish(root: staging.directory, files: staging.writtenPaths)
      guard problems.isEmpty else {
        throw DiagnosticError(problems.map(\.diagnostic))
      }
    } catch {
      staging.cancel()
      throw error
    }
    progress(
      staging.placement == .swap
        ? "swapping the new site into \(output)" : "moving the new site into \(output) file by file")
    let summary = staging.summary
    let inPlaceReason: String? =
      if case .inPlace(let reason) = staging.placement { reason } else { nil }
    try staging.commit()  // which leaves the output as it was when it fails
    return Result(
      pages: summary.pages, files: summary.files, bytes: summary.bytes, warnings: warnings,
      inPlaceReason: inPlaceReason)
  }
}
