import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisSite

/// A section layout named by the command line's `--layout FILE` (with `--section ID` and
/// `--page ID` when FILE is a site.json): a layout file, or a rendered section of a site.
package struct LayoutInput: Sendable {
  package var file: String
  package var section: String?
  package var page: String?

  package init(file: String, section: String? = nil, page: String? = nil) {
    self.file = file
    self.section = section
    self.page = page
  }

  /// Whether `path` names a site.json (whose sections `--section` chooses from).
  package static func isSiteFile(_ path: String) -> Bool { path == "site.json" || path.hasSuffix("/site.json") }

  /// What the input comes to: the layout, and, for a section of a site, the site and the section.
  struct Resolved {
    var provider: SectionLayoutProvider
    var found: (site: LoadedSite, page: Page, section: PageSection)?
  }

  func resolve() throws(DiagnosticError) -> Resolved {
    guard let section else { return Resolved(provider: try Self.decode(SectionLayoutProvider.self, path: file)) }
    let site = try LoadedSite.load(directory: Self.directory(of: file))
    guard let found = site.section(id: section, page: page) else {
      throw DiagnosticError(Diagnostic(at: nil, .noSingleSection(section, in: file, page: page)))
    }
    return Resolved(provider: found.section.declaration.layout, found: (site, found.page, found.section))
  }

  /// Decodes a JSON input file, with located diagnostics.
  static func decode<T: Decodable>(_ type: T.Type, path: String) throws(DiagnosticError) -> T {
    try JSONValueDecoder().decode(type, from: SourceFile.read(path: path))
  }

  /// The directory of a file path ("." for a bare file name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

extension Diagnostic.Message {
  /// `--section` names no section of the site, or more than one (on different pages, without `--page`).
  static func noSingleSection(_ id: String, in layout: String, page: String?) -> Self {
    Self(
      "cli.noSingleSection",
      "no single section \"\(id)\" in \(layout)\(page.map { " on page \"\($0)\"" } ?? "")")
  }
}
