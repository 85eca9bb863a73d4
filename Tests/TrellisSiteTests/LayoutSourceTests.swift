import Foundation
import Testing
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisRender
import TrellisTestSupport

@testable import TrellisSite

/// site.json's `showsLayout`: after a page's sections, each section's layout as JSON and as
/// Swift, highlighted and copyable; nothing of it on other sites.
@Suite struct LayoutSourceTests {
  /// The bundled site's site.json with `"showsLayout": true`.
  private static func showingLayouts() throws -> String {
    try TestSupport.bundledFile("site.json").replacingOccurrences(
      of: #""title": "Trellis Gallery","#, with: #""title": "Trellis Gallery", "showsLayout": true,"#)
  }

  private static func build(_ directory: String) throws -> String {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(site: try LoadedSite.load(directory: directory), output: output).update()
    return output
  }

  /// A copy of the bundled site showing its layouts, and its build: made once, then only read.
  private static let showing = Result { () throws -> (site: String, output: String) in
    let site = try TestSupport.siteCopy(replacing: ["site.json": try showingLayouts()])
    return (site, try build(site))
  }

  /// What one panel entry shows: its summary, and for the JSON and the Swift the text the
  /// `<pre>` shows and the text its Copy button copies, both unescaped.
  private struct Entry {
    var title: String
    var shownJSON: String
    var copiedJSON: String
    var shownSwift: String
    var copiedSwift: String
  }

  private static func entries(in page: String) -> [Entry] {
    page.components(separatedBy: #"<details class="t-layout-section""#).dropFirst().map { part in
      let details = part.components(separatedBy: "</details>")[0]
      let copies = matches(#"data-copy="([^"]*)""#, in: details).map(unescaped)
      let codes = matches(#"<pre dir="ltr" tabindex="0"><code>([\s\S]*?)</code></pre>"#, in: details).map {
        unescaped($0.replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: ""))
      }
      let title = matches(#"<summary><bdi>([^<]*)</bdi></summary>"#, in: details).first.map(unescaped) ?? ""
      return Entry(
        title: title, shownJSON: codes.first ?? "", copiedJSON: copies.first ?? "", shownSwift: codes.last ?? "",
        copiedSwift: copies.last ?? "")
    }
  }

  private static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// Text or attribute value back from the escaping the renderer applies.
  private static func unescaped(_ html: String) -> String {
    html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test func thePanelComesOnlyWithTheKey() throws {
    let shown = try Self.showing.get().output
    let page = try String(contentsOfFile: shown + "/layouts.html", encoding: .utf8)
    #expect(page.contains(#"<section class="t-layout-source" aria-labelledby="t-layout-source-title">"#))
    #expect(page.contains(#"<h2 id="t-layout-source-title" class="t-layout-source-title">Layout</h2>"#))
    let entries = Self.entries(in: page)
    #expect(entries.map(\.title) == ["Stories", "Banners", "Columns", "Grouped list", "Grid"])
    #expect(page.components(separatedBy: #"<details class="t-layout-section" open="open">"#).count == 2)
    // The panel follows the sections, and the Copy buttons wait for the script.
    let sectionsEnd = try #require(page.range(of: "</div>\n<section class=\"t-layout-source\""))
    #expect(!page[sectionsEnd.upperBound...].contains("class=\"t-section"))
    #expect(page.contains(#"<button type="button" class="t-code-copy" data-copy="{"#))
    #expect(!page.contains(#"class="t-code-copy" data-copy="" "#))
    #expect(try String(contentsOfFile: shown + "/trellis.css", encoding: .utf8).contains(".t-code > pre"))
    #expect(try String(contentsOfFile: shown + "/trellis.js", encoding: .utf8).contains(".t-code-copy"))
    // An expanded declaration (the Unicode page's subgroups) shows its layout once.
    let unicode = try String(contentsOfFile: shown + "/unicode-smileys-emotion.html", encoding: .utf8)
    #expect(unicode.components(separatedBy: "<section class=\"t-section").count > 2)
    #expect(Self.entries(in: unicode).count == 1)

    let plain = try TestSupport.bundledGallery().output  // the bundled site, built once for the test process
    for file in ["layouts.html", "explorer.html", "trellis.css", "trellis.js"] {
      let text = try String(contentsOfFile: plain + "/" + file, encoding: .utf8)
      #expect(!text.contains("t-layout-source") && !text.contains("t-code"), "\(file)")
    }
  }

  /// A copy of the conformance fixture site (every kind of layout) with `"showsLayout": true`.
  private static func fixtureShowingLayouts() throws -> String {
    let directory = try TestSupport.makeTemporaryDirectory() + "/site"
    try FileManager.default.copyItem(atPath: TestSupport.repositoryRoot + "/Tests/Fixtures/site", toPath: directory)
    let path = directory + "/site.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let shown = text.replacingOccurrences(of: "{\n  \"title\":", with: "{\n  \"showsLayout\": true, \"title\":")
    #expect(shown != text)
    try shown.write(toFile: path, atomically: false, encoding: .utf8)
    return directory
  }

  /// The JSON shown and copied is the section's layout as `trellis layout` prints it, indented
  /// otherwise: it reads back to the same layout and the same JSON value; the Swift is
  /// `swiftSource` named after the section. On the bundled site and on the fixture site.
  @Test(arguments: [false, true]) func theTextsAreTheLayouts(fixture: Bool) throws {
    let directory: String
    let output: String
    if fixture {
      directory = try Self.fixtureShowingLayouts()
      output = try Self.build(directory)
    } else {
      (directory, output) = try Self.showing.get()
    }
    let site = try LoadedSite.load(directory: directory)
    var checked = 0
    for page in site.pages where page.isFirstOfItsPages {
      let html = try String(contentsOfFile: output + "/" + page.id + ".html", encoding: .utf8)
      let entries = Self.entries(in: html)
      var ids: [String] = []
      for section in page.sections where !ids.contains(section.declaration.id) {
        ids.append(section.declaration.id)
      }
      #expect(entries.count == ids.count, "\(page.id)")
      for (id, entry) in zip(ids, entries) {
        let provider = try #require(page.sections.first { $0.declaration.id == id }).declaration.layout
        #expect(entry.shownJSON == entry.copiedJSON)
        let decoded = try JSONValueDecoder().decode(
          SectionLayoutProvider.self, from: SourceFile(name: "shown.json", text: entry.shownJSON))
        #expect(decoded == provider, "\(page.id) \(id)")
        let shownValue = try JSONSerialization.jsonObject(with: Data(entry.shownJSON.utf8)) as? NSDictionary
        let printedValue = try JSONSerialization.jsonObject(with: Data(provider.canonicalJSON.utf8)) as? NSDictionary
        #expect(shownValue != nil && shownValue == printedValue, "\(page.id) \(id)")
        // Indented as LayoutFormat.md writes JSON: `"key": value`, two spaces a level.
        #expect(!entry.shownJSON.contains("\" : "))
        let name = RenderContext.layoutFunctionName(forSectionID: id)
        #expect(entry.shownSwift == provider.swiftSource(functionName: name))
        #expect(entry.copiedSwift == entry.shownSwift)
        checked += 1
      }
    }
    #expect(checked >= 10)
  }

  /// Every layout of the fixtures (each kind of group, supplementary, variant, list option):
  /// indented, it reads back to the same layout, and its highlighted HTML is its text.
  @Test func everyFixtureLayoutReadsBack() throws {
    var checked = 0
    for name in try LayoutFixtures.names() {
      let provider = try LayoutFixtures.provider(name)
      let shown = JSONSourceText.readable(provider.canonicalJSON)
      let decoded = try JSONValueDecoder().decode(SectionLayoutProvider.self, from: SourceFile(name: name, text: shown))
      #expect(decoded == provider, "\(name)")
      let html = SourceHighlighting.json(shown).replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: "")
      #expect(Self.unescaped(html) == shown, "\(name)")
      let swift = provider.swiftSource(functionName: "f")
      let swiftHTML = SourceHighlighting.swift(swift).replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: "")
      #expect(Self.unescaped(swiftHTML) == swift, "\(name)")
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test func functionNamesAreSwiftIdentifiers() {
    let names = ["grid", "inset-items-grid", "list_layout", "2col", "_", "Banners", "nestedGroups"].map {
      RenderContext.layoutFunctionName(forSectionID: $0)
    }
    #expect(
      names == [
        "gridLayout", "insetItemsGridLayout", "listLayout", "section2colLayout", "sectionLayout", "bannersLayout",
        "nestedGroupsLayout",
      ])
  }

  /// Strings a layout holds (a swipe action's title and link) and a section's title that try to
  /// become markup, break out of an attribute or reorder the text around them are text.
  @Test func hostileStringsStayText() throws {
    let hostile = #"</code><script>alert(\"x & 'y'\")</script>\u202E"#
    let siteJSON = """
      {"title": "T", "showsLayout": true, "data": {"emoji": "emoji.json"},
       "pages": [{"id": "index", "title": "I", "sections": [
        {"id": "s", "title": "\(hostile)", "data": {"emoji": {"category": "smileys"}},
         "layout": {"list": {"appearance": "plain", "trailingSwipeActions": [
           {"title": "\(hostile)", "link": "https://example.org/?q={title}&x=\\"<b>"}]}}}
       ]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let output = try Self.build(directory)  // every page is validated as it is written
    let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    let start = try #require(page.range(of: "<section class=\"t-layout-source\""))
    let panel = String(page[start.lowerBound...])
    #expect(!panel.contains("<script>") && !panel.contains("</code><script"))
    #expect(!panel.contains("\u{202E}") || panel.components(separatedBy: "\u{202E}").count == 2)  // the summary's only
    let entry = try #require(Self.entries(in: page).first)
    #expect(entry.title == "</code><script>alert(\"x & 'y'\")</script>\u{202E}")
    #expect(entry.shownJSON.contains(#"\u202E"#) && !entry.shownJSON.contains("\u{202E}"))
    #expect(entry.shownSwift.contains(#"\u{202E}"#) && !entry.shownSwift.contains("\u{202E}"))
    #expect(entry.shownJSON.contains(#"<script>alert(\"x & 'y'\")</script>"#))
    let section = try #require(try LoadedSite.load(directory: directory).pages.first?.sections.first)
    let provider = section.declaration.layout
    let decoded = try JSONValueDecoder().decode(
      SectionLayoutProvider.self, from: SourceFile(name: "shown.json", text: entry.shownJSON))
    #expect(decoded == provider)
    #expect(entry.shownSwift == provider.swiftSource(functionName: "sLayout"))
    // The highlighter alone: every `<` it writes opens or closes one of its spans.
    for html in [SourceHighlighting.json(entry.shownJSON), SourceHighlighting.swift(entry.shownSwift)] {
      let tags = html.replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: "")
      #expect(!tags.contains("<") && !tags.contains(">"))
    }
  }

  /// Tokens join back to their text, whatever the text; JSON that is not JSON comes back whole.
  @Test func tokensLoseNothing() {
    for text in [#"{"a": [1, -2.5e3, true, null], "b\"c": "\u202E<"}"#, "{\"a\": ", "x & y <z>", #""\"#, ""] {
      #expect(JSONSourceText.tokens(text).map(\.text).joined() == text)
      let stripped = SourceHighlighting.json(text).replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: "")
      #expect(Self.unescaped(stripped) == text)
      let swift = SourceHighlighting.swift(text).replacing(/<span class="t-code-[a-z]+">|<\/span>/, with: "")
      #expect(Self.unescaped(swift) == text)
    }
    #expect(JSONSourceText.readable("{\"a\": ") == "{\"a\": ")
    #expect(JSONSourceText.readable(#"{"a" : {"b" : [1, 2]}}"#) == #"{"a": {"b": [1, 2]}}"#)
  }

  /// Built twice (once for the suite, once here), the same bytes.
  @Test func theSameSiteGivesTheSameBytes() throws {
    let (directory, output) = try Self.showing.get()
    let first = try TestSupport.files(in: output)
    let second = try TestSupport.files(in: try Self.build(directory))
    #expect(first == second)
  }

  /// `trellis serve`: a section's new layout reaches the panel (the page reloads), and what the
  /// live build writes is what a full build writes.
  @Test func aLayoutEditReachesThePanelLive() throws {
    let site = try TestSupport.siteCopy(replacing: ["site.json": try Self.showingLayouts()])
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let build = try SiteBuild(siteDirectory: site, output: output)
    _ = try build.update()
    let path = site + "/site.json"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of:
        #""layout": {"preset": "adaptiveGrid"},\#n          "cell": "grid",\#n          "header": "title",\#n          "footer": "separator""#,
      with: #""layout": {"preset": "sidebarPlain"},\#n          "cell": "grid""#)
    #expect(edited != text)
    try edited.write(toFile: path, atomically: false, encoding: .utf8)
    let update = try build.update(changedFiles: [standardizedPath(path)])
    #expect(update.reloadsPages)
    let page = try String(contentsOfFile: output + "/layouts.html", encoding: .utf8)
    let grid = try #require(Self.entries(in: page).last)
    #expect(grid.shownJSON == #"{"preset": "sidebarPlain"}"#)
    let reference = try Self.build(site)
    #expect(try TestSupport.files(in: reference) == TestSupport.files(in: output))
  }
}
