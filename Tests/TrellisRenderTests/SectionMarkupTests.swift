import Testing

@testable import TrellisCSS
@testable import TrellisRender

/// The markup of a section's parts: headers and footers, progress headers, page marks, names
/// and sideways scrollers.
@Suite struct SectionMarkupTests {
  private func style(pageMarks: Bool = false) -> SectionStyle {
    SectionStyle(
      className: "t-a", blocks: [], needsItemIndices: false, needsItemCount: pageMarks, needsPageMarks: pageMarks)
  }

  private func cells(_ count: Int) -> CellSource {
    CellSource(count: count) { CellContent(text: "😀", title: "Cell \($0)", name: "Cell \($0)") }
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

  /// A header title and a footer title: the footer's comes from footer-title, with its own id.
  @Test func aFooterTitleHasItsOwnTemplateAndID() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "Things", style: style(), cellTemplate: "cell-list", header: .title, footer: .title, count: 2,
        cells: cells(2)),
      SectionContent(
        id: "c", title: "Counted", style: style(), cellTemplate: "cell-list", header: .titleWithCount,
        footer: .titleWithCount, count: 2, cells: cells(2)),
    ])
    #expect(html.contains(#"<header class="t-header"><h2 id="s-title" class="t-header-title">Things</h2>"#))
    #expect(html.contains(#"<footer class="t-footer"><p id="s-footer-title" class="t-footer-title">Things</p>"#))
    #expect(count(#"id="c-title""#, in: html) == 1)
    #expect(count(#"id="c-footer-title""#, in: html) == 1)
    #expect(html.contains(#"id="s" aria-labelledby="s-title""#))
  }

  /// The progress circle is SVG in its namespace, inside the progressbar; the heading follows
  /// the progressbar (a progressbar's children are presentational). A footer's circle clips
  /// with a path of its own.
  @Test func theProgressHeadingStandsOutsideTheProgressbar() throws {
    let html = try render([
      SectionContent(
        id: "p", title: "Heroes", style: style(), cellTemplate: "cell-list", header: .progress, footer: .progress,
        count: 4, completed: 1, cells: cells(4))
    ])
    let header = try #require(html.split(separator: "<header").last?.split(separator: "</header>").first)
    let bar = try #require(header.range(of: #"<div class="t-progress-bar" role="progressbar" aria-label="Progress""#))
    let svg = try #require(header.range(of: #"<svg xmlns="http://www.w3.org/2000/svg" class="t-progress-circle""#))
    let barEnd = try #require(header.range(of: "</svg>\n</div>"))
    let heading = try #require(header.range(of: #"<h2 id="p-title" class="t-header-title">Heroes</h2>"#))
    #expect(bar.upperBound <= svg.lowerBound && svg.upperBound <= barEnd.lowerBound)
    #expect(barEnd.upperBound <= heading.lowerBound)
    #expect(header.contains(#"aria-valuenow="25" aria-valuetext="25 percent""#))
    #expect(count(#"id="t-clip-p""#, in: html) == 1 && count(#"id="t-clip-p-footer""#, in: html) == 1)
    #expect(count(#"id="p-footer-title""#, in: html) == 1)
  }

  /// Seed 004's Today header: the same progressbar around a circle with its percentage drawn in
  /// the middle, and the heading after it (hidden from sight by the stylesheet, not from screen
  /// readers).
  @Test func theLargeProgressHeaderDrawsItsPercentage() throws {
    let html = try render([
      SectionContent(
        id: "t", title: "Today", style: style(), cellTemplate: "cell-list", header: .largeProgress,
        count: 8, completed: 3, cells: cells(8))
    ])
    let header = try #require(html.split(separator: "<header").last?.split(separator: "</header>").first)
    #expect(header.contains(#"<div class="t-progress t-progress-large">"#))
    #expect(header.contains(#"aria-valuenow="38" aria-valuetext="38 percent""#))
    #expect(header.contains(#"<rect class="t-progress-fill" x="0" y="62.5" width="100" height="37.5"/>"#))
    let percentage = try #require(header.range(of: #"dominant-baseline="central">38%</text>"#))
    let heading = try #require(header.range(of: #"<h2 id="t-title" class="t-header-title">Today</h2>"#))
    #expect(percentage.upperBound <= heading.lowerBound)
    #expect(html.contains(#"aria-labelledby="t-title""#))
  }

  /// A paging section gets one page mark per item: none for an empty message, which is no item.
  @Test func pageMarksCountItemsOnly() throws {
    let html = try render([
      SectionContent(
        id: "full", title: "Full", style: style(pageMarks: true), cellTemplate: "cell-grid", count: 3,
        cells: cells(3)),
      SectionContent(
        id: "empty", title: "Empty", style: style(pageMarks: true), cellTemplate: "cell-grid", count: 0,
        cells: cells(0), emptyMessage: "Nothing yet"),
    ])
    #expect(count(#"<li class="t-page-mark""#, in: html) == 3)
    let empty = try #require(html.split(separator: #"id="empty""#).last)
    #expect(empty.contains("Nothing yet") && !empty.contains("t-page-mark"))
    // The message stands in the content's place: no list, and no item counted.
    #expect(empty.contains(#"style="--n: 0""#) && empty.contains(#"<div class="t-empty">"#))
    #expect(!empty.contains("t-content"))
  }

  /// A hidden section is written without its header, so it is named by an aria-label rather
  /// than by a title that is not there.
  @Test func aHiddenSectionIsNotLabelledByAMissingHeader() throws {
    let html = try render([
      SectionContent(
        id: "h", title: "Hidden", style: style(), cellTemplate: "cell-list", header: .titleWithCount, count: 0,
        cells: cells(0), isHidden: true)
    ])
    #expect(html.contains(#"id="h" hidden="hidden" aria-label="Hidden">"#))
    #expect(!html.contains("aria-labelledby") && !html.contains(#"id="h-title""#))
  }

  /// A content that scrolls sideways is a named tab stop: after its header title, or its title.
  @Test func sidewaysScrollersAreFocusableAndNamed() throws {
    let html = try render([
      SectionContent(
        id: "a", title: "Stories", style: style(), cellTemplate: "cell-grid", header: .title, count: 2,
        cells: cells(2), scrollsSideways: true),
      SectionContent(
        id: "b", title: "Recents", style: style(), cellTemplate: "cell-grid", count: 2, cells: cells(2),
        scrollsSideways: true),
      SectionContent(id: "c", title: "List", style: style(), cellTemplate: "cell-list", count: 2, cells: cells(2)),
    ])
    #expect(html.contains(#"<ul class="t-content" tabindex="0" aria-labelledby="a-title">"#))
    #expect(html.contains(#"<ul class="t-content" tabindex="0" aria-label="Recents">"#))
    #expect(count("tabindex", in: html) == 2)
  }

  /// The search field stands in a search landmark that checkers of every age know.
  @Test func theSearchFieldIsASearchLandmark() throws {
    let html = try render([
      SectionContent(
        id: "s", title: "S", style: style(), cellTemplate: "cell-list", count: 1, cells: cells(1), isSearchable: true)
    ])
    #expect(html.contains(#"<form class="t-search" role="search" hidden="hidden">"#))
    #expect(!html.contains("<search"))
  }
}
