import Mustache
import Testing
import TrellisDiagnostics

@testable import TrellisRender

private func compile(_ text: String, fields: [String], present: Set<String>? = nil) throws -> CompiledTemplate {
  try CompiledTemplate.specialize(
    try MustacheTemplate(string: text), named: "t.mustache", fields: fields, present: present ?? Set(fields))
}

@Suite struct CompiledTemplateTests {
  @Test func hostileTitlesComeOutInert() throws {
    let template = try compile(
      #"<span class="emoji" role="img" aria-label="{{title}}">{{text}}</span> <span>{{title}}</span>"#,
      fields: ["text", "title"])
    let script = template.render(["😀", "<script>alert(1)</script>"])
    #expect(
      script
        == #"<span class="emoji" role="img" aria-label="&lt;script&gt;alert(1)&lt;/script&gt;">😀</span> <span>&lt;script&gt;alert(1)&lt;/script&gt;</span>"#
    )
    // In the attribute the quotes are escaped, so no attribute can start; in text they are inert.
    let handler = template.render(["😀", #"" onmouseover=""#])
    #expect(
      handler
        == #"<span class="emoji" role="img" aria-label="&quot; onmouseover=&quot;">😀</span> <span>" onmouseover="</span>"#
    )
  }

  @Test func tripleBracesAreEscapedToo() throws {
    // Escaping follows the context, whatever braces a template override uses.
    let template = try compile("<p>{{{title}}}</p>", fields: ["title"])
    #expect(template.render(["<b>"]) == "<p>&lt;b&gt;</p>")
  }

  @Test func urlsAreCheckedAtTheStartAndEncodedInside() throws {
    let start = try compile(#"<a href="{{link}}">x</a>"#, fields: ["link"])
    #expect(start.render(["javascript:alert(1)"]) == ##"<a href="#">x</a>"##)
    #expect(start.render(["  JaVaScRiPt:alert(1)"]) == ##"<a href="#">x</a>"##)
    #expect(start.render(["https://example.org/?q=a&b"]) == #"<a href="https://example.org/?q=a&amp;b">x</a>"#)
    #expect(start.render(["page.html#top"]) == #"<a href="page.html#top">x</a>"#)
    let inside = try compile(#"<a href="/emoji/{{id}}.html">x</a>"#, fields: ["id"])
    #expect(inside.render(["a b/../\"x"]) == #"<a href="/emoji/a%20b%2F..%2F%22x.html">x</a>"#)
  }

  @Test func optionalFieldsChooseTheShape() throws {
    let text = "<p>{{title}}</p>{{#subtitle}}<small>{{subtitle}}</small>{{/subtitle}}"
    #expect(try compile(text, fields: ["title", "subtitle"]).render(["A", "B"]) == "<p>A</p><small>B</small>")
    #expect(try compile(text, fields: ["title", "subtitle"], present: ["title"]).render(["A", ""]) == "<p>A</p>")
  }

  @Test func unsafePlacesAreRejected() throws {
    for (text, words) in [
      ("<script>var t = '{{title}}';</script>", "inside <script>"),
      ("<style>p::after { content: '{{title}}' }</style>", "inside <style>"),
      (#"<p onclick="go('{{title}}')">x</p>"#, "onclick attribute"),
      (#"<p style="color: {{title}}">x</p>"#, "style attribute"),
      ("<p class={{title}}>x</p>", "unquoted attribute value"),
      ("<{{title}}>x</p>", "inside a tag"),
      ("<!-- {{title}} -->", "inside a comment"),
    ] {
      do {
        _ = try compile(text, fields: ["title"])
        Issue.record("accepted: \(text)")
      } catch let error as TemplateError {
        #expect(error.message.text.contains(words), "\(text): \(error.message)")
      }
    }
  }

  @Test func textAfterAScriptIsTextAgain() throws {
    let template = try compile("<script>let a = 1;</script><p>{{title}}</p>", fields: ["title"])
    #expect(template.render(["<"]) == "<script>let a = 1;</script><p>&lt;</p>")
  }

  @Test func safeURLs() {
    #expect(HTMLEscaping.isSafeURL("https://a.example"))
    #expect(HTMLEscaping.isSafeURL("mailto:a@b.example"))
    #expect(HTMLEscaping.isSafeURL("assets/a.png"))
    #expect(HTMLEscaping.isSafeURL("/x:y"))
    #expect(!HTMLEscaping.isSafeURL("javascript:alert(1)"))
    #expect(!HTMLEscaping.isSafeURL("data:text/html,<script>"))
    #expect(!HTMLEscaping.isSafeURL("java\tscript:alert(1)"))
    #expect(!HTMLEscaping.isSafeURL("java\nscript:alert(1)"))
    #expect(!HTMLEscaping.isSafeURL("java script:alert(1)"))
    #expect(HTMLEscaping.isSafeURL("character-a-White_20Rabbit.html"))
    #expect(HTMLEscaping.isSafeURL("a_b:c"))  // not a scheme: `_` cannot stand in one
  }
}

@Suite struct HTMLContextScannerTests {
  @Test func doctypeIsNotAComment() throws {
    let template = try CompiledTemplate.specialize(
      try MustacheTemplate(string: "<!DOCTYPE html><html lang=\"{{lang}}\"><!-- note --><p>{{lang}}</p></html>"),
      named: "t", fields: ["lang"], present: ["lang"])
    #expect(template.render(["e\"n"]) == "<!DOCTYPE html><html lang=\"e&quot;n\"><!-- note --><p>e\"n</p></html>")
  }
}
