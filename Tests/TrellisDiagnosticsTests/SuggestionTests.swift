import Testing

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
    #expect(
      Suggestion.unknown("cell", "gird", known: ["grid", "list"])
        == #"unknown cell "gird"; did you mean "grid"? (expected one of: grid, list)"#)
    #expect(
      Suggestion.unknown("category", "x", known: (1...14).map { "c\($0)" }, listed: 12)
        == #"unknown category "x" (expected one of: c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, and 2 more)"#)
    #expect(Suggestion.unknown("key", "x", known: []) == #"unknown key "x""#)
  }
}

@Suite struct EscapingTests {
  @Test func jsonStringsAreSafeInJavaScriptToo() {
    #expect(JSONEscaping.string("a\"b\\c\n\u{1}\u{2028}\u{2029}é") == #""a\"b\\c\n\u0001\u2028\u2029é""#)
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
