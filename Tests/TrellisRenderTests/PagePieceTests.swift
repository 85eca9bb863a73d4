import Testing

@testable import TrellisCSS
@testable import TrellisRender

/// A page with every kind of piece boundary: cells wrapped in groups of three, an outline whose
/// groups hold two, none and four children, a hidden section and an empty one with a message.
func samplePage(cells: Int = 10) -> PageContent {
  func style(_ name: String, groupCapacity: Int? = nil) -> SectionStyle {
    SectionStyle(
      className: name, blocks: [], needsItemIndices: true, needsItemCount: true, needsPageMarks: false,
      groupCapacity: groupCapacity)
  }
  func cellSource(_ count: Int, _ prefix: String) -> CellSource {
    CellSource(count: count) { CellContent(text: "😀", title: "\(prefix) \($0)", name: "\(prefix) \($0)") }
  }
  let outline = [(2, true), (0, false), (4, false)].enumerated().map { index, group in
    SectionContent.OutlineGroup(
      parent: CellContent(title: "Group \(index)", count: String(group.0)), children: cellSource(group.0, "child"),
      isExpanded: group.1)
  }
  return PageContent(
    fileName: "p.html", title: "P", siteTitle: "S", language: "en", navigation: [],
    sections: [
      SectionContent(
        id: "grid", title: "Grid", style: style("t-a", groupCapacity: 3), cellTemplate: "cell-grid",
        header: .title, footer: .separator, count: cells, cells: cellSource(cells, "cell")),
      SectionContent(
        id: "outline", title: "Outline", style: style("t-b"), cellTemplate: "cell-list", count: 6,
        cells: CellSource([]), outline: outline),
      SectionContent(
        id: "hidden", title: "Hidden", style: style("t-c"), cellTemplate: "cell-list", count: 0,
        cells: CellSource([]), isHidden: true),
      SectionContent(
        id: "empty", title: "Empty", style: style("t-c"), cellTemplate: "cell-list", count: 0,
        cells: CellSource([]), emptyMessage: "Nothing yet"),
    ], sectionSpacing: 8)
}

@Suite struct PagePieceTests {
  private func html(_ page: PageContent, rowsPerPiece: Int, renderer: PageRenderer) throws -> String {
    var html = ""
    for piece in renderer.pieces(of: page, rowsPerPiece: rowsPerPiece) {
      try renderer.render(piece, of: page, stylesheet: "s.css", script: nil, into: &html)
    }
    return html
  }

  /// However the rows are cut, the pieces join into the same page: group wrappers, outline
  /// disclosures and section ends do not depend on where a piece starts.
  @Test func piecesJoinIntoTheSamePageWhereverTheyAreCut() throws {
    let renderer = PageRenderer(templates: try TemplateSet())
    let page = samplePage()
    let whole = try html(page, rowsPerPiece: 1_000, renderer: renderer)
    for rows in [1, 2, 3, 4, 7] {
      #expect(try html(page, rowsPerPiece: rows, renderer: renderer) == whole, "cut every \(rows) rows")
    }
    var streamed = ""
    try renderer.render(page, stylesheet: "s.css", script: nil) { streamed += $0 }
    #expect(streamed == whole)

    func count(_ text: String) -> Int { whole.components(separatedBy: text).count - 1 }
    #expect(count("<li class=\"t-group\">") == 4)  // 10 cells in threes
    #expect(count("</li>\n<li class=\"t-group\">") == 3)
    #expect(count("<details") == 3 && count("</details>") == 3 && count("<summary") == 3)
    #expect(count("<details class=\"t-outline\" open=\"open\">") == 1)
    #expect(count("style=\"--i: 6\"") == 2)  // cell 6 of the grid, and the outline's last row
    #expect(count("<section ") == 4 && count("</section>") == 4)
    #expect(whole.contains("<div class=\"t-sections\" style=\"--t-inter-section: 8px\">\n<section"))
    #expect(whole.contains("</section>\n</div>\n\n</main>"))
  }
}
