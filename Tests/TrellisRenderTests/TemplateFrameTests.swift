import Testing
import TrellisDiagnostics

@testable import TrellisRender

/// The frames (`frame-*.mustache`) are Trellis's own structure: a site cannot override them, and
/// only they may put values in a `style` attribute.
@Suite struct TemplateFrameTests {
  @Test func aFrameCannotBeOverridden() {
    let expected = TemplateError(
      template: "Templates/frame-cell.mustache",
      message: .frameNotOverridable("frame-cell", overridable: TemplateSet.bundledNames))
    #expect {
      try TemplateSet(overrides: ["frame-cell": (path: "Templates/frame-cell.mustache", text: "<li></li>")])
    } throws: { error in
      (error as? TemplateError) == expected
    }
    #expect(TemplateSet.bundledNames.contains("cell-grid"))
    #expect(!TemplateSet.bundledNames.contains { $0.hasPrefix("frame-") })
  }

  @Test func aFrameMayPutAComputedNumberInAStyleAttribute() throws {
    let compiled = try TemplateSet().compiled("frame-page-mark", fields: ["page"], present: ["page"])
    #expect(compiled.render(["3"]) == "<li class=\"t-page-mark\" style=\"--p: 3\" aria-hidden=\"true\"></li>\n")
  }

  @Test func anOverrideMayNot() {
    let text = "<span style=\"--p: {{title}}\">{{text}}</span>"
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
        .compiled("cell-grid", fields: CellContent.fields, present: ["title", "text"])
    } throws: { error in
      (error as? TemplateError)?.message
        == Diagnostic.Message(
          "template.valueInScriptOrStyleAttribute",
          "{{title}} is in the style attribute; Trellis writes no inline scripts or styles from data")
    }
  }

  @Test func aSectionFrameCutsWhereItsRowsGo() throws {
    let fields = PageRenderer.sectionFields
    let compiled = try TemplateSet().compiled(
      "frame-section", fields: fields, present: ["styleClass", "kind", "id", "rowsHTML"])
    let rows = try #require(fields.firstIndex(of: "rowsHTML"))
    let cut = try #require(compiled.split(atHTML: rows))
    let values =
      ["", "t-a1", "t-compositional"] + Array(repeating: "", count: 1) + ["s<1>"]
      + Array(repeating: "", count: fields.count - 5)
    #expect(
      cut.before.render(values)
        == "<section class=\"t-section t-a1 t-compositional\" id=\"s&lt;1&gt;\">\n<ul class=\"t-content\">\n")
    #expect(cut.after.render(values) == "</ul>\n</section>\n")
    // A section in the readable width stands in its own container.
    let wrapped = try #require(
      try TemplateSet().compiled(
        "frame-section", fields: fields, present: ["readable", "styleClass", "kind", "id", "rowsHTML"]
      ).split(atHTML: rows))
    var readable = values
    readable[0] = "true"
    #expect(wrapped.before.render(readable).hasPrefix("<div class=\"t-readable\">\n<section class=\"t-section t-a1"))
    #expect(wrapped.after.render(readable) == "</ul>\n</section>\n</div>\n")
  }
}
