import Foundation
import Testing
import TrellisTestSupport

/// A site in a language written right to left runs right to left on every page it writes.
@Suite struct DirectionTests {
  @Test func aHebrewSiteRunsRightToLeftOnEveryPage() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let built = try TestSupport.runTrellis(
      ["build", "--site", "Tests/Fixtures/rtl", "--output", output, "--base-url", "https://example.org/"],
      in: TestSupport.repositoryRoot)
    #expect(built.status == 0, "\(built.standardError)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".html") }.sorted()
    #expect(pages.contains("search.html") && pages.contains("404.html") && pages.count >= 6)
    for page in pages {
      let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      #expect(
        html.contains(#"<html xmlns="http://www.w3.org/1999/xhtml" lang="he" xml:lang="he" dir="rtl">"#), "\(page)")
    }
  }

  @Test func anEnglishSiteRunsLeftToRight() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let built = try TestSupport.runTrellis(
      ["build", "--site", "Tests/Fixtures/site", "--output", output], in: TestSupport.repositoryRoot)
    #expect(built.status == 0, "\(built.standardError)")
    let html = try String(contentsOfFile: output + "/orthogonal.html", encoding: .utf8)
    #expect(html.contains(#"lang="en" xml:lang="en" dir="ltr">"#))
  }
}
