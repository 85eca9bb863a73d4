import TrellisData
import TrellisSite

/// A site, loaded and checked: its pages resolved against its data, ready to build.
///
/// Load one from a site folder (`site.json` and the data files it names) or from a
/// ``/TrellisGallery/Gallery`` of Swift values; both are checked by the same rules, and every problem comes back
/// as a `Diagnostic` in the thrown `DiagnosticError`.
///
/// ```swift
/// do {
///   let site = try Site(directory: "Site")
///   let result = try site.build(into: "Output")
///   print("built \(result.pages) pages")
/// } catch {
///   for diagnostic in error.diagnostics { print(diagnostic) }  // Site/site.json:14:9: error: …
/// }
/// ```
public struct Site: Sendable {
  /// The loaded site as the pipeline uses it.
  let loaded: TrellisSite.LoadedSite

  /// Loads `directory/site.json` and the data files it names, resolves every page against the
  /// data, and compiles the site's template overrides (`Templates/*.mustache`), as a build
  /// would. Every problem found is thrown, each with its file, line, column and JSON path.
  ///
  /// - Parameters:
  ///   - directory: The site folder, holding site.json.
  ///   - baseURL: Where the site is published, standing for site.json's `baseURL`.
  public init(directory: String, baseURL: String? = nil) throws(DiagnosticError) {
    loaded = try TrellisSite.LoadedSite.load(directory: directory, baseURL: baseURL)
    _ = try TemplateOverrides.templateSet(siteDirectory: directory, strings: loaded.strings, gallery: loaded.gallery)
  }

  /// Makes a site of Swift values, checked by the rules of a site folder.
  ///
  /// A problem has no file, line or column (there is no file): its `Diagnostic.path` says where
  /// it is in the gallery, such as `pages[0].sections[1].data` or `catalog.emoji[3].category`.
  public init(_ gallery: Gallery) throws(DiagnosticError) {
    loaded = try TrellisSite.LoadedSite.load(gallery, directory: gallery.directory)
  }

  /// The site's title.
  public var title: String { loaded.gallery.title }

  /// The site's pages, in navigation order: one for each page declared, and one more for each
  /// value a page is expanded over and each further page a page size cuts off.
  public var pages: [Page] {
    loaded.pages.map { page in
      Page(
        id: page.id, title: page.title,
        sections: page.sections.map { Section(id: $0.id, title: $0.title, itemCount: $0.itemCount) })
    }
  }

  /// What `trellis check` prints: the data files, then each page with its sections and items.
  public var summary: String { loaded.summary() }

  /// What loading found that does not stop a build, such as subgroups shown in English on a
  /// site in another language; a build reports them again among its own.
  public var warnings: [Diagnostic] { loaded.warnings }

  /// A page of a loaded site.
  public struct Page: Sendable, Hashable {
    /// The page's identifier: its file is `ID.html`.
    public var id: String
    /// The page's title.
    public var title: String
    /// The page's sections as rendered (a section expanded over its data is one each).
    public var sections: [Section]
  }

  /// A section of a loaded site's page.
  public struct Section: Sendable, Hashable {
    /// The section's identifier in its page.
    public var id: String
    /// The section's header title.
    public var title: String
    /// How many items the section shows.
    public var itemCount: Int
  }
}
