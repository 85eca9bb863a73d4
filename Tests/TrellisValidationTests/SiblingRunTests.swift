import Testing

@testable import TrellisValidation

/// A list of items (`kind` is constrained, a or b; `label` and the text are free), or a pair:
/// exactly two `x` (a count, so runs of x are never collapsed).
private let schema = """
  <grammar xmlns="http://relaxng.org/ns/structure/1.0">
    <start>
      <choice>
        <element name="list">
          <zeroOrMore>
            <element name="item">
              <attribute name="label"/>
              <attribute name="kind"><choice><value>a</value><value>b</value></choice></attribute>
              <text/>
            </element>
          </zeroOrMore>
        </element>
        <element name="pair"><element name="x"><empty/></element><element name="x"><empty/></element></element>
      </choice>
    </start>
  </grammar>
  """

/// A list of `count` items (item n on line n + 1), `edit` changing some.
private func document(items count: Int, edit: (Int) -> String? = { _ in nil }) -> String {
  var lines = ["<list>"]
  for n in 1...count {
    lines.append(edit(n) ?? #"<item label="item \#(n)" kind="a">text \#(n)</item>"#)
  }
  lines.append("</list>")
  return lines.joined(separator: "\n") + "\n"
}

private func check(_ text: String, collapsing: Bool) -> DocumentFacts {
  let stream = DocumentStream(displayName: "d.xml", schema: SchemaSource(schema), collapsesRuns: collapsing)
  // Fed in small pieces, as a page is written.
  let bytes = Array(text.utf8)
  for start in stride(from: 0, to: bytes.count, by: 1000) {
    bytes[start..<min(start + 1000, bytes.count)].withUnsafeBytes { stream.feed($0) }
  }
  return stream.finish()
}

@Suite struct SiblingRunTests {
  @Test func theSchemaSaysWhichValuesCount() {
    let rules = SchemaValueRules(schema: schema)
    #expect(rules.understood)
    #expect(rules.isConstrained(attribute: "kind", of: "item"))
    #expect(!rules.isConstrained(attribute: "label", of: "item"))
    #expect(!rules.isConstrained(textOf: "item"))
    #expect(rules.countedChildren == ["pair x"])
    // A name class is not followed: then every value counts and nothing is collapsed.
    let open = SchemaValueRules(
      schema: schema.replacing(#"<attribute name="label"/>"#, with: "<attribute><anyName/></attribute>"))
    #expect(!open.understood)
    #expect(open.isConstrained(attribute: "label", of: "item"))
    #expect(open.mayCount("item", under: "list"))
    // Page.rng itself is read.
    let page = SchemaValueRules(schema: PageSchema.relaxNG)
    #expect(page.understood)
    #expect(!page.isConstrained(attribute: "aria-label", of: "span"))
    #expect(page.isConstrained(attribute: "class", of: "li"))
    #expect(!page.mayCount("li", under: "ul"))
    // A layout source's details holds two figures in a row; an outline's, any number of rows.
    #expect(page.mayCount("figure", under: "details"))
    #expect(!page.mayCount("div", under: "details"))
  }

  @Test func aValidRunIsValidatedTwice() {
    let text = document(items: 1000)
    let collapsed = check(text, collapsing: true)
    #expect(collapsed.problems == [])
    #expect(collapsed.repeatsSkipped == 998)
    let every = check(text, collapsing: false)
    #expect(every.problems == [])
    #expect(every.repeatsSkipped == 0)
  }

  /// A bad item deep in a run breaks it (its shape differs: `kind` counts) and is reported at
  /// its line; so is one missing an attribute, and every member of an invalid run.
  @Test func badItemsInARunAreEachReported() {
    let text = document(items: 1000) { n in
      switch n {
      case 700: #"<item label="item 700" kind="c">text</item>"#
      case 800: #"<item kind="a">text</item>"#
      case 900...905: #"<item label="x">text</item>"#
      default: nil
      }
    }
    let expected =
      ["701: Element item failed to validate attributes", "701: Invalid attribute kind for element item"]
      + (800...800).map { "\($0 + 1): Element item failed to validate attributes" }
      + (900...905).map { "\($0 + 1): Element item failed to validate attributes" }
    for collapsing in [true, false] {
      let problems = check(text, collapsing: collapsing).problems
      #expect(problems.map { "\($0.line): \($0.message)" } == expected, "collapsing: \(collapsing)")
    }
  }

  /// Under an element whose content counts its children, every child is validated: three x
  /// where the schema wants exactly two is an error in both modes.
  @Test func countedChildrenAreNeverCollapsed() {
    for collapsing in [true, false] {
      let facts = check("<pair>\n<x/>\n<x/>\n<x/>\n</pair>\n", collapsing: collapsing)
      #expect(facts.problems.map { "\($0.line): \($0.message)" } == ["4: Did not expect element x there"])
    }
  }

  /// Counting is per child name: under an element that counts its `x` children, a run of `y`
  /// is still collapsed, and a third `x` is still found.
  @Test func onlyTheCountedNameIsNeverCollapsed() {
    let box = """
      <grammar xmlns="http://relaxng.org/ns/structure/1.0">
        <start>
          <element name="box">
            <choice>
              <group><element name="x"><empty/></element><element name="x"><empty/></element></group>
              <zeroOrMore><element name="y"><empty/></element></zeroOrMore>
            </choice>
          </element>
        </start>
      </grammar>
      """
    #expect(SchemaValueRules(schema: box).countedChildren == ["box x"])
    func check(_ text: String) -> DocumentFacts {
      let stream = DocumentStream(displayName: "d.xml", schema: SchemaSource(box), collapsesRuns: true)
      stream.feed(text)
      return stream.finish()
    }
    let ys = check("<box>\n" + String(repeating: "<y/>\n", count: 50) + "</box>\n")
    #expect(ys.problems == [])
    #expect(ys.repeatsSkipped == 48)
    let xs = check("<box>\n<x/>\n<x/>\n<x/>\n</box>\n")
    #expect(xs.problems.map { "\($0.line): \($0.message)" } == ["4: Did not expect element x there"])
    #expect(xs.repeatsSkipped == 0)
  }

  /// Only free values differ between the items of a run: a changed text or label keeps the
  /// run; a changed constrained value starts a new one.
  @Test func freeValuesDoNotBreakARun() {
    let mixed = document(items: 10) { n in n % 2 == 0 ? #"<item label="other" kind="b">x</item>"# : nil }
    #expect(check(mixed, collapsing: true).repeatsSkipped == 0)  // a, b, a, b…: no run of one shape
    let labels = document(items: 10) { n in #"<item label="\#(String(repeating: "l", count: n))" kind="b">\#(n)</item>"#
    }
    #expect(check(labels, collapsing: true).repeatsSkipped == 8)
  }
}
