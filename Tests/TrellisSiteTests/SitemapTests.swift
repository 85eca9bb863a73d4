import Foundation
import Testing
import TrellisTestSupport
import TrellisValidation

@testable import TrellisSite

/// A sitemap lists at most 50,000 URLs (the protocol's limit): more make a sitemap index and
/// parts, each valid against the protocol's schema.
@Suite struct SitemapTests {
  @Test func moreThanFiftyThousandPagesMakeASitemapIndex() throws {
    let site = try TestSupport.siteCopy(replacing: [:])
    var loaded = try LoadedSite.load(directory: site, baseURL: "https://example.org/g/")
    loaded.staticFiles = []
    let context = RenderContext(site: loaded)
    let pages = ["index.html"] + (1...120_000).map { "page-\($0).html" } + ["404.html", "search.html"]
    let files = context.sitemaps(pages: pages)
    #expect(files.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
    guard case .text(let index) = files[0].contents, case .text(let last) = files[3].contents else {
      Issue.record("a sitemap is text")
      return
    }
    #expect(
      index == """
        <?xml version="1.0" encoding="UTF-8"?>
        <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>https://example.org/g/sitemap-1.xml</loc></sitemap>
        <sitemap><loc>https://example.org/g/sitemap-2.xml</loc></sitemap>
        <sitemap><loc>https://example.org/g/sitemap-3.xml</loc></sitemap>
        </sitemapindex>

        """)
    // 120,001 pages: 50,000, 50,000 and 20,001; the home page first, as the base URL itself.
    #expect(last.split(separator: "\n").count == 20_001 + 3)
    // Every file passes the protocol's schema (trellis validate checks sitemaps it finds).
    let directory = try TestSupport.makeTemporaryDirectory()
    for file in files {
      guard case .text(let text) = file.contents else { continue }
      try text.write(toFile: directory + "/" + file.path, atomically: false, encoding: .utf8)
    }
    #expect(SiteValidator().validate(directory: directory, displayName: "out").isEmpty)
    guard case .text(let first) = files[1].contents else { return }
    #expect(
      first.contains(
        "\n<url><loc>https://example.org/g/</loc></url>\n<url><loc>https://example.org/g/page-1.html</loc></url>\n"))
  }

  @Test func aSitemapWithTooManyURLsFailsTheSchema() throws {
    let urls = (0...50_000).map { "<url><loc>https://example.org/\($0).html</loc></url>\n" }.joined()
    let text =
      "<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n\(urls)</urlset>\n"
    let directory = try TestSupport.makeTemporaryDirectory()
    try text.write(toFile: directory + "/sitemap.xml", atomically: false, encoding: .utf8)
    let problems = SiteValidator().validate(directory: directory, displayName: "out")
    #expect(problems.count == 1)
    #expect(problems.first?.file == "out/sitemap.xml")
  }
}
