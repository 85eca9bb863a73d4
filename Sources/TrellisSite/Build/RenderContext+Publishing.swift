import TrellisDiagnostics
import TrellisRender
import TrellisValidation

/// The files a published site needs besides its pages, written when the site has a base URL:
/// `404.html`, which a server shows for an address that has none, and `sitemap.xml`.
extension RenderContext {
  static let notFoundPath = "404.html"
  static let sitemapPath = "sitemap.xml"
  /// The most URLs a sitemap may list (the Sitemap protocol's limit); more make a sitemap index.
  static let urlsPerSitemap = 50_000

  /// The not-found page, when the site has a base URL: its links resolve from the base, since a
  /// server shows it at any address.
  func notFoundPage(renderer: PageRenderer) throws(DiagnosticError) -> OutputFile? {
    guard let base = site.gallery.head.baseURL else { return nil }
    var head = self.head(for: Self.notFoundPath)
    head.canonicalURL = ""  // it stands for no address of its own
    head.base = base
    do {
      let html = try renderer.renderNotFound(
        title: site.strings["pageNotFound"], siteTitle: site.gallery.title,
        language: site.gallery.language.tag,
        navigation: navigation, stylesheet: Self.stylesheetPath, script: searchPage.isEmpty ? "" : Self.scriptPath,
        searchPage: searchPage, head: head)
      return OutputFile(path: Self.notFoundPath, text: html)
    } catch {
      throw DiagnosticError(error.diagnostic)
    }
  }

  /// The sitemap of `pages` (the pages written, in order; the not-found and search pages are
  /// left out), when the site has a base URL: `sitemap.xml`, or for more than 50,000 pages a
  /// sitemap index naming `sitemap-1.xml`, `sitemap-2.xml` …
  func sitemaps(pages: [String]) -> [OutputFile] {
    guard let base = site.gallery.head.baseURL else { return [] }
    let listed = pages.filter { $0.hasSuffix(".html") && $0 != Self.notFoundPath && $0 != Self.searchPagePath }
    let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let namespace = "http://www.sitemaps.org/schemas/sitemap/0.9"
    func location(_ url: String) -> String { "<loc>" + HTMLEscaping.text(url) + "</loc>" }
    func urlset(_ pages: ArraySlice<String>) -> String {
      var xml = header + "<urlset xmlns=\"\(namespace)\">\n"
      for page in pages {
        xml += "<url>" + location(base + (page == "index.html" ? "" : Self.urlPath(page))) + "</url>\n"
      }
      return xml + "</urlset>\n"
    }
    guard listed.count > Self.urlsPerSitemap else {
      return [OutputFile(path: Self.sitemapPath, text: urlset(listed[...]))]
    }
    var files: [OutputFile] = []
    var index = header + "<sitemapindex xmlns=\"\(namespace)\">\n"
    for (number, start) in stride(from: 0, to: listed.count, by: Self.urlsPerSitemap).enumerated() {
      let path = "sitemap-\(number + 1).xml"
      files.append(OutputFile(path: path, text: urlset(listed[start..<min(start + Self.urlsPerSitemap, listed.count)])))
      index += "<sitemap>" + location(base + path) + "</sitemap>\n"
    }
    return [OutputFile(path: Self.sitemapPath, text: index + "</sitemapindex>\n")] + files
  }
}
