import Testing
import TrellisTestSupport

@testable import TrellisValidation

/// A page of sections: a title that is not blank, then any number of sections, each with an id
/// and links (an optional id, a kind that is a or b).
private let schema = """
  <grammar xmlns="http://relaxng.org/ns/structure/1.0">
    <start>
      <element name="page">
        <element name="title"><data type="token"><except><value type="token"></value></except></data></element>
        <zeroOrMore>
          <element name="section">
            <attribute name="id"><text/></attribute>
            <zeroOrMore>
              <element name="a">
                <attribute name="href"><text/></attribute>
                <optional><attribute name="id"><text/></attribute></optional>
                <optional><attribute name="kind"><choice><value>a</value><value>b</value></choice></attribute></optional>
                <text/>
              </element>
            </zeroOrMore>
          </element>
        </zeroOrMore>
      </element>
    </start>
  </grammar>
  """

/// `serve` checks a page part by part: kept from a whole check (the first build, or a rebuild that
/// changed the page's shell), then one changed section at a time inside the page's shell. On
/// generated pages and edits, what it finds must be what checking the new page whole finds:
/// problems in the section, ids twice across sections, links to ids that are gone, at the same
/// lines and columns.
@Suite struct SiteCheckPartsTests {
  private struct Page {
    var start: String
    var sections: [SiteCheck.Section]
    var end: String
    var text: String { start + sections.map(\.html).joined() + end }
  }

  private struct Generator {
    var random: SeededRandom

    mutating func next(_ bound: Int) -> Int { random.below(bound) }

    /// A section: a few links, to ids of this page (some of them missing), with ids of their own
    /// (repeated, within the section or with other sections) and, now and then, a kind the
    /// schema refuses.
    mutating func section(_ id: String) -> SiteCheck.Section {
      var scratch: Set<String> = []
      return section(id, valid: false, usedIDs: &scratch)
    }

    /// The same; `valid`: ids not in `usedIDs` (and added to it), and kinds the schema takes.
    mutating func section(_ id: String, valid: Bool, usedIDs: inout Set<String>) -> SiteCheck.Section {
      var html = "<section id=\"\(id)\">\n"
      for _ in 0..<next(6) {
        let target = ["index.html#a\(next(6))", "index.html", "other.txt", "index.html#s\(next(4))"][next(4)]
        var ownID: String? = next(2) == 0 ? "a\(next(4))" : nil
        if valid, let chosen = ownID, !usedIDs.insert(chosen).inserted { ownID = nil }
        let kinds: [String?] = !valid && next(6) == 0 ? ["c"] : [nil, "a", "b"]
        let kind = kinds[next(kinds.count)]
        html += "<a href=\"\(target)\"" + (ownID.map { " id=\"\($0)\"" } ?? "")
        html += (kind.map { " kind=\"\($0)\"" } ?? "") + ">link</a>\n"
      }
      return SiteCheck.Section(id: id, html: html + "</section>\n")
    }

    /// A page of one to four sections; `valid`: one the schema and the id rule accept (its links
    /// may still lead nowhere), as the pages kept between builds are.
    mutating func page(valid: Bool) -> Page {
      let title = !valid && next(12) == 0 ? " " : "Page"
      var used: Set<String> = []
      var sections: [SiteCheck.Section] = []
      for index in 0..<(1 + next(4)) { sections.append(section("s\(index)", valid: valid, usedIDs: &used)) }
      return Page(start: "<page>\n<title>\(title)</title>\n", sections: sections, end: "</page>\n")
    }
  }

  private let files: Set<String> = ["index.html", "other.txt"]

  /// Problems as compared: each whole, except the schema validator's, of which only which
  /// messages are said is compared. libxml2 may name a node it has already freed in a schema
  /// error; the error is then placed on the innermost open element, or on a node that took the
  /// freed one's memory, and said once or twice, depending on what else was allocated meanwhile:
  /// it differs from run to run when other tests run at the same time, for pages checked whole
  /// or in parts alike.
  private static func comparable(_ problems: [String]) -> [String] {
    var schema: Set<String> = []
    var others: [String] = []
    for problem in problems {
      if problem.hasSuffix("[validation.schema]") {
        schema.insert(problem.replacing(#/^out/index\.html:\d+:\d+: /#, with: ""))
      } else {
        others.append(problem)
      }
    }
    return others.sorted() + schema.sorted()
  }

  /// What checking the page whole finds (a page not seen before is checked whole; its text is
  /// kept, for the columns of its problems).
  private func problems(wholeOf page: Page) -> [String] {
    let check = SiteCheck(schema: schema, displayName: "out")
    check.checkPage(
      "index.html", start: page.start, sections: page.sections, end: page.end, changed: Set(page.sections.map(\.id)))
    return check.problems(files: files).map(\.description)
  }

  /// A check that has checked `page` whole and keeps it in parts, as the first build keeps a page.
  private func keeping(_ page: Page) -> SiteCheck {
    let check = SiteCheck(schema: schema, displayName: "out")
    check.checkFile("index.html", text: page.text)
    _ = check.problems(files: files)
    check.keepParts(of: "index.html", start: page.start, sections: page.sections, end: page.end)
    return check
  }

  /// A rebuild's change: the page is now `page`, of which the section `changed` changed.
  private func change(_ check: SiteCheck, to page: Page, changed: String) {
    check.beginChanges()
    check.checkPage("index.html", start: page.start, sections: page.sections, end: page.end, changed: [changed])
  }

  @Test func aSectionCheckedInsideKeptPartsFindsWhatAWholeCheckFinds() {
    var generator = Generator(random: SeededRandom(seed: 20_261_128))
    var withProblems = 0
    for _ in 0..<150 {
      let before = generator.page(valid: generator.next(4) != 0)
      var after = before
      let changed = generator.next(after.sections.count)
      after.sections[changed] = generator.section(after.sections[changed].id)
      let check = keeping(before)
      change(check, to: after, changed: after.sections[changed].id)
      let found = check.problems(files: files).map(\.description)
      let expected = problems(wholeOf: after)
      #expect(Self.comparable(found) == Self.comparable(expected), "\(after.text)")
      if !expected.isEmpty { withProblems += 1 }
    }
    // The generator makes both: pages that pass and pages with problems of every kind.
    #expect(withProblems > 30 && withProblems < 140)
  }

  /// A rebuild abandoned goes back to what was kept: the next edit is checked against the last
  /// good page, not the abandoned one.
  @Test func aDiscardedChangeLeavesTheKeptParts() {
    var generator = Generator(random: SeededRandom(seed: 7))
    for _ in 0..<40 {
      let good = generator.page(valid: true)
      var abandoned = good
      abandoned.sections[0] = generator.section(abandoned.sections[0].id)
      var next = good
      let last = next.sections.count - 1
      next.sections[last] = generator.section(next.sections[last].id)
      let check = keeping(good)
      change(check, to: abandoned, changed: abandoned.sections[0].id)
      _ = check.problems(files: files)
      check.discardChanges()
      change(check, to: next, changed: next.sections[last].id)
      #expect(
        Self.comparable(check.problems(files: files).map(\.description)) == Self.comparable(problems(wholeOf: next)),
        "\(next.text)")
    }
  }
}
