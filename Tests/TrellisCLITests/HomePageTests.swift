import Foundation
import Testing
import TrellisTestSupport

/// The generated home page: a card for each page the navigation lists, laid out by the layout
/// engine, with the page's title, its text, its count and a preview of its first items.
@Suite struct HomePageTests {
  private let siteJSON = """
    {"title": "T", "description": "A test gallery.", "data": {"emoji": "emoji.json", "characters": "characters.json"},
     "pages": [
      {"id": "faces", "title": "Faces", "summary": "Smileys, cut in two.", "pageSize": 2, "sections": [
        {"id": "s", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]},
      {"id": "by", "title": "By category", "summary": "A page per category.", "expand": "categories", "sections": [
        {"id": "c", "data": {"emoji": {"categories": ["recents", "nature"]}}, "layout": {"preset": "emojiGrid"},
         "cell": "grid"}]},
      {"id": "people", "title": "People", "sections": [
        {"id": "w", "data": {"characters": {"universe": "wonderland"}}, "layout": {"preset": "plainList"},
         "cell": "character"}]}]}
    """

  /// Each first page has a card: title, text, the count of all its parts' items, its first items
  /// (emoji, or characters' pictures), and a link to it. A page made for each category says the
  /// category's description, or the declaration's summary on the first of them only.
  @Test func eachPageHasACard() throws {
    let emoji = try TestSupport.bundledFile("emoji.json").replacing(
      #"{"id": "nature", "title": "Nature"}"#,
      with: #"{"id": "nature", "title": "Nature", "description": "Animals & plants."}"#)
    #expect(emoji != (try TestSupport.bundledFile("emoji.json")))
    let site = try TestSupport.siteCopy(replacing: ["site.json": siteJSON, "emoji.json": emoji])
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 0, "\(result.standardError)")
    let home = try String(contentsOfFile: site + "/out/index.html", encoding: .utf8)
    #expect(home.contains(#"<h1 class="t-page-title">T</h1>"#) && home.contains("A test gallery."))
    let cards = home.matches(of: /<li class="t-cell cell-page">(.*?)<\/li>/.dotMatchesNewlines()).map { String($0.1) }
    // Faces (not its second part), the two categories, People.
    #expect(cards.count == 4)
    #expect(
      cards[0].hasPrefix(
        #"<span class="card-preview" aria-hidden="true"><span class="card-emoji">😀</span><span class="card-emoji">😂</span><span class="card-emoji">🤣</span></span>"#
          + #"<span class="cell-title">Faces</span><span class="cell-subtitle">Smileys, cut in two.</span><span class="cell-value">3 items</span>"#
      ), "\(cards[0])")
    #expect(cards[0].contains(#"<a class="t-item-link" href="faces.html" aria-label="Faces"></a>"#))
    let title = #"<span class="cell-title">"#
    #expect(cards[1].contains(title + #"Recents</span><span class="cell-subtitle">A page per category.</span>"#))
    #expect(cards[2].contains(title + #"Nature</span><span class="cell-subtitle">Animals &amp; plants.</span>"#))
    #expect(cards[3].contains(#"<img class="card-avatar" src="assets/avatar-A-"#))
    #expect(cards[3].contains(#"<span class="cell-title">People</span><span class="cell-value">"#))
    // A section like any other, in the page's stylesheet.
    #expect(home.contains(#"<section class="t-section t-"#) && home.contains(#"id="t-pages""#))
  }

  /// A page called "index" is the home page instead, and a site may draw the cards its own way.
  @Test func aSiteMayReplaceTheHomePageOrItsCards() throws {
    let own = siteJSON.replacing(#"{"id": "people", "title": "People""#, with: #"{"id": "index", "title": "People""#)
    let replaced = try TestSupport.siteCopy(replacing: ["site.json": own])
    #expect(try TestSupport.runTrellis(["build", "--site", replaced, "--output", replaced + "/out"]).status == 0)
    let home = try String(contentsOfFile: replaced + "/out/index.html", encoding: .utf8)
    #expect(home.contains(#"<h1 class="t-page-title">People</h1>"#) && !home.contains("cell-page"))

    let card = #"<b class="mine">{{title}}: {{value}}</b>"#
    let drawn = try TestSupport.siteCopy(replacing: ["site.json": siteJSON, "Templates/cell-page.mustache": card])
    #expect(try TestSupport.runTrellis(["build", "--site", drawn, "--output", drawn + "/out"]).status == 0)
    let cards = try String(contentsOfFile: drawn + "/out/index.html", encoding: .utf8)
    #expect(cards.contains(#"<b class="mine">Faces: 3 items</b>"#))
  }
}
