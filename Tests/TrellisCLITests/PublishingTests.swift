import Foundation
import Testing
import TrellisTestSupport

/// With a base URL, a build writes what a published site needs: canonical links, `sitemap.xml`
/// (checked against the Sitemap protocol's schema) and `404.html`, with links kept relative.
@Suite struct PublishingTests {
  /// A site made by `trellis init`, its site.json given `keys` after the title.
  private func site(keys: String = "") throws -> String {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let directory = root + "/site"
    let siteJSON = try String(contentsOfFile: directory + "/site.json", encoding: .utf8)
      .replacingOccurrences(of: "\"title\": \"My Gallery\",\n", with: "\"title\": \"My Gallery\",\n" + keys)
    try Data(siteJSON.utf8).write(to: URL(fileURLWithPath: directory + "/site.json"))
    return directory
  }

  @Test func aBaseURLGivesASitemapAndANotFoundPage() throws {
    let directory = try site(keys: "  \"baseURL\": \"https://example.org/gallery\",\n")
    let built = try TestSupport.runTrellis(["build"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let output = directory + "/Output"
    let sitemap = try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8)
    // Every page but the not-found and search pages, in the order they were written.
    let pages = try FileManager.default.contentsOfDirectory(atPath: output)
      .filter { $0.hasSuffix(".html") && $0 != "404.html" && $0 != "search.html" }
    let locations = sitemap.split(separator: "\n").filter { $0.hasPrefix("<url>") }
      .map { String($0.dropFirst("<url><loc>".count).dropLast("</loc></url>".count)) }
    #expect(locations.count == pages.count)
    #expect(
      Set(locations)
        == Set(pages.map { $0 == "index.html" ? "https://example.org/gallery/" : "https://example.org/gallery/" + $0 }))
    #expect(
      sitemap.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n<url><loc>https://example.org/gallery/emoji.html</loc></url>\n"
      ))
    // The not-found page: the site's shell, its relative links resolving from the base.
    let notFound = try String(contentsOfFile: output + "/404.html", encoding: .utf8)
    #expect(notFound.contains("<meta charset=\"utf-8\"/>\n<base href=\"https://example.org/gallery/\"/>\n"))
    #expect(notFound.contains("<h1 class=\"t-page-title\">Page not found</h1>"))
    #expect(notFound.contains("<p><a href=\"index.html\">Go to the home page</a></p>"))
    #expect(!notFound.contains("canonical"))
    // Pages keep relative links; only canonical and Open Graph URLs are absolute.
    let crew = try String(contentsOfFile: output + "/crew.html", encoding: .utf8)
    #expect(crew.contains("<link rel=\"canonical\" href=\"https://example.org/gallery/crew.html\"/>"))
    #expect(
      crew.contains("<a href=\"emoji.html\">") && !crew.contains("href=\"https://example.org/gallery/emoji.html\""))
    // trellis validate checks the sitemap with the same schema.
    let validated = try TestSupport.runTrellis(["validate", "Output"], in: directory)
    #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
  }

  @Test func theBaseURLOptionStandsForSiteJSONs() throws {
    let directory = try site(keys: "  \"baseURL\": \"https://example.org/gallery/\",\n")
    let built = try TestSupport.runTrellis(["build", "--base-url", "https://staging.example.org/"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let sitemap = try String(contentsOfFile: directory + "/Output/sitemap.xml", encoding: .utf8)
    #expect(sitemap.contains("<loc>https://staging.example.org/crew.html</loc>") && !sitemap.contains("gallery"))
    let bad = try TestSupport.runTrellis(["build", "--base-url", "example.org"], in: directory)
    #expect(bad.status == 2)
    #expect(
      bad.standardError.hasPrefix(
        "Error: --base-url \"example.org\" is not a base URL; write where the site is published, such as https://example.org/gallery/\n"
      ))
  }

  @Test func withoutABaseURLThereIsNoSitemapOrNotFoundPage() throws {
    let directory = try site()
    #expect(try TestSupport.runTrellis(["build"], in: directory).status == 0)
    let output = try FileManager.default.contentsOfDirectory(atPath: directory + "/Output")
    #expect(!output.contains("sitemap.xml") && !output.contains("404.html"))
  }

  /// An image given only with --base-url is fine: the check for an Open Graph image's base URL
  /// is made after the option applies.
  @Test func anImageNeedsABaseURLFromEitherPlace() throws {
    let directory = try site(keys: "  \"image\": \"favicon.svg\",\n")
    let without = try TestSupport.runTrellis(["build"], in: directory)
    #expect(without.status == 1)
    #expect(without.standardError.contains("error: an Open Graph image needs the site's \"baseURL\""))
    let with = try TestSupport.runTrellis(["build", "--base-url", "https://example.org/"], in: directory)
    #expect(with.status == 0, "\(with.standardError)")
    let index = try String(contentsOfFile: directory + "/Output/index.html", encoding: .utf8)
    #expect(index.contains("<meta property=\"og:image\" content=\"https://example.org/favicon.svg\"/>"))
  }

  /// `trellis validate` holds a sitemap to the protocol's schema, at the line of the problem.
  @Test func aBrokenSitemapIsReported() throws {
    let directory = try site(keys: "  \"baseURL\": \"https://example.org/\",\n")
    #expect(try TestSupport.runTrellis(["build"], in: directory).status == 0)
    let path = directory + "/Output/sitemap.xml"
    let sitemap = try String(contentsOfFile: path, encoding: .utf8)
    try sitemap.replacingOccurrences(
      of: "<loc>https://example.org/crew.html</loc>", with: "<loc>crew.html</loc><priority>2</priority>"
    )
    .write(toFile: path, atomically: false, encoding: .utf8)
    let line = TestSupport.position(of: "crew.html", in: sitemap).line
    let result = try TestSupport.runTrellis(["validate", "Output"], in: directory)
    #expect(result.status == 1)
    let problems = result.standardError.split(separator: "\n").filter { $0.hasPrefix("Output/sitemap.xml:") }
    #expect(problems.count == 2, "\(result.standardError)")
    #expect(problems.allSatisfy { $0.hasPrefix("Output/sitemap.xml:\(line):") }, "\(problems)")
    #expect(problems.contains { $0.contains("loc': [facet 'minLength']") }, "\(problems)")
    #expect(problems.contains { $0.contains("priority': [facet 'maxInclusive']") }, "\(problems)")
  }
}
