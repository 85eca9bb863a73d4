import PropertyBased
import Testing

@testable import TrellisValidation

/// Collapsing runs of alike siblings must never hide a problem: on generated documents, the
/// lines with problems are the same with runs collapsed as with every element validated.
///
/// (Lines, not every message: libxml2 leaves out a message it takes for a repeat of one it has
/// just given, which it recognises by the node's address, and a node's memory is reused after
/// the node is freed, differently in the two modes. A line keeps at least one message.)
///
/// The values the schema constrains are compared by their bytes (packed eight to a word in the
/// shape): the allowed values and the near misses below differ in one byte at either side of a
/// word's edge, by an escaped ampersand, or by length, so a shape that confused two of them
/// would let a bad item hide in a run of good ones.
@Suite struct SiblingRunGeneratedTests {
  private static let schema = """
    <grammar xmlns="http://relaxng.org/ns/structure/1.0">
      <start>
        <element name="list">
          <zeroOrMore>
            <choice>
              <element name="item">
                <attribute name="label"/>
                <attribute name="kind">
                  <choice><value>a</value><value>abcdefgh</value><value>abcdefghi</value><value>a&amp;b</value></choice>
                </attribute>
                <text/>
              </element>
              <element name="tag">
                <choice><value>red</value><value>abcdefghijklmnop</value></choice>
              </element>
            </choice>
          </zeroOrMore>
        </element>
      </start>
    </grammar>
    """

  /// Allowed values of `kind`, then near misses.
  private static let kinds = [
    "a", "abcdefgh", "abcdefghi", "a&amp;b", "b", "abcdefgi", "abcdefghj", "abcdefgh ", "a&amp;c", "a&amp;", "",
    "bbcdefgh",
  ]
  /// Allowed texts of `tag`, then near misses.
  private static let tags = ["red", "abcdefghijklmnop", "rex", "abcdefghijklmnoq", "abcdefgh", " red", ""]

  /// Item `choice` of the generated list: mostly good items (so that runs form), some bad.
  private static func item(_ choice: Int, line: Int) -> String {
    let kind = kinds[choice % 4 == 3 ? (choice / 4) % kinds.count : choice % 2 == 0 ? 0 : 2]
    switch choice % 16 {
    case 13: return "<tag>\(tags[(choice / 16) % tags.count])</tag>"
    case 14: return #"<item kind="\#(kind)">no label</item>"#  // a missing attribute
    case 15: return #"<item label="l" kind="a"><tag>red</tag></item>"#  // a child where text goes
    default:
      let text = choice % 5 == 0 ? "" : choice % 5 == 1 ? "  " : "text \(line) &amp; more"
      return #"<item label="item \#(line)" kind="\#(kind)">\#(text)</item>"#
    }
  }

  /// The lines with problems, each once, in order.
  private static func check(_ text: String, collapsing: Bool) -> [Int] {
    let stream = DocumentStream(
      displayName: "d.xml", schema: SchemaSource(schema), collapsesRuns: collapsing)
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: 97) {
      bytes[start..<min(start + 97, bytes.count)].withUnsafeBytes { stream.feed($0) }
    }
    return Array(Set(stream.finish().problems.map(\.line))).sorted()
  }

  @Test func collapsingFindsWhatEveryElementFinds() async {
    let documents = zip(Gen.int(in: 0...1_000).array(of: 0...80), Gen.int(in: 1...12))
    await propertyCheck(count: 400, input: documents) { choices, repeats in
      // Each choice repeated, so that runs of alike items are long enough to be collapsed.
      var lines = ["<list>"]
      for choice in choices {
        for _ in 0..<repeats { lines.append(Self.item(choice, line: lines.count + 1)) }
      }
      lines.append("</list>")
      let text = lines.joined(separator: "\n") + "\n"
      let collapsed = Self.check(text, collapsing: true)
      let every = Self.check(text, collapsing: false)
      #expect(collapsed == every, "\(text)")
    }
  }

  /// The generator makes good runs and bad items: both modes find problems in some documents
  /// and skip items in others (else the property above would say little).
  @Test func theGeneratedDocumentsHaveRunsAndProblems() {
    let good = (1...20).map { Self.item(2, line: $0 + 1) }
    let text = (["<list>"] + good + [Self.item(3 + 4 * 5, line: 22), "</list>"]).joined(separator: "\n") + "\n"
    let stream = DocumentStream(displayName: "d.xml", schema: SchemaSource(Self.schema), collapsesRuns: true)
    stream.feed(text)
    let facts = stream.finish()
    #expect(facts.repeatsSkipped == 18)
    #expect(facts.problems.map(\.line) == [22, 22])
  }

  /// The minimal case found when a value's last partial word was left out of the shape:
  /// `abcdefghj` (not allowed) after two of `abcdefghi` was taken for a third.
  @Test func aNearMissAfterARunIsFound() {
    let text = """
      <list>
      <item label="item 2" kind="abcdefghi">text 2</item>
      <item label="item 3" kind="abcdefghi">text 3</item>
      <item label="item 4" kind="abcdefghj">text 4</item>
      <item label="item 5" kind="abcdefghj">text 5</item>
      </list>

      """
    #expect(Self.check(text, collapsing: true) == [4, 5])
    #expect(Self.check(text, collapsing: false) == [4, 5])
  }
}
