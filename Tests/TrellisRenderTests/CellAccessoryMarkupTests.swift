import Testing

@testable import TrellisCSS
@testable import TrellisRender

/// UIKit's cell accessories and header styles in a section's markup: where each is drawn, what
/// assistive technology is told, and that sections without them are written as before.
@Suite struct CellAccessoryMarkupTests {
  private let style = SectionStyle(
    className: "t-a", blocks: [], needsItemIndices: false, needsItemCount: false, needsPageMarks: false)

  private func cells(_ count: Int) -> CellSource {
    CellSource(count: count) { CellContent(text: "😀", title: "Cell \($0)", value: "Smileys", name: "Cell \($0)") }
  }

  private func render(_ sections: [SectionContent]) throws -> String {
    let renderer = PageRenderer(templates: try TemplateSet())
    let page = PageContent(
      fileName: "p.html", title: "P", siteTitle: "S", language: "en", navigation: [], sections: sections)
    var html = ""
    try renderer.render(page, stylesheet: "s.css", script: nil) { html += $0 }
    return html
  }

  private func count(_ text: String, in html: String) -> Int { html.components(separatedBy: text).count - 1 }

  private func everyAccessory() -> [SectionContent.Accessory] {
    SectionContent.Accessory.Kind.allCases.map { kind in
      kind == .label ? SectionContent.Accessory(.label) { "in " + $0.value } : SectionContent.Accessory(kind)
    }
  }

  /// Delete and multiselect lead, before the content; the rest trail it, in the declared order.
  /// Pictures are hidden from assistive technology; the checkmark says "Selected", the label its
  /// text.
  @Test func accessoriesStandWhereUIKitPutsThem() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "Things", style: style, cellTemplate: "cell-list", count: 2, cells: cells(2),
        accessories: everyAccessory(), isList: true)
    ])
    let row = try #require(html.split(separator: "<li class=\"t-cell cell-list\"").dropFirst().first)
    let names = row.split(separator: "t-accessory t-accessory-").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(
      names == [
        "delete", "multiselect", "disclosureIndicator", "outlineDisclosure", "checkmark", "label", "detail", "reorder",
      ])
    let content = try #require(row.range(of: #"<span class="cell-title">Cell 0</span>"#))
    let lastLeading = try #require(row.range(of: "t-accessory-multiselect"))
    let firstTrailing = try #require(row.range(of: "t-accessory-disclosureIndicator"))
    #expect(lastLeading.upperBound < content.lowerBound && content.upperBound < firstTrailing.lowerBound)
    #expect(count(#"aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg""#, in: String(row)) == 6)
    #expect(
      row.contains(
        #"<span class="t-accessory t-accessory-checkmark"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="14" viewBox="0 0 16 14" aria-hidden="true""#
      ))
    #expect(row.contains(#"<span class="t-visually-hidden">Selected</span></span>"#))
    #expect(row.contains(#"<span class="t-accessory t-accessory-label">in Smileys</span>"#))
    // No ids in the pictures, and nothing to press.
    #expect(!row.contains(" id=") && !row.contains("<button") && !row.contains(" on"))
  }

  /// A label whose text is empty for a cell draws nothing in that cell.
  @Test func anEmptyLabelDrawsNothing() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "Things", style: style, cellTemplate: "cell-list", count: 1, cells: cells(1),
        accessories: [SectionContent.Accessory(.label) { $0.subtitle }], isList: true)
    ])
    #expect(!html.contains("t-accessory"))
  }

  /// An outline's parent rows (their summary) and a list's header row take no accessories; the
  /// children do.
  @Test func outlineParentsAndHeaderRowsTakeNone() throws {
    let outline = [
      SectionContent.OutlineGroup(parent: CellContent(title: "Smileys", count: "2"), children: cells(2))
    ]
    let html = try render([
      SectionContent(
        id: "o", title: "Outline", style: style, cellTemplate: "cell-list", count: 2, cells: CellSource([]),
        outline: outline, accessories: [SectionContent.Accessory(.checkmark)], isList: true)
    ])
    let summary = try #require(
      html.split(separator: "<summary").dropFirst().first?.split(separator: "</summary>").first)
    #expect(!summary.contains("t-accessory"))
    #expect(count("t-accessory-checkmark", in: html) == 2)
  }

  /// UIKit's header and footer styles: the title in a header box whose class names the style.
  @Test func headerStylesNameTheirBox() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "Things", style: style, cellTemplate: "cell-list", header: .groupedHeader,
        footer: .plainFooter, count: 1, cells: cells(1), isList: true),
      SectionContent(
        id: "t", title: "More", style: style, cellTemplate: "cell-list", header: .extraProminentInsetGroupedHeader,
        count: 1, cells: cells(1), isList: true),
    ])
    #expect(
      html.contains(#"<header class="t-header t-grouped-header"><h2 id="s-title" class="t-header-title">Things</h2>"#))
    #expect(
      html.contains(
        #"<footer class="t-footer t-plain-footer"><p id="s-footer-title" class="t-footer-title">Things</p>"#))
    #expect(html.contains(#"<header class="t-header t-extra-prominent-header"><h2 id="t-title""#))
    #expect(html.contains(#"id="s" aria-labelledby="s-title""#))
  }

  /// Without accessories and styles, a section is written exactly as before they existed.
  @Test func sectionsWithoutThemAreUnchanged() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "Things", style: style, cellTemplate: "cell-value", header: .title, footer: .title, count: 1,
        cells: cells(1), isList: true)
    ])
    #expect(
      html.contains(
        #"<li class="t-cell cell-value"><span class="cell-title"><span class="cell-emoji" role="img" aria-label="Cell 0">😀</span></span><span class="cell-value">Smileys</span>\#n</li>"#
      ))
    #expect(html.contains(#"<header class="t-header"><h2"#) && html.contains(#"<footer class="t-footer"><p"#))
  }
}
