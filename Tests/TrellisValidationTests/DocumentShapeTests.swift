import Testing
import TrellisTestSupport

@testable import TrellisValidation

/// A page-like document: a `title` (a token that is not empty), a `nav` whose `aria-label` is one
/// too, links whose `href` is any text, and a `kind` that is a or b.
private let schema = """
  <grammar xmlns="http://relaxng.org/ns/structure/1.0">
    <start>
      <element name="page">
        <element name="title"><ref name="nonempty.value"/></element>
        <element name="nav">
          <attribute name="aria-label"><ref name="nonempty.value"/></attribute>
          <zeroOrMore>
            <element name="a">
              <attribute name="href"><ref name="url.value"/></attribute>
              <optional><attribute name="kind"><choice><value>a</value><value>b</value></choice></attribute></optional>
              <text/>
            </element>
          </zeroOrMore>
        </element>
      </element>
    </start>
    <define name="nonempty.value">
      <data type="token"><except><value type="token"></value></except></data>
    </define>
    <define name="url.value"><text/></define>
  </grammar>
  """

private func page(title: String = "Grinning face", label: String = "In Smileys", links: [(String, String?)]) -> String {
  let anchors = links.map { href, kind in
    "<a href=\"\(href)\"\(kind.map { " kind=\"\($0)\"" } ?? "")>\(href)</a>"
  }
  return "<page>\n<title>\(title)</title>\n<nav aria-label=\"\(label)\">\n"
    + anchors.joined(separator: "\n") + "\n</nav>\n</page>\n"
}

/// Checks each document in turn on one stream, reset between them, as a build's worker does.
private func checkInTurn(_ documents: [String]) -> [DocumentFacts] {
  let stream = DocumentStream(displayName: "0.xml", schema: SchemaSource(schema))
  return documents.enumerated().map { index, text in
    if index > 0 { stream.reset(displayName: "\(index).xml") }
    stream.remembersShapes = true
    stream.feed(text)
    return stream.finish()
  }
}

@Suite struct DocumentShapeTests {
  @Test func theSchemaSaysWhatOfEachValueCounts() {
    let rules = SchemaValueRules(schema: schema)
    #expect(rules.understood)
    #expect(rules.rule(attribute: "href", of: "a") == .free)  // <text/> through a ref
    #expect(rules.rule(attribute: "aria-label", of: "nav") == .blankness)
    #expect(rules.rule(attribute: "kind", of: "a") == .exact)
    #expect(!rules.isConstrained(textOf: "title"))  // whether a text is blank is in every shape
    let page = SchemaValueRules(schema: PageSchema.relaxNG)
    #expect(page.rule(attribute: "href", of: "a") == .free)
    #expect(page.rule(attribute: "aria-label", of: "nav") == .blankness)
    #expect(page.rule(attribute: "class", of: "li") == .exact)
    #expect(!page.isConstrained(textOf: "title"))
  }

  /// Pages that differ only in what the schema does not look at are validated once; a page of
  /// another shape is validated, and an invalid one is reported every time.
  @Test func aShapeFoundValidIsNotValidatedAgain() {
    let facts = checkInTurn([
      page(links: [("emoji-1.html", nil), ("emoji-2.html", "a")]),
      page(title: "Smiling face", label: "In Faces", links: [("emoji-7.html", nil), ("emoji-8.html", "a")]),
      page(links: [("emoji-1.html", nil), ("emoji-2.html", "b")]),  // kind counts
      page(links: [("emoji-1.html", nil), ("emoji-2.html", "c")]),
      page(links: [("emoji-3.html", nil), ("emoji-4.html", "c")]),  // the same invalid shape
      page(title: "  ", links: [("emoji-1.html", nil)]),  // blank: not the shape of a valid page
      page(label: " ", links: [("emoji-1.html", nil), ("emoji-2.html", "a")]),
    ])
    #expect(facts.map(\.checkedByShape) == [false, true, false, false, false, false, false])
    #expect(facts.map(\.problems.isEmpty) == [true, true, true, false, false, false, false])
    #expect(facts[3].problems.map(\.line) == facts[4].problems.map(\.line))
    #expect(facts[3].problems.first?.file == "3.xml")
    #expect(facts[4].problems.first?.file == "4.xml")
    // Ids and links are collected from every page, whether validated or not.
    #expect(facts[1].links.map(\.value) == ["emoji-7.html", "emoji-8.html"])
  }

  /// Without `remembersShapes` (a large document, or `trellis validate`) every document is
  /// validated.
  @Test func onlyDocumentsThatRememberShapesAreSkipped() {
    let stream = DocumentStream(displayName: "0.xml", schema: SchemaSource(schema))
    let text = page(links: [("emoji-1.html", nil)])
    stream.feed(text)
    #expect(!stream.finish().checkedByShape)
    stream.reset(displayName: "1.xml")
    stream.feed(text)
    #expect(!stream.finish().checkedByShape)
  }

  /// A document cut short is still validated as far as it goes, and reports where it broke.
  @Test func aDocumentCutShortIsValidated() {
    let facts = checkInTurn([
      page(links: [("emoji-1.html", nil)]),
      "<page>\n<title>x</title>\n<nav aria-label=\"x\">\n<a href=\"y\" kind=\"c\">y</a>\n",
    ])
    #expect(facts[1].problems.count >= 2)
    #expect(facts[1].problems.contains { $0.line == 4 && $0.message.text.contains("kind") })
  }
}

/// `trellis serve` checks many files at once (`SiteCheck.checkFiles`), on every core
/// and by shape: it must find what checking each file on its own finds.
@Suite struct IncrementalCheckFilesTests {
  @Test func checkingManyAtOnceFindsWhatCheckingEachFinds() {
    var random = SeededRandom(seed: 20_261_126)
    func next(_ bound: Int) -> Int { random.below(bound) }
    // Valid pages of a few shapes, and some broken ones: a blank title or label, a kind the
    // schema does not know, an element left open.
    var files: [(path: String, text: String)] = []
    for index in 0..<120 {
      let links = (0..<next(4)).map { _ in ("p\(next(120)).html", [nil, "a", "b", "c"][next(4)]) }
      var text = page(
        title: next(10) == 0 ? " " : "Page \(index)", label: next(12) == 0 ? "" : "Pages", links: links)
      if next(15) == 0 { text = text.replacing("</nav>", with: "") }
      files.append(("p\(index).html", text))
    }
    let paths = Set(files.map(\.path))
    let together = SiteCheck(schema: schema, displayName: "out")
    together.checkFiles(files)
    let alone = SiteCheck(schema: schema, displayName: "out")
    for file in files { alone.checkFile(file.path, text: file.text) }
    let found = together.problems(files: paths).map(\.description)
    let expected = alone.problems(files: paths).map(\.description)
    // A page that is not well-formed ends its check at the first mismatched tag, found either
    // way; what validation said before it may differ (a buffered page is validated when it ends).
    let broken = Set(files.filter { !$0.text.contains("</nav>") }.map { "out/" + $0.path + ":" })
    func inBroken(_ line: String) -> Bool { broken.contains { line.hasPrefix($0) } }
    #expect(found.filter { !inBroken($0) } == expected.filter { !inBroken($0) })
    let mismatches = { (lines: [String]) in lines.filter { inBroken($0) && $0.contains("tag mismatch") } }
    #expect(mismatches(found) == mismatches(expected))
    #expect(mismatches(found).count == broken.count)
    // Besides the site's own (no index.html): the broken pages' problems.
    #expect(found.filter { !$0.contains("index.html") }.count > 10)
  }
}
