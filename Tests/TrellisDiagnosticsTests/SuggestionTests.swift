import Testing
import TrellisTestSupport

@testable import TrellisDiagnostics

@Suite struct SuggestionTests {
  @Test func aTypoIsSuggested() {
    #expect(Suggestion.closest(to: "titel", among: ["id", "title"]) == "title")
    #expect(
      Suggestion.closest(to: "groupPagingCentred", among: ["groupPaging", "groupPagingCentered"])
        == "groupPagingCentered")
    #expect(Suggestion.closest(to: "TITLE", among: ["title"]) == "title")
  }

  @Test func aDistantNameIsNot() {
    #expect(Suggestion.closest(to: "colour", among: ["id", "title"]) == nil)
    #expect(Suggestion.didYouMean("zzz", among: ["title"]) == "")
    // A long name is not compared at all (the distance is quadratic in the lengths).
    #expect(Suggestion.closest(to: String(repeating: "x", count: 10_000), among: ["x"]) == nil)
  }

  @Test func theMessageNamesTheSuggestionAndTheChoices() {
    let cell = Suggestion.unknown("site.unknownCell", "cell", "gird", known: ["grid", "list"])
    #expect(cell.id == "site.unknownCell")
    #expect(cell.text == #"unknown cell "gird"; did you mean "grid"? (expected one of: grid, list)"#)
    #expect(
      Suggestion.unknown("data.unknownCategory", "category", "x", known: (1...14).map { "c\($0)" }, listed: 12).text
        == #"unknown category "x" (expected one of: c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, and 2 more)"#)
    #expect(Suggestion.unknown("json.unknownKey", "key", "x", known: []).text == #"unknown key "x""#)
  }
}

@Suite struct EscapingTests {
  @Test func jsonStringsAreSafeInJavaScriptToo() {
    #expect(JSONEscaping.string("a\"b\\c\n\u{1}\u{2028}\u{2029}é") == #""a\"b\\c\n\u0001\u2028\u2029é""#)
  }

  /// The escaping reads bytes and copies runs whole: it must escape as reading the text scalar by
  /// scalar does, on seeded strings of the characters that matter (and their neighbours in UTF-8).
  @Test func jsonEscapingReadsBytesAsScalarsAre() {
    func byScalars(_ value: String) -> String {
      var output = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": output += "\\\""
        case "\\": output += "\\\\"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case "\u{2028}": output += "\\u2028"
        case "\u{2029}": output += "\\u2029"
        case let control where control.value < 0x20:
          let hex = String(control.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: output.unicodeScalars.append(scalar)
        }
      }
      return output + "\""
    }
    let alphabet: [Unicode.Scalar] = [
      "a", "<", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{2027}", "\u{2028}", "\u{2029}",
      "\u{202A}", "\u{20AC}", "😀",
    ]
    var random = SeededRandom(seed: 20_261_126)
    for _ in 0..<3_000 {
      var value = ""
      let state = random.next()
      for step in 0..<Int(state >> 60) {
        value.unicodeScalars.append(alphabet[Int((state >> UInt64(step * 4)) & 0xFFFF) % alphabet.count])
      }
      #expect(JSONEscaping.string(value) == byScalars(value), "\(Array(value.unicodeScalars))")
    }
  }

  @Test func htmlEscapesForItsContext() {
    #expect(HTMLEscaping.text("<a href=\"x\">&'") == "&lt;a href=\"x\"&gt;&amp;'")
    #expect(HTMLEscaping.attribute("\"'&") == "&quot;&#39;&amp;")
  }

  /// FNV-1a's published test vectors: the hash never changes between runs or versions.
  @Test func stableHashIsFNV1a() {
    #expect(StableHash("").hex == "cbf29ce484222325")
    #expect(StableHash("a").hex == "af63dc4c8601ec8c")
    #expect(StableHash("foobar").hex == "85944171f73967e8")
  }
}
