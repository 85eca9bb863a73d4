import Foundation
import Testing
import TrellisTestSupport

/// `"search": true`: a search page listing every item the pages show, a search field on every
/// page that leads there, and the index the script searches.
@Suite struct SiteSearchTests {
  private func site(_ members: String) throws -> String {
    let siteJSON = try TestSupport.bundledFile("site.json")
      .replacing(#/"itemPages": (true|false),\s*/#, with: "").replacing(#/"search": (true|false),\s*/#, with: "")
      .replacing("\"title\": \"Trellis Gallery\",", with: "\"title\": \"Trellis Gallery\", " + members)
    return try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
  }

  private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func theSearchPageListsEveryShownItemOnceInTheIndexsOrder() throws {
    let directory = try site("\"itemPages\": true, \"search\": true,")
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let html = try text(directory + "/out/search.html")
    let page = try #require(html.firstRange(of: "<ol class=\"t-search-list\">").map { html[$0.lowerBound...] })
    let listed = page.matches(of: #/<li><a href="(?<href>[^"]+)">.*?<b>(?<title>[^<]+)</#)
      .map { (String($0.output.href), String($0.output.title)) }
    let index = try text(directory + "/out/search-index.js")
    #expect(index.hasPrefix("trellisSearchIndex({\"items\": [\n"))
    let entries = index.matches(of: #/\["(?<title>[^"]+)","(?<href>[^"]+)"/#)
      .map { (String($0.output.href), String($0.output.title)) }
    #expect(listed.count > 50)
    #expect(listed.map(\.0) == entries.map(\.0))
    // With item pages on, every item leads to its own page, each once.
    let itemPages = try FileManager.default.contentsOfDirectory(atPath: directory + "/out")
      .filter { $0.hasPrefix("emoji-") || $0.hasPrefix("character-") }
    #expect(Set(listed.map(\.0)) == Set(itemPages))
    #expect(listed.count == itemPages.count)
    #expect(listed.contains { $0 == ("emoji-smileys-1f600.html", "Happy") })
    // Each item a cell: the emoji (a picture, for a character), its name and its group.
    #expect(
      page.contains(
        #"<li><a href="emoji-smileys-1f600.html"><span aria-hidden="true">😀</span><b>Happy</b> <small>Smileys</small></a></li>"#
      ))
    #expect(
      page.contains(
        #"<li><a href="character-wonderland-alice.html"><img src="assets/avatar-A-"#))
    // Keywords the name lacks, folded: lower case, accents dropped; then the glyph and group (and
    // a character's picture), which the field's list of matches draws.
    #expect(index.contains("[\"Happy\",\"emoji-smileys-1f600.html\",\"grin smile face\",\"😀\",\"Smileys\"]"))
    #expect(
      index.contains(#"["Alice","character-wonderland-alice.html","curious girl","","Wonderland","assets/avatar-A-"#))
    // Every page has the field, which leads to the search page.
    for name in ["explorer", "characters", "index", "emoji-smileys-1f600"] {
      #expect(
        try text(directory + "/out/\(name).html").contains(
          "<form class=\"t-site-search\" role=\"search\" action=\"search.html\">"))
    }
  }

  @Test func withoutItemPagesAnItemLeadsToItsSection() throws {
    let directory = try site("\"search\": true,")
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let page = try text(directory + "/out/search.html")
    #expect(page.contains("<li><a href=\"explorer.html#"))
    #expect(!FileManager.default.fileExists(atPath: directory + "/out/emoji-smileys-1f600.html"))
    #expect(!(try text(directory + "/out/explorer.html")).contains("t-item-link"))
  }

  @Test func aPageCalledSearchIsALocatedError() throws {
    let marked = TestSupport.unmarked(
      #"{"title": "T", "search": ‸true, "pages": [{"id": "search", "title": "S", "sections": []}]}"#)
    let directory = try TestSupport.siteCopy(replacing: ["site.json": marked.text])
    let result = try TestSupport.runTrellis(["check", "--site", "."], in: directory)
    #expect(result.status == 1)
    #expect(
      TestSupport.namingMarkers(["site.json": marked.markers], in: result.standardError)
        == "site.json:‸1: error: a page is called \"search\", and the search page needs search.html; rename that page (at search) [site.pageCalledSearch]\n1 error\n"
    )
  }

  @Test func searchWordsAreFoldedAsTheScriptFoldsThem() throws {
    // The script: text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().split(/[^\p{L}\p{N}]+/u)
    let directory = try site("\"search\": true,")
    let characters = try text(directory + "/characters.json")
      .replacing("\"Curious girl\"", with: "\"Éponine's CAFÉ-owner, nº 2\"")
    try Data(characters.utf8).write(to: URL(fileURLWithPath: directory + "/characters.json"))
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(
      try text(directory + "/out/search-index.js").contains(
        "[\"Alice\",\"characters.html\",\"eponine s cafe owner nº 2\",\"\",\"Wonderland\","))
  }
}
