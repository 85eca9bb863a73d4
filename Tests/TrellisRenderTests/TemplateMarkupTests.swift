import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisRender

/// A template's own markup must be well-formed XHTML: a mistake in it is an error at the
/// template's line and column, not at the page it would break.
@Suite struct TemplateMarkupTests {
  /// The grid cell's template, compiled with these fields present. A test marks with `‸` where
  /// the error must be reported.
  private static func cellGrid(present: Set<String> = ["title", "text"]) -> MarkedInput {
    MarkedInput(file: "cell-grid.mustache") {
      _ = try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: $0)])
        .compiled("cell-grid", fields: CellContent.fields, present: present)
    }
  }

  @Test func anElementLeftOpenIsReportedAtItsTag() {
    Self.cellGrid().expectError("‸<span>{{title}}\n", "<span> is never closed [template.elementNeverClosed]")
    Self.cellGrid().expectError(
      "<p>{{title}}</p>\n<p class=\"{{text}}\">\n  ‸<b>{{text}}</p>",
      "<b> is closed by </p>; close it with </b> first [template.elementClosedByAnother]")
  }

  @Test func anHTMLVoidElementMustCloseItself() {
    Self.cellGrid().expectError(
      "<p>\n  ‸<br>{{title}}</p>", "<br> is never closed (in XHTML write <br/>) [template.voidElementNotSelfClosed]")
    Self.cellGrid().expectError(
      "<p>{{title}}</p>‸<img src=\"a.png\" alt=\"\">",
      "<img> is never closed (in XHTML write <img/>) [template.voidElementNotSelfClosed]")
  }

  @Test func anEndTagWithoutItsStartIsReported() {
    Self.cellGrid().expectError(
      "{{=<% %>=}}<p><%title%></p>‸</div>",
      "</div> closes no element this template opened [template.endTagWithoutStart]")
  }

  @Test func onlyXMLEntitiesAndCharacterReferencesAreAccepted() {
    Self.cellGrid().expectError(
      "<p title=\"a ‸&nbsp; {{title}}\">x</p>",
      "&nbsp; is not an XML entity; write the character itself or &#…; [template.notAnXMLEntity]")
    Self.cellGrid().expectError(
      "<p>Tom ‸& Jerry {{title}}</p>", "a bare & must be written &amp; [template.bareAmpersand]")
    Self.cellGrid().expectError(
      "<a href=\"?q=1‸&{{title}}\">x</a>", "a bare & must be written &amp; [template.bareAmpersand]")
  }

  /// The second of two identical tags is found as the second in the template.
  @Test func aRepeatedTagIsFoundAsTheSameOccurrence() {
    Self.cellGrid().expectError("<i>{{title}}</i>\n‸<i>{{text}}", "<i> is never closed [template.elementNeverClosed]")
  }

  /// Markup inside a section counts only in the shapes that render it.
  @Test func aSectionIsCheckedWhereItRenders() throws {
    let text = "{{#title}}<b>{{/title}}<b>{{text}}</b>"
    Self.cellGrid(present: ["title", "text"]).expectError(
      "{{#title}}‸<b>{{/title}}<b>{{text}}</b>", "<b> is never closed [template.elementNeverClosed]")
    _ = try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
      .compiled("cell-grid", fields: CellContent.fields, present: ["text"])
  }

  /// swift-mustache's own errors read as words, at the tag (they printed as Swift case names).
  @Test func mustacheSyntaxErrorsReadAsWords() {
    Self.cellGrid().expectError(
      "<b>{{#text}}{{/‸title}}</b>",
      "this closing tag does not match the section it closes [template.closingTagMismatch]")
  }

  /// Well-formed markup of every kind the bundled templates use passes.
  @Test func wellFormedMarkupPasses() throws {
    let text = """
      <?xml version="1.0"?><!-- a <comment> --><p class="a">&amp; &lt;&#160;&#xA0;<br/><img src="x.png" alt=""/>\
      <input type="checkbox" disabled="disabled"/><script src="s.js"></script><style>p > b { }</style>{{title}}</p>
      """
    let compiled = try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
      .compiled("cell-grid", fields: CellContent.fields, present: ["title"])
    #expect(compiled.render(CellContent.fields.map { $0 == "title" ? "T" : "" }).hasSuffix("</style>T</p>"))
  }
}
