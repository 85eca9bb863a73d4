import Dispatch
import Foundation
import Synchronization
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

  /// The page as the gallery built in `output` holds it, the range of `find` in it, and the
  /// page edited.
  func edit(in output: String) throws -> (text: String, range: Range<String.Index>, edited: String) {
    let text = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
    let range = try #require(text.range(of: find), "\(page) no longer holds \(find)")
    return (text, range, text.replacingCharacters(in: range, with: replace))
  }
}

/// The broken-document corpus: structure a template override or a bug could produce, each
/// rejected at its line and column with libxml2's message.
let brokenPages: [BrokenPage] = [
  BrokenPage(
    name: "an avatar without alt", page: "characters.html",
    find: #".svg" alt="Alice""#, replace: #".svg""#,
    expected: [(0, "<picture", "Element li has extra content: picture [validation.schema]")]),
  BrokenPage(
    name: "a section without id", page: "layouts.html",
    find: #" id="banners""#, replace: "",
    expected: [
      (0, "<section", "Element section failed to validate attributes [validation.schema]"),
      (0, "<section", "Invalid attribute aria-labelledby for element section [validation.schema]"),
    ]),
  BrokenPage(
    name: "an event handler in a cell", page: "explorer.html",
    find: #"<span class="cell-title">Happy</span>"#,
    replace: #"<span class="cell-title" onclick="alert(1)">Happy</span>"#,
    // Schema errors come without a column: the first <span on the line stands for it.
    expected: [(0, "<span", "Element div has extra content: span [validation.schema]")]),
  BrokenPage(
    name: "a progress header without its value", page: "progress.html",
    find: #" aria-valuenow="71""#, replace: "",
    expected: [(0, "<div", "Element div failed to validate attributes [validation.schema]")]),
  BrokenPage(
    name: "a progress header without a name", page: "progress.html",
    find: #"role="progressbar" aria-label="Progress""#, replace: #"role="progressbar""#,
    expected: [(0, "<div", "Element div failed to validate attributes [validation.schema]")]),
  BrokenPage(
    name: "a stray element in main", page: "empty.html",
    find: #"<div class="t-sections""#, replace: "<div class=\"t-promo\">Buy now</div>\n<div class=\"t-sections\"",
    expected: [
      (0, "<div", "Did not expect text in element div [validation.schema]"),
      (0, "<div", "Element div failed to validate attributes [validation.schema]"),
      (0, "<div", "Invalid attribute class for element div [validation.schema]"),
      (1, "<div", "Did not expect element div there [validation.schema]"),
    ]),
  BrokenPage(
    name: "a script in a cell", page: "explorer.html",
    find: "</span> Cool</span>", replace: "</span> Cool</span><script>alert(1)</script>",
    expected: [(0, "<span", "Element li has extra content: span [validation.schema]")]),
  BrokenPage(
    name: "a page without lang", page: "index.html",
    find: #" lang="en" xml:lang"#, replace: " xml:lang",
    expected: [(0, "<html", "Element html failed to validate attributes [validation.schema]")]),
  BrokenPage(
    name: "inline code in head", page: "index.html",
    find: #"<script src="trellis.js" defer="defer"></script>"#, replace: "<script>document.title=\"x\"</script>",
    expected: [
      (0, "<script", "Did not expect text in element script [validation.schema]"),
      (0, "<script", "Element script failed to validate attributes [validation.schema]"),
    ]),
  BrokenPage(
    name: "a blank title", page: "index.html",
    find: "<title>Trellis Gallery</title>", replace: "<title>  </title>",
    expected: [
      (0, "<title", "Element title failed to validate content [validation.schema]"),
      (0, "<title", "Error validating datatype token [validation.schema]"),
    ]),
  BrokenPage(
    name: "an event handler on an avatar", page: "characters.html",
    find: #"alt="Alice""#, replace: #"alt="Alice" onerror="steal()""#,
    expected: [(0, "<picture", "Element li has extra content: picture [validation.schema]")]),
  BrokenPage(
    name: "a cell inside a cell", page: "explorer.html",
    find: #"<span class="cell-title">Watch</span>"#,
    replace: #"<span class="cell-title">Watch</span><div class="t-cell cell-list">nested</div>"#,
    expected: [(0, "<span", "Element div has extra content: span [validation.schema]")]),
  BrokenPage(
    name: "a javascript: link", page: "explorer.html",
    find: #"<a class="t-action" style="--t-action: var(--t-system-green)" href=""#,
    replace: #"<a class="t-action" style="--t-action: var(--t-system-green)" href=" JavaScript:alert(1);"#,
    // Links are checked by Trellis, every one of them (the schema lets any text through).
    expected: [
      (
        0, #"href=" JavaScript"#,
        #"" JavaScript:alert(1);https://emojipedia.org/search?q=Happy": a javascript: URL [validation.linkScheme]"#
      )
    ]),
  BrokenPage(
    name: "an id with a space", page: "layouts.html",
    find: #" id="banners""#, replace: #" id="two banners""#,
    expected: [(0, #"id="two banners""#, #"id "two banners" is empty or holds whitespace [validation.badID]"#)]),
  BrokenPage(
    name: "an empty id", page: "layouts.html",
    find: #" id="banners""#, replace: #" id="""#,
    expected: [(0, #"id="""#, #"id "" is empty or holds whitespace [validation.badID]"#)]),
  BrokenPage(
    name: "content before a section's header", page: "layouts.html",
    find: #"<header class="t-header">"#,
    replace: "<ul class=\"t-content\"><li class=\"t-cell cell-grid\">x</li></ul>\n<header class=\"t-header\">",
    // libxml2 then finds the next section unexpected too.
    expected: [
      (1, "<header", "Did not expect element header there [validation.schema]"),
      (32, "<section", "Did not expect element section there [validation.schema]"),
    ]),
  BrokenPage(
    name: "an SVG drawing in a cell", page: "explorer.html",
    find: #"<span class="cell-title">Bee</span>"#,
    replace: #"<span class="cell-title">Bee</span><svg viewBox="0 0 1 1"><circle r="1"/></svg>"#,
    expected: [(0, "<span", "Element div has extra content: span [validation.schema]")]),
  BrokenPage(
    name: "an event handler on body", page: "index.html",
    find: "<body>", replace: #"<body onload="init()">"#,
    expected: [(0, "<body", "Invalid attribute onload for element body [validation.schema]")]),
  BrokenPage(
    name: "a cell without its class", page: "layouts.html",
    find: #"<li class="t-cell cell-grid"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    replace: #"<li><span class="cell-emoji" role="img" aria-label="Happy">"#,
    expected: [(0, "<li", "Element li failed to validate content [validation.schema]")]),
  BrokenPage(
    name: "a script in body", page: "layouts.html",
    find: #"<div class="t-sections""#, replace: "<script src=\"trellis.js\"></script>\n<div class=\"t-sections\"",
    expected: [(0, "<script", "Did not expect element script there [validation.schema]")]),
  BrokenPage(
    name: "a cell in the navigation", page: "index.html",
    find: #"<li><a href="layouts.html">"#, replace: #"<li class="t-cell cell-plain"><a href="layouts.html">"#,
    expected: [(0, "<li", "Invalid attribute class for element li [validation.schema]")]),
  BrokenPage(
    name: "an event handler on a progress circle", page: "progress.html",
    find: #"<svg xmlns="http://www.w3.org/2000/svg" class="t-progress-circle""#,
    replace: #"<svg xmlns="http://www.w3.org/2000/svg" onmouseover="x()" class="t-progress-circle""#,
    expected: [(0, "<svg", "Invalid attribute onmouseover for element svg [validation.schema]")]),
  BrokenPage(
    name: "a page mark with content", page: "layouts.html",
    find: #"<li class="t-cell cell-grid"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    replace:
      #"<li class="t-page-mark" style="--p: 0" aria-hidden="true"><span class="cell-emoji" role="img" aria-label="Happy">"#,
    expected: [(0, "<span", "Element li has extra content: span [validation.schema]")]),
  BrokenPage(
    name: "an unclosed tag", page: "explorer.html",
    find: #"<span class="cell-title">Happy</span>"#, replace: #"<span class="cell-title">Happy"#,
    // libxml2's column: just after the </div> that ends the line, behind the cell's item link.
    expected: [(1, .number(85), "Opening and ending tag mismatch: span line 0 and div [validation.notWellFormed]")]),
  BrokenPage(
    name: "a progress circle outside the SVG namespace", page: "progress.html",
    find: #"<svg xmlns="http://www.w3.org/2000/svg" class="t-progress-circle""#,
    replace: #"<svg class="t-progress-circle""#,
    // Without xmlns the drawing is XHTML, where no svg element exists; libxml2 then finds the
    // rest of the section unexpected too.
    expected: [
      (0, "<svg", "Did not expect element svg there [validation.schema]"),
      (0, "<svg", "Expecting an element , got nothing [validation.schema]"),
      (6, "<h2", "Did not expect element h2 there [validation.schema]"),
      (9, "<ul", "Did not expect element ul there [validation.schema]"),
      (27, "<div", "Did not expect element div there [validation.schema]"),
    ]),
  BrokenPage(
    name: "a heading inside the progressbar", page: "progress.html",
    find: "</svg>\n</div>\n<h2 id=\"olympus-heroes-title\" class=\"t-header-title\">Heroes</h2>\n</div>",
    replace: "</svg>\n<h2 id=\"olympus-heroes-title\" class=\"t-header-title\">Heroes</h2>\n</div>\n</div>",
    expected: [
      (-5, "<header", "Expecting an element , got nothing [validation.schema]"),
      (1, "<h2", "Did not expect element h2 there [validation.schema]"),
      (5, "<ul", "Did not expect element ul there [validation.schema]"),
      (23, "<div", "Did not expect element div there [validation.schema]"),
    ]),
  BrokenPage(
    name: "the search element of 2023", page: "characters.html",
    find:
      #"<form class="t-search" role="search" hidden="hidden"><label class="t-visually-hidden" for="t-search-field">Search by name</label><input id="t-search-field" class="t-search-field" type="search" placeholder="Search" autocomplete="off"/></form>"#,
    replace:
      #"<search class="t-search" hidden="hidden"><label class="t-visually-hidden" for="t-search-field">Search by name</label><input id="t-search-field" class="t-search-field" type="search" placeholder="Search" autocomplete="off"/></search>"#,
    expected: [(0, "<search", "Did not expect element search there [validation.schema]")]),
  BrokenPage(
    name: "a sideways scroller without a name", page: "layouts.html",
    find: #"<ul class="t-content" tabindex="0" aria-labelledby="stories-title">"#,
    replace: #"<ul class="t-content" tabindex="0">"#,
    expected: [(0, "<ul", "Invalid attribute tabindex for element ul [validation.schema]")]),
  BrokenPage(
    name: "a duplicate id", page: "layouts.html",
    find: #" id="grid""#, replace: #" id="banners""#,
    expected: [
      (
        0, #"id="banners""#,
        "duplicate id \"banners\" [validation.duplicateID]\nout/layouts.html:68:58: note: first seen here"
      )
    ]),
]

/// The bundled gallery, built once for the test process.
private let builtGallery = Result { try TestSupport.bundledGallery().output }

/// What checking each file of the built gallery found, in one mode: found once, then reused for
/// every broken page, of which only the broken page is checked again (a thousand pages checked
/// for each of them, every element in one of the modes, took most of the time of `swift test`).
/// The problems so found are a whole-site validation's: ``BrokenPageTests`` compares the two.
private struct GalleryFacts: Sendable {
  var root: String
  var collapsesRuns: Bool
  var schema = SchemaSource(PageSchema.relaxNG)
  var files: [String]
  /// Each page's, SVG's and sitemap's facts, by path, as ``SiteValidator/validate(directory:displayName:)``
  /// finds them.
  var documents: [String: DocumentFacts]

  init(root: String, collapsesRuns: Bool) {
    self.root = root
    self.collapsesRuns = collapsesRuns
    files = SiteValidator.files(below: URL(fileURLWithPath: root).standardizedFileURL)
    let paths = files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".svg") }
    let found = Mutex<[String: DocumentFacts]>([:])
    DispatchQueue.concurrentPerform(iterations: paths.count) { [schema] index in
      let facts = Self.check(paths[index], in: root, schema: schema, collapsesRuns: collapsesRuns)
      found.withLock { $0[paths[index]] = facts }
    }
    documents = found.withLock { $0 }
    for path in files where SitemapSchema.isSitemap(path) {
      guard let bytes = FileManager.default.contents(atPath: root + "/" + path) else { continue }
      var facts = DocumentFacts()
      facts.problems = SitemapCheck.problems(of: String(decoding: bytes, as: UTF8.self), displayName: "out/" + path)
      documents[path] = facts
    }
  }

  static func check(_ path: String, in root: String, schema: SchemaSource, collapsesRuns: Bool) -> DocumentFacts {
    DocumentCheck.check(
      path: root + "/" + path, displayName: "out/" + path, schema: path.hasSuffix(".html") ? schema : nil,
      collapsesRuns: collapsesRuns)
  }

  /// The problems of the whole gallery.
  func problems() -> [ValidationProblem] {
    SiteValidator.conclude(
      documents, root: URL(fileURLWithPath: root).standardizedFileURL, displayName: "out", files: files)
  }

  /// The problems of the gallery with `pages` (pages of its top folder) edited, as
  /// ``editedPages(_:)`` wrote them in `directory`: those pages checked again, the others' facts
  /// as found, the checks across files made anew. A problem without a column finds it on its
  /// line, read from the file: when a problem is in another file, that file is linked into
  /// `directory` and the problems are found again.
  func problems(editing pages: Set<String>, in directory: String) throws -> [ValidationProblem] {
    var documents = documents
    for page in pages {
      documents[page] = Self.check(page, in: directory, schema: schema, collapsesRuns: collapsesRuns)
    }
    let base = URL(fileURLWithPath: directory).standardizedFileURL
    let problems = SiteValidator.conclude(documents, root: base, displayName: "out", files: files)
    let others = Set(problems.map { String($0.file.dropFirst("out/".count)) }).subtracting(pages)
    guard !others.isEmpty else { return problems }
    for file in others where !FileManager.default.fileExists(atPath: directory + "/" + file) {
      try FileManager.default.createDirectory(
        atPath: (directory + "/" + file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: directory + "/" + file, withDestinationPath: root + "/" + file)
    }
    return SiteValidator.conclude(documents, root: base, displayName: "out", files: files)
  }
}

/// A new folder holding edited pages: name → text.
private func editedPages(_ pages: [String: String]) throws -> String {
  let directory = try TestSupport.makeTemporaryDirectory()
  for (page, text) in pages { try text.write(toFile: directory + "/" + page, atomically: false, encoding: .utf8) }
  return directory
}

/// The gallery's facts in both modes: collapsing runs of alike siblings, and checking every element.
private let galleryFacts: Result<[GalleryFacts], any Error> = Result {
  let output = try builtGallery.get()
  return [true, false].map { GalleryFacts(root: output, collapsesRuns: $0) }
}

@Suite struct BrokenPageTests {
  /// In both modes the gallery has no problem: from its files' facts, found once for the broken
  /// pages below as a whole-site validation finds them (``reusedFactsFindWhatValidatingTheWholeSiteFinds()``
  /// compares the two).
  @Test func theBundledGalleryIsValidInBothModes() throws {
    let all = try galleryFacts.get()
    #expect(all.map(\.collapsesRuns) == [true, false])
    for facts in all {
      #expect(facts.documents.count > 1000)
      #expect(facts.problems() == [], "collapsing runs: \(facts.collapsesRuns)")
    }
  }

  /// A gallery broken in two pages, found with its other files' facts reused (as each case of
  /// ``aBrokenPageIsRejected(_:)`` is, in either mode), has the problems a whole-site validation
  /// finds. The edits: a link checked across files, with problems located by their text on the
  /// line; and an id that 258 other pages link to, renamed, which breaks their links.
  @Test func reusedFactsFindWhatValidatingTheWholeSiteFinds() throws {
    let renamedID = BrokenPage(
      name: "an id other pages link to, renamed", page: "unicode-flags.html", find: #" id="g-country-flag""#,
      replace: #" id="g-country-flags""#, expected: [])
    let link = try #require(brokenPages.first { $0.name == "a javascript: link" })
    let output = try builtGallery.get()
    let edited = try Dictionary(
      uniqueKeysWithValues: [link, renamedID].map { ($0.page, try $0.edit(in: output).edited) })
    // The broken gallery: the built one's files hard-linked (a copy took seconds), but the edited pages.
    let directory = try TestSupport.makeTemporaryDirectory() + "/out"
    for file in SiteValidator.files(below: URL(fileURLWithPath: output)) where edited[file] == nil {
      try FileManager.default.createDirectory(
        atPath: (directory + "/" + file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.linkItem(atPath: output + "/" + file, toPath: directory + "/" + file)
    }
    for (page, text) in edited { try text.write(toFile: directory + "/" + page, atomically: false, encoding: .utf8) }
    let whole = SiteValidator(schema: PageSchema.relaxNG).validate(directory: directory, displayName: "out")
    #expect(Set(whole.map(\.file)).count > 100)
    let facts = try #require(try galleryFacts.get().first { $0.collapsesRuns })
    #expect(try facts.problems(editing: Set(edited.keys), in: try editedPages(edited)) == whole)
  }

  /// Each broken page is rejected with exactly the expected problems, located; checking every
  /// element (no runs) finds the same.
  @Test(arguments: brokenPages) func aBrokenPageIsRejected(_ broken: BrokenPage) throws {
    let (text, range, edited) = try broken.edit(in: try builtGallery.get())
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
    let directory = try editedPages([broken.page: edited])
    for facts in try galleryFacts.get() {
      let found = try facts.problems(editing: [broken.page], in: directory).map(\.description)
      #expect(found == expected, "collapsing runs: \(facts.collapsesRuns)")
    }
  }
}
