import Testing
import TrellisDiagnostics

@testable import TrellisRender

/// Templates of any size are read in linear time and bounded depth.
@Suite struct TemplateLimitsTests {
  /// 3,000 nested sections overflowed the parser's stack; past 100 levels they are an error at
  /// the 101st opening tag.
  @Test func deepSectionsAreALocatedError() {
    let text = "<p>\n" + String(repeating: "{{#text}}", count: 3000) + String(repeating: "{{/text}}", count: 3000)
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
    } throws: { error in
      (error as? TemplateError)
        == TemplateError(
          template: "cell-grid.mustache", line: 2, column: 901,
          message: Diagnostic.Message("template.sectionsNestTooDeep", "sections nest deeper than 100 levels"))
    }
  }

  /// The check follows a change of delimiters, and a hundred levels are fine.
  @Test func nestingFollowsChangedDelimiters() throws {
    let deep = "{{=<% %>=}}" + String(repeating: "<%#text%>", count: 101) + String(repeating: "<%/text%>", count: 101)
    #expect(throws: TemplateError.self) {
      try TemplateTagCheck.check(deep, template: "t.mustache")
    }
    let fine = String(repeating: "{{^title}}", count: 100) + String(repeating: "{{/title}}", count: 100)
    try TemplateTagCheck.check(fine, template: "t.mustache")
    // Set-delimiter tags and sections in other delimiters do not confuse it.
    try TemplateTagCheck.check("{{=<% %>=}}{{#a}}<%={{ }}=%>{{/a}}", template: "t.mustache")
    // A set-delimiter tag with nothing in it (found by fuzzing: it crashed the check).
    try TemplateTagCheck.check("<p>{{=}}</p>", template: "t.mustache")
  }

  /// The HTML scanner keeps two scalars of a comment, whatever its length (it kept the whole
  /// comment and counted it at every scalar: a 100 KB comment in the page template took 19 s).
  @Test func htmlScannerKeepsNoCommentText() {
    var scanner = HTMLContextScanner()
    for scalar in "<!-- ".unicodeScalars { scanner.consume(scalar) }
    for _ in 0..<100_000 { scanner.consume("x") }
    #expect(scanner.placeDescription == "inside a comment")
    #expect(scanner.storedMarkup.unicodeScalars.count <= 2)
    for scalar in " -->".unicodeScalars { scanner.consume(scalar) }
    #expect(scanner.valueContext == .text)
  }
}
