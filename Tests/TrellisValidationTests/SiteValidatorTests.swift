import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisValidation

/// A page in the shape Trellis writes, with `body` inside `main`.
private func page(_ title: String, body: String, links: String = "") -> String {
  """
  <!DOCTYPE html>
  <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">
  <head><meta charset="utf-8"/><title>\(title)</title></head>
  <body>
  <nav>\(links)</nav>
  <main id="main">
  \(body)
  </main>
  </body>
  </html>

  """
}

/// Writes `files` (path → text or bytes) into a new directory and validates it without the
/// page schema (the schema has its own tests).
private func problems(_ files: [String: Any]) throws -> [String] {
  let directory = try TestSupport.makeTemporaryDirectory()
  for (path, contents) in files {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let data = (contents as? [UInt8]).map { Data($0) } ?? Data(String(describing: contents).utf8)
    try data.write(to: url)
  }
  return SiteValidator().validate(directory: directory, displayName: "Output").map(\.description)
}

@Suite struct SiteValidatorTests {
  @Test func aSoundSiteHasNoProblems() throws {
    #expect(
      try problems([
        "index.html": page("Home", body: ##"<p id="top"><a href="a.html#x">A</a> <a href="#top">top</a></p>"##),
        "a.html": page(
          "A", body: #"<p id="x"><img src="assets/i.svg" alt="i"/><a href="https://example.org/">out</a></p>"#),
        "assets/i.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#,
      ]) == [])
  }

  @Test func malformedDocumentsAreLocated() throws {
    #expect(
      try problems(["index.html": page("Home", body: "<p><b>bold</p>")]) == [
        "Output/index.html:7:15: error: Opening and ending tag mismatch: b line 7 and p [validation.notWellFormed]"
      ])
    #expect(
      try problems(["index.html": page("Home", body: "<ul><li>one</ul>")]) == [
        "Output/index.html:7:17: error: Opening and ending tag mismatch: li line 7 and ul [validation.notWellFormed]"
      ])
    // "café" in Latin-1: a lone 0xE9 where UTF-8 needs two bytes.
    let utf8 = Array(page("Home", body: "<p>café</p>").utf8)
    let e = try #require(utf8.firstIndex(of: 0xC3))
    let broken = Array(utf8[..<e]) + [0xE9] + Array(utf8[(e + 2)...])
    #expect(
      try problems(["index.html": broken]) == [
        "Output/index.html:7:7: error: Input is not proper UTF-8, indicate encoding ! Bytes: 0xE9 0x3C 0x2F 0x70 [validation.notWellFormed]"
      ])
    #expect(
      try problems(["index.html": page("Home", body: "<p>unclosed"), "i.svg": "<svg"]) == [
        "Output/i.svg:1:5: error: Couldn't find end of Start Tag svg [validation.notWellFormed]",
        "Output/index.html:8:8: error: Opening and ending tag mismatch: p line 7 and main [validation.notWellFormed]",
      ])
  }

  @Test func duplicateIdsNameTheFirst() throws {
    #expect(
      try problems(["index.html": page("Home", body: "<p id=\"a\">1</p>\n<p id=\"a\">2</p>")]) == [
        "Output/index.html:8:4: error: duplicate id \"a\" [validation.duplicateID]\n"
          + "Output/index.html:7:4: note: first seen here"
      ])
  }

  @Test func danglingLinksAndFragmentsAreLocatedAtTheirAttribute() throws {
    let found = try problems([
      "index.html": page(
        "Home",
        body: """
          <p><a href="missing.html">m</a></p>
          <p><img alt="x" src="assets/none.png"/></p>
          <p><a href="#nowhere">n</a></p>
          <p><a href="../secret.html">s</a> <a href="javascript:alert(1)">j</a></p>
          <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="s.svg#a"/></svg>
          """)
    ])
    #expect(
      found == [
        "Output/index.html:7:7: error: href \"missing.html\": no file missing.html in the output [validation.brokenLink]",
        "Output/index.html:8:17: error: src \"assets/none.png\": no file assets/none.png in the output [validation.brokenLink]",
        "Output/index.html:9:7: error: href \"#nowhere\": no element with id \"nowhere\" in index.html [validation.brokenFragment]",
        "Output/index.html:10:7: error: \"../secret.html\" leads out of the output directory [validation.linkLeavesOutput]",
        "Output/index.html:10:38: error: \"javascript:alert(1)\": a javascript: URL [validation.linkScheme]",
        "Output/index.html:11:89: error: xlink:href \"s.svg#a\": no file s.svg in the output [validation.brokenLink]",
      ], "\(found)")
  }

  @Test func everyPageIsReachableFromIndex() throws {
    #expect(
      try problems([
        "index.html": page("Home", body: "<p><a href=\"a.html\">a</a></p>"),
        "a.html": page("A", body: "<p><a href=\"b.html\">b</a></p>"),
        "b.html": page("B", body: "<p>b</p>"),
        "lost.html": page("Lost", body: "<p><a href=\"index.html\">home</a></p>"),
      ]) == ["Output/lost.html:1:1: error: no link from index.html leads to this page [validation.unreachablePage]"])
    #expect(
      try problems(["a.html": page("A", body: "<p>a</p>")]) == [
        "Output/index.html:1:1: error: the site has no index.html [validation.noIndexPage]"
      ])
  }
}
