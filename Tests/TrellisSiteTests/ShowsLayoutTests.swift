import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisSite

/// site.json's `showsLayout`: the Annotate switch on every page of the site, each section's
/// layout as `data-layout-*` attributes, and the switch's rules in the stylesheet; none of it on
/// another site.
@Suite struct ShowsLayoutTests {
  private static let site = """
    {"title": "T", "data": {"emoji": "emoji.json"}, "showsLayout": true,
     "pages": [
      {"id": "a", "title": "A", "sections": [
        {"id": "grid", "data": {"emoji": {"category": "smileys"}}, "layout": {"section": {
          "group": {"horizontal": {
            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
            "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"fractionalHeight": 1}}}},
            "count": 4, "interItemSpacing": {"fixed": 12}}},
          "interGroupSpacing": 8, "contentInsets": {"top": 16, "leading": 20, "bottom": 16, "trailing": 20}}}},
        {"id": "list", "data": {"emoji": {"category": "nature"}}, "layout": {"preset": "plainList"}}]}
     ]}
    """

  @Test func pagesCarryTheSwitchAndTheirLayouts() throws {
    let directory = try TestSupport.siteCopy(replacing: ["site.json": Self.site])
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(site: try LoadedSite.load(directory: directory), output: output).update()
    let page = try String(contentsOfFile: output + "/a.html", encoding: .utf8)
    #expect(page.contains(#"role="switch"/><label for="t-annotate">Annotate</label>"#))
    #expect(
      page.contains(
        #" data-layout-group="1w × 80, count 4" data-layout-item="0.25w × 1h" data-layout-spacing="12" data-layout-group-spacing="8" data-layout-insets="16 20">"#
      ))
    #expect(page.contains(#"data-layout-group="list plain">"#))
    let css = try String(contentsOfFile: output + "/trellis.css", encoding: .utf8)
    #expect(css.contains(#"[data-layout-insets="16 20"] > .t-content { box-shadow: "#))
    let script = try String(contentsOfFile: output + "/trellis.js", encoding: .utf8)
    #expect(script.contains(#"localStorage.getItem("trellis-annotate")"#))
    // The same site without the key: no switch, no attribute, no rule.
    let plainDirectory = try TestSupport.siteCopy(replacing: [
      "site.json": Self.site.replacing(#""showsLayout": true,"#, with: "")
    ])
    let plainOutput = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(site: try LoadedSite.load(directory: plainDirectory), output: plainOutput).update()
    let plain = try String(contentsOfFile: plainOutput + "/a.html", encoding: .utf8)
    #expect(!plain.contains("t-annotate") && !plain.contains("data-layout"))
    #expect(!(try String(contentsOfFile: plainOutput + "/trellis.css", encoding: .utf8)).contains("t-annotate"))
    #expect(!(try String(contentsOfFile: plainOutput + "/trellis.js", encoding: .utf8)).contains("t-annotate"))
  }

  /// A layout whose variant applies to wide containers is annotated with the phone's values in
  /// its attributes, and with the variant's in a container query of its style's class.
  @Test func aWideVariantIsAnnotatedInItsContainerQuery() throws {
    let site = Self.site.replacing(
      #""interGroupSpacing": 8, "contentInsets": {"top": 16, "leading": 20, "bottom": 16, "trailing": 20}}}},"#,
      with: """
        "interGroupSpacing": 8, "contentInsets": {"top": 16, "leading": 20, "bottom": 16, "trailing": 20}},
        "variants": [{"when": {"minWidth": 800}, "section": {"group": {"horizontal": {
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
          "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"fractionalHeight": 1}}}},
          "count": 8}}, "contentInsets": {"top": 16, "leading": 20, "bottom": 16, "trailing": 20}}}]}},
        """)
    #expect(site != Self.site)
    let directory = try TestSupport.siteCopy(replacing: ["site.json": site])
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(site: try LoadedSite.load(directory: directory), output: output).update()
    let page = try String(contentsOfFile: output + "/a.html", encoding: .utf8)
    #expect(page.contains(#" data-layout-group="1w × 80, count 4""#))
    let css = try String(contentsOfFile: output + "/trellis.css", encoding: .utf8)
    let className = try #require(page.firstMatch(of: #/class="t-section (t-l[0-9a-f]+) t-compositional/#)?.1)
    let wide = css.components(separatedBy: "@container trellis (width >= 800px) {\n").dropFirst()
      .first { $0.hasPrefix("  :where(body:has(#t-annotate:checked)) .t-section.\(className) {") }
    let block = try #require(wide)
    #expect(block.contains(#"--t-a-group: "group 1w × 80, count 8";"#))
    // No spacing between the variant's items or groups, so those fields are emptied.
    #expect(block.contains("--t-a-spacing: initial;") && block.contains("--t-a-group-spacing: initial;"))
    // The phone's layout (the attributes) gets no region of its own.
    #expect(!css.contains("(width < 800px) {\n  :where(body:has(#t-annotate:checked)) .t-section.\(className) {"))
  }
}
