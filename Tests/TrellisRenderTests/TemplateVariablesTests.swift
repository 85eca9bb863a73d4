import Foundation
import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisRender

/// Each template a site may override uses only the variables Trellis gives it: a name it never
/// gives is an error at the tag, not an empty value. The Templates article of the DocC catalog
/// (`Sources/Trellis/Trellis.docc/Templates.md`) lists them all.
@Suite struct TemplateVariablesTests {
  @Test func everyOverridableTemplateHasItsVariablesListed() {
    #expect(TemplateVariables.all.map(\.template).sorted() == TemplateSet.bundledNames.sorted())
    #expect(CellContent.fields == TemplateVariables.cell.map(\.name))
    #expect(PageRenderer.pageFields == TemplateVariables.names(of: "page"))
  }

  @Test func anUnknownVariableIsAnErrorAtItsTag() {
    let text = "<li>\n  <a href=\"{{href}}\">{{titel}}</a></li>"
    #expect {
      try TemplateSet(overrides: ["nav-item": (path: "Templates/nav-item.mustache", text: text)])
    } throws: { error in
      let error = error as? TemplateError
      return error?.line == 2 && error?.column == 22
        && error?.message
          == Diagnostic.Message(
            "template.unknownVariable",
            "unknown variable \"titel\"; did you mean \"title\"? (expected one of: href, title, current, or an interface string, strings.KEY)"
          )
    }
  }

  /// Sections count as uses of their name too; `{{.}}` inside one is the section's value.
  @Test func aSectionOverAnUnknownNameIsAnError() {
    let text = "{{#text}}<b>{{.}}</b>{{/text}}{{^subtitel}}<i>none</i>{{/subtitel}}"
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: text)])
    } throws: { error in
      (error as? TemplateError)?.column == 31
        && (error as? TemplateError)?.message.text.hasPrefix(
          "unknown variable \"subtitel\"; did you mean \"subtitle\"?")
          == true
    }
  }

  @Test func aTemplateWithoutVariablesSaysSo() {
    #expect {
      try TemplateSet(overrides: ["search-field": (path: "search-field.mustache", text: "<p>{{query}}</p>")])
    } throws: { error in
      (error as? TemplateError)?.message
        == Diagnostic.Message(
          "template.unknownVariable", "unknown variable \"query\" (expected one of: an interface string, strings.KEY)")
    }
  }

  /// A template written when `allOf` was a word before the title is shown what stands instead.
  @Test func aMessageIsNotAConstant() {
    let text = #"<nav><a href="{{sectionLink}}">{{strings.allOf}} {{section}}</a></nav>"#
    #expect {
      try TemplateSet(overrides: ["item-emoji": (path: "item-emoji.mustache", text: text)])
    } throws: { error in
      (error as? TemplateError)?.message
        == Diagnostic.Message(
          "template.messageNotConstant",
          #""strings.allOf" is a message with placeholders, which Trellis fills in; this template receives it filled as {{sectionLinkText}}"#
        )
    }
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: "<p>{{strings.matchCount}}</p>")])
    } throws: { error in
      (error as? TemplateError)?.message.text.hasSuffix("this template does not show it") == true
    }
  }

  @Test func anOverrideCannotIncludeAPartial() {
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: "<p>{{> frame-cell-body}}</p>")])
    } throws: { error in
      (error as? TemplateError)?.message
        == Diagnostic.Message(
          "template.partialInOverride",
          "{{> frame-cell-body}}: a site's template cannot include partials; write the markup in the template")
    }
  }

  /// Names are found with the delimiters the template sets; comments name nothing.
  @Test func changedDelimitersAndCommentsAreFollowed() throws {
    let fine = "{{! {{nothing}} }}{{=<% %>=}}<span><%title%></span><%={{ }}=%>{{text}}"
    _ = try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: fine)])
    #expect {
      try TemplateSet(overrides: ["cell-grid": (path: "cell-grid.mustache", text: "{{=<% %>=}}<span><%nope%></span>")])
    } throws: { error in
      (error as? TemplateError)?.column == 18
    }
  }

  /// The Templates article lists every template's variables, and every interface string, as
  /// TemplateVariables and InterfaceStrings have them.
  @Test func theDocumentationListsEveryVariable() throws {
    let listed = try TestSupport.generatedPart(
      of: "Sources/Trellis/Trellis.docc/Templates.md", from: "<!-- variables: generated from TemplateVariables -->",
      to: "<!-- end of variables -->", generated: Self.variablesMarkdown())
    #expect(
      listed == Self.variablesMarkdown(),
      "run TRELLIS_RECORD=1 swift test --filter TemplateVariablesTests to write the tables again")
  }

  /// The table of each template's variables, as the Templates article holds it.
  static func variablesMarkdown() -> String {
    var text = ""
    var cellsListed = false
    for (template, variables) in TemplateVariables.all {
      if TemplateVariables.cellTemplates.contains(template) {
        if cellsListed { continue }
        cellsListed = true
        text += "\n#### " + TemplateVariables.cellTemplates.map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
      } else {
        text += "\n#### `\(template)`\n\n"
      }
      if variables.isEmpty {
        text += "No variables.\n"
        continue
      }
      text += "| variable | holds |\n|---|---|\n"
      for variable in variables {
        let name = variable.name.hasSuffix("HTML") ? "`{{{\(variable.name)}}}`" : "`{{\(variable.name)}}`"
        text += "| \(name) | \(variable.meaning) |\n"
      }
    }
    text += "\n#### Interface strings: `{{strings.KEY}}`, in every template above\n\n"
    text += "A message (a string with placeholders) is filled in by Trellis, and reaches a template as a "
    text += "variable of its own, named in its row; it is not a `strings.KEY`.\n\n"
    text += "| variable | English | where |\n|---|---|---|\n"
    let constants = Set(InterfaceStrings.constantKeys)
    for string in InterfaceStrings.all {
      let name = constants.contains(string.key) ? "`{{strings.\(string.key)}}`" : "`\(string.key)` (message)"
      text += "| \(name) | \(string.english) | \(string.shown) |\n"
    }
    return text + "\n"
  }
}
