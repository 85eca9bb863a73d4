import Foundation
import Testing
import TrellisTestSupport

/// `"itemPages": true`: every emoji and character the pages show gets a page of its own, linked
/// from its cells, validated like every page.
@Suite struct ItemPagesTests {
  /// The bundled site (which has item pages on), with `files` replaced.
  private func siteWithItemPages(replacing files: [String: String] = [:]) throws -> String {
    #expect(try TestSupport.bundledFile("site.json").contains("\"itemPages\": true"))
    return try TestSupport.siteCopy(replacing: files)
  }

  private func html(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The values of `attribute` in `html` on elements whose class is `className`.
  private func links(in html: String, className: String) -> [String] {
    html.matches(of: #/<a class="(?<class>[^"]+)" href="(?<href>[^"]+)"/#)
      .filter { $0.output.class == className }.map { String($0.output.href) }
  }

  /// The bundled site as built once for the test process, read only.
  private func builtSite() throws -> String {
    #expect(try TestSupport.bundledFile("site.json").contains("\"itemPages\": true"))
    return try TestSupport.bundledGallery().output
  }

  @Test func everyShownItemHasAPageWithASafeStableNameLinkedFromItsCells() throws {
    let out = try builtSite()
    let files = try FileManager.default.contentsOfDirectory(atPath: out)
    let itemFiles = Set(files.filter { $0.hasPrefix("emoji-") || $0.hasPrefix("character-") })
    #expect(itemFiles.count > 50)
    #expect(itemFiles.allSatisfy { $0.wholeMatch(of: #/[a-z0-9-]+\.html/#) != nil })
    #expect(itemFiles.contains("emoji-smileys-1f600.html"))
    #expect(itemFiles.contains("character-wonderland-white-rabbit.html"))
    // Every item page is linked from some cell, and every cell link leads to an item page.
    var linked: Set<String> = []
    let galleryPages = files.filter { $0.hasSuffix(".html") && !itemFiles.contains($0) }
    #expect(galleryPages.contains("unicode-flags-2.html"))
    // (The home page's cards link to the gallery's pages the same way.)
    for page in galleryPages where page != "index.html" {
      linked.formUnion(links(in: try html(out + "/" + page), className: "t-item-link"))
    }
    #expect(linked == itemFiles)
    let cards = links(in: try html(out + "/index.html"), className: "t-item-link")
    #expect(!cards.isEmpty && cards.allSatisfy { galleryPages.contains($0) && !itemFiles.contains($0) })
    // An emoji's page: its name, code points, keywords, category, and its neighbours.
    let grinning = try html(out + "/emoji-smileys-1f600.html")
    #expect(grinning.contains("<h1 class=\"t-page-title\">"))
    #expect(grinning.contains("<code>U+1F600</code>"))
    #expect(grinning.contains("data-copy=\"😀\""))
    #expect(grinning.contains("rel=\"next\""))
    // A character's page: its image, job, universe and section, and whether it is complete.
    let rabbit = try html(out + "/character-wonderland-white-rabbit.html")
    #expect(rabbit.contains("<dt>Job</dt><dd>Anxious royal herald</dd>"))
    #expect(rabbit.contains("<dt>Universe</dt>"))
    #expect(rabbit.contains("<dt>Complete</dt><dd>"))
    #expect(rabbit.contains("alt=\"White Rabbit\""))
    // The same input, the same files.
    let site = try siteWithItemPages()
    let again = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out2"], in: site)
    #expect(again.status == 0)
    for file in itemFiles.sorted().prefix(20) {
      #expect(try html(out + "/" + file) == html(site + "/out2/" + file))
    }
  }

  @Test func previousAndNextWalkTheSectionBothWays() throws {
    let out = try builtSite()
    let files = try FileManager.default.contentsOfDirectory(atPath: out).filter {
      $0.hasPrefix("emoji-") || $0.hasPrefix("character-")
    }
    for file in files {
      let page = try html(out + "/" + file)
      for match in page.matches(of: #/<a href="(?<href>[^"]+)" rel="(?<rel>prev|next)">/#) {
        let other = try html(out + "/" + String(match.output.href))
        let back = match.output.rel == "next" ? "prev" : "next"
        #expect(other.contains("<a href=\"\(file)\" rel=\"\(back)\">"), "\(file) → \(match.output.href)")
      }
    }
  }

  /// A section cut by a pageSize goes on from one page to the next: the first item of a page
  /// has the last of the page before as its previous, and that one has it as its next.
  @Test func previousAndNextGoOnAcrossTheCutsOfASection() throws {
    let out = try builtSite()
    let pageOne = try html(out + "/unicode-flags.html")
    let pageTwo = try html(out + "/unicode-flags-2.html")
    // The country flags run from the end of page 1 onto page 2.
    #expect(pageOne.contains("id=\"g-country-flag\"") && pageTwo.contains("id=\"g-country-flag\""))
    let last = try #require(links(in: pageOne, className: "t-item-link").last)
    let first = try #require(links(in: pageTwo, className: "t-item-link").first)
    #expect(try html(out + "/" + first).contains("<a href=\"\(last)\" rel=\"prev\">"))
    #expect(try html(out + "/" + last).contains("<a href=\"\(first)\" rel=\"next\">"))
  }

  @Test func theItemTemplateCanBeOverridden() throws {
    let site = try siteWithItemPages(replacing: [
      "Templates/item-emoji.mustache": "<article class=\"t-item mine\"><p>{{text}} is {{title}}</p></article>"
    ])
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(try html(site + "/out/emoji-smileys-1f600.html").contains("<article class=\"t-item mine\"><p>😀 is "))
  }

  @Test func anItemNeverTakesAPagesName() throws {
    // A page called like an emoji's page: the emoji's page is named otherwise.
    let page =
      #"{"id": "emoji-smileys-1f600", "title": "Taken", "sections": [{"id": "s", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]}, "#
    let siteJSON = try TestSupport.bundledFile("site.json").replacing("\"pages\": [", with: "\"pages\": [" + page)
    let site = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(try html(site + "/out/emoji-smileys-1f600.html").contains("<h1 class=\"t-page-title\">Taken</h1>"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: site + "/out").contains("emoji-smileys-1f600-2.html"))
  }

  @Test func itemPagesMustBeTrueOrFalse() throws {
    let marked = TestSupport.unmarked(#"{"title": "T", "itemPages": ‸"yes", "pages": []}"#)
    let site = try TestSupport.siteCopy(replacing: ["site.json": marked.text])
    let result = try TestSupport.runTrellis(["check", "--site", "."], in: site)
    #expect(result.status == 1)
    #expect(
      TestSupport.namingMarkers(["site.json": marked.markers], in: result.standardError).hasPrefix(
        "site.json:‸1: error:"))
  }
}
