import Testing

@testable import TrellisCSS
@testable import TrellisRender
@testable import TrellisSite

@Suite struct ParallelPageRenderingTests {
  /// Rendered on three threads, a page of tens of thousands of cells (in groups of seven, so
  /// groups straddle pieces) and a long outline is byte for byte the sequential page, and is
  /// handed on in pieces rather than whole.
  @Test func parallelHTMLIsTheSequentialHTML() throws {
    let style = SectionStyle(
      className: "t-a", blocks: [], needsItemIndices: true, needsItemCount: true, needsPageMarks: false,
      groupCapacity: 7)
    let cells = CellSource(count: 30_000) { CellContent(text: "😀", title: "cell \($0)", value: "<&>") }
    let outline = (0..<3).map { group in
      SectionContent.OutlineGroup(
        parent: CellContent(title: "Group \(group)"),
        children: CellSource(count: 5_000 * group) { CellContent(title: "child \($0)") })
    }
    let page = PageContent(
      fileName: "p.html", title: "P", siteTitle: "S", language: "en", navigation: [],
      sections: [
        SectionContent(
          id: "grid", title: "Grid", style: style, cellTemplate: "cell-grid", header: .title, count: 30_000,
          cells: cells),
        SectionContent(
          id: "outline", title: "Outline", style: style, cellTemplate: "cell-list", count: 15_000,
          cells: CellSource([]), outline: outline),
      ])
    let templates = try TemplateSet()
    var sequential = ""
    try PageRenderer(templates: templates).render(page, stylesheet: "s.css", script: "s.js") { sequential += $0 }
    var parallel = ""
    var writes = 0
    try ParallelPageRendering(templates: templates, workers: 3).render(page, stylesheet: "s.css", script: "s.js") {
      parallel += $0
      writes += 1
    }
    #expect(parallel.utf8.count > 4_000_000)
    #expect(parallel == sequential)
    #expect(writes > 10)
  }
}
