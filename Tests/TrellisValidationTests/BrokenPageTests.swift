import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisValidation

/// One broken document: a page of the freshly built bundled gallery with one edit, and what
/// the validator must say about it.
struct BrokenPage: CustomTestStringConvertible, Sendable {
  var name: String
  var page: String
  /// The first occurrence of `find` is replaced by `replace`.
  var find: String
  var replace: String
  /// Each expected problem: its line relative to the edit's line, its column (given by the
  /// text it points at on that line, or as a number), and the message.
  var expected: [(line: Int, at: Column, message: String)]

  enum Column: ExpressibleByStringLiteral {
    case text(String)
    case number(Int)
    init(stringLiteral value: String) { self = .text(value) }
  }

  var testDescription: String { name }
}

/// The broken-document corpus: structure a template override or a bug could produce, each
/// rejected at its line and column with libxml2's message.
let brokenPages: [BrokenPage] = [
  BrokenPage(
    name: "an avatar without alt", page: "characters.html",
    find: #"src="assets/avatar-alice.svg" alt="Alice""#, replace: #"src="assets/avatar-alice.svg""#,
    expected: [(0, "<img", "Element li has extra content: img")]),
  BrokenPage(
    name: "a section without id", page: "layouts.html",
    find: #" id="banners""#, replace: "",
    expected: [
      (0, "<section", "Element section failed to validate attributes"),
      (0, "<section", "Invalid attribute aria-labelledby for element section"),
    ]),
  BrokenPage(
    name: "an event handler in a cell", page: "explorer.html",
    find: #"<span class="cell-title">Happy</span>"#,
    replace: #"<span class="cell-title" onclick="alert(1)">Happy</span>"#,
    // Schema errors come without a column: the first <span on the line stands for it.
    expected: [(0, "<span", "Element div has extra content: span")]),
  BrokenPage(
    name: "a progress header without its value", page: "progress.html",
    find: #" aria-valuenow="71""#, replace: "",
    expected: [(0, "<div", "Element div failed to validate attributes")]),
  BrokenPage(
    name: "a progress header without a name", page: "progress.html",
    find: #"role="progressbar" aria-label="Progress""#, replace: #"role="progressbar""#,
    expected: [(0, "<div", "Element div failed to validate attributes")]),
  BrokenPage(
    name: "a stray element in main", page: "empty.html",
    find: #"<div class="t-sections""#, replace: "<div class=\"t-promo\">Buy now</div>\n<div class=\"t-sections\"",
    expected: [
      (0, "<div", "Did not expect text in element div"),
      (0, "<div", "Element div failed to validate attributes"),
      (0, "<div", "Invalid attribute class for element div"),
      (1, "<div", "Did not expect element div there"),
    ]),
  BrokenPage(
    name: "a script in a cell", page: "explorer.html",
    find: "</span> Cool</span>", replace: "</span> Cool</span><script>alert(1)</script>",
    expected: [(0, "<span", "Element li has extra content: span")]),
  BrokenPage(
    name: "a page without lang", page: "index.html",
    find: #" lang="en" xml:lang"#, replace: " xml:lang",
    expected: [(0, "<html", "Element html failed to validate attributes")]),
  BrokenPage(
    name: "inline code in head", page: "index.html",
    find: #"<script src="trellis.js" defer="defer"></script>"#, replace: "<script>document.title=\"x\"</script>",
    expected: [
      (0, "<script", "Did not expect text in element script"),
      (0, "<script", "Element script failed to validate attributes"),
    ]),
  BrokenPage(
    name: "a blank title", page: "index.html",
    find: "<title>Trellis Gallery</title>", replace: "<title>  </title>",
    expected: [
      (0, "<title", "Element title failed to validate content"),
      (0, "<title", "Error validating datatype token"),
    ]),
  BrokenPage(
    name: "an event handler on an avatar", page: "characters.html",
    find: #"alt="Alice""#, replace: #"alt="Alice" onerror="steal()""#,
    expected: [(0, "<img", "Element li has extra content: img")]),
  BrokenPage(
    name: "a cell inside a cell", page: "explorer.html",
    find: #"<span class="cell-title">Watch</span>"#,
    replace: #"<span class="cell-title">Watch</span><div class="t-cell cell-list">nested</div>"#,
    expected: [(0, "<span", "Element div has extra content: span")]),
  BrokenPage(
    name: "a javascript: link", page: "explorer.html",
    find: #"<a class="t-action" style="--t-action: var(--t-system-green)" href=""#,
    replace: #"<a class="t-action" style="--t-action: var(--t-system-green)" href=" JavaScript:alert(1);"#,
    // Links are checked by Trellis, every one of them (the schema lets any text through).
    expected: [
      (0, #"href=" JavaScript"#, #"" JavaScript:alert(1);https://emojipedia.org/search?q=Happy": a javascript: URL"#)
    ]),
  BrokenPage(
    name: "an id with a space", page: "layouts.html",
    find: #" id="banners""#, replace: #" id="two banners""#,
    expected: [(0, #"id="two banners""#, #"id "two banners" is empty or holds whitespace"#)]),
  BrokenPage(
    name: "an empty id", page: "layouts.html",
    find: #" id="banners""#, replace: #" id="""#,
    expected: [(0, #"id="""#, #"id "" is empty or holds whitespace"#)]),
  BrokenPage(
    name: "content before a section's header", page: "layouts.html",
    find: #"<header class="t-header">"#,
    replace: "<ul class=\"t-content\"><li class=\"t-cell cell-grid\">x</li></ul>\n<header class=\"t-header\">",
    // libxml2 then finds the next section unexpected too.
    expected: [
      (1, "<header", "Did not expect element header there"), (32, "<section", "Did not expect element section there"),
    ]),
  BrokenPage(
    name: "an SVG drawing in a cell", page: "explorer.html",
    find: #"<span class="cell-title">Bee</span>"#,
    replace: #"<span class="cell-title">Bee</span><svg viewBox="0 0 1 1"><circle r="1"/></svg>"#,
    expected: [(0, "<span", "Element div has extra content: span")]),
  BrokenPage(
    name: "an event handler on body", page: "index.html",
    find: "<body>", replace: #"<body onload="init()">"#,
    expected: [(0, "<body", "Invalid attribute onload for element body")]),
  BrokenPage(
    name: "a cell without its class", page: "layouts.html",
    find: #"<li class="t-cell cell-grid"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    replace: #"<li><span class="cell-emoji" role="img" aria-label="Happy">"#,
    expected: [(0, "<li", "Element li failed to validate content")]),
  BrokenPage(
    name: "a script in body", page: "layouts.html",
    find: #"<div class="t-sections""#, replace: "<script src=\"trellis.js\"></script>\n<div class=\"t-sections\"",
    expected: [(0, "<script", "Did not expect element script there")]),
  BrokenPage(
    name: "a cell in the navigation", page: "index.html",
    find: #"<li><a href="layouts.html">"#, replace: #"<li class="t-cell cell-plain"><a href="layouts.html">"#,
    expected: [(0, "<li", "Invalid attribute class for element li")]),
  BrokenPage(
    name: "an event handler on a progress circle", page: "progress.html",
    find: #"<svg xmlns="http://www.w3.org/2000/svg" class="t-progress-circle""#,
    replace: #"<svg xmlns="http://www.w3.org/2000/svg" onmouseover="x()" class="t-progress-circle""#,
    expected: [(0, "<svg", "Invalid attribute onmouseover for element svg")]),
  BrokenPage(
    name: "a page mark with content", page: "layouts.html",
    find: #"<li class="t-cell cell-grid"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    replace:
      #"<li class="t-page-mark" style="--p: 0" aria-hidden="true"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    expected: [(0, "<span", "Element li has extra content: span")]),
  BrokenPage(
    name: "an unclosed tag", page: "explorer.html",
    find: #"<span class="cell-title">Happy</span>"#, replace: #"<span class="cell-title">Happy"#,
    // libxml2's column: just after the </div> that ends the line, behind the cell's item link.
    expected: [(1, .number(85), "Opening and ending tag mismatch: span line 0 and div")]),
  BrokenPage(
    name: "a progress circle outside the SVG namespace", page: "progress.html",
    find: #"<svg xmlns="http://www.w3.org/2000/svg" class="t-progress-circle""#,
    replace: #"<svg class="t-progress-circle""#,
    // Without xmlns the drawing is XHTML, where no svg element exists; libxml2 then finds the
    // rest of the section unexpected too.
    expected: [
      (0, "<svg", "Did not expect element svg there"), (0, "<svg", "Expecting an element , got nothing"),
      (6, "<h2", "Did not expect element h2 there"), (9, "<ul", "Did not expect element ul there"),
      (27, "<div", "Did not expect element div there"),
    ]),
  BrokenPage(
    name: "a heading inside the progressbar", page: "progress.html",
    find: "</svg>\n</div>\n<h2 id=\"olympus-heroes-title\" class=\"t-header-title\">Heroes</h2>\n</div>",
    replace: "</svg>\n<h2 id=\"olympus-heroes-title\" class=\"t-header-title\">Heroes</h2>\n</div>\n</div>",
    expected: [
      (-5, "<header", "Expecting an element , got nothing"), (1, "<h2", "Did not expect element h2 there"),
      (5, "<ul", "Did not expect element ul there"), (23, "<div", "Did not expect element div there"),
    ]),
  BrokenPage(
    name: "the search element of 2023", page: "characters.html",
    find:
      #"<form class="t-search" role="search" hidden="hidden"><label class="t-visually-hidden" for="t-search-field">Search by name</label><input id="t-search-field" class="t-search-field" type="search" placeholder="Search" autocomplete="off"/></form>"#,
    replace:
      #"<search class="t-search" hidden="hidden"><label class="t-visually-hidden" for="t-search-field">Search by name</label><input id="t-search-field" class="t-search-field" type="search" placeholder="Search" autocomplete="off"/></search>"#,
    expected: [(0, "<search", "Did not expect element search there")]),
  BrokenPage(
    name: "a sideways scroller without a name", page: "layouts.html",
    find: #"<ul class="t-content" tabindex="0" aria-labelledby="stories-title">"#,
    replace: #"<ul class="t-content" tabindex="0">"#,
    expected: [(0, "<ul", "Invalid attribute tabindex for element ul")]),
  BrokenPage(
    name: "a duplicate id", page: "layouts.html",
    find: #" id="grid""#, replace: #" id="banners""#,
    expected: [(0, #"id="banners""#, "duplicate id \"banners\" (first at line 68)")]),
]

/// The bundled gallery, built once for the whole suite.
private let builtGallery: Result<String, any Error> = Result {
  let output = try TestSupport.makeTemporaryDirectory() + "/out"
  let built = try TestSupport.runTrellis(["build", "--output", output], in: TestSupport.repositoryRoot)
  guard built.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["stderr": built.standardError]) }
  return output
}

@Suite struct BrokenPageTests {
  @Test func theBundledGalleryIsValidInBothModes() throws {
    let output = try builtGallery.get()
    #expect(SiteValidator(schema: PageSchema.relaxNG).validate(directory: output, displayName: "out") == [])
    #expect(
      SiteValidator(schema: PageSchema.relaxNG, collapsesRuns: false).validate(directory: output, displayName: "out")
        == [])
  }

  /// Each broken page is rejected with exactly the expected problems, located; checking every
  /// element (no runs) finds the same.
  @Test(arguments: brokenPages) func aBrokenPageIsRejected(_ broken: BrokenPage) throws {
    let output = try builtGallery.get()
    let directory = try TestSupport.makeTemporaryDirectory()
    for name in try FileManager.default.contentsOfDirectory(atPath: output) {
      try FileManager.default.copyItem(atPath: output + "/" + name, toPath: directory + "/" + name)
    }
    let path = directory + "/" + broken.page
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let range = try #require(text.range(of: broken.find), "\(broken.page) no longer holds \(broken.find)")
    let edited = text.replacingCharacters(in: range, with: broken.replace)
    try edited.write(toFile: path, atomically: false, encoding: .utf8)
    let lines = edited.split(separator: "\n", omittingEmptySubsequences: false)
    let editLine = text[..<range.lowerBound].count { $0 == "\n" } + 1

    let expected = try broken.expected.map { expectation in
      let number = editLine + expectation.line
      let line = lines[number - 1]
      var column: Int
      switch expectation.at {
      case .number(let number): column = number
      case .text(let text):
        let at = try #require(line.range(of: text), "line \(number) has no \(text)")
        column = line.unicodeScalars.distance(from: line.startIndex, to: at.lowerBound) + 1  // as libxml2 counts
      }
      let message = expectation.message.replacing("line 0", with: "line \(editLine)")
      return "out/\(broken.page):\(number):\(column): error: \(message)"
    }
    for collapsesRuns in [true, false] {
      let found = SiteValidator(schema: PageSchema.relaxNG, collapsesRuns: collapsesRuns)
        .validate(directory: directory, displayName: "out").map(\.description)
      #expect(found == expected, "collapsing runs: \(collapsesRuns)")
    }
  }
}
