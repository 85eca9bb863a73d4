import Testing

@testable import TrellisRender

/// A page cut into many parts links to a handful of them: the first, the last and the two on
/// each side of the current one, with a gap (hidden from assistive technology) where parts are
/// left out.
@Suite struct PaginationTests {
  @Test(arguments: [
    (1, 0, [0]),
    (3, 1, [0, 1, 2]),
    (7, 0, [0, 1, 2, 6]),
    (7, 3, [0, 1, 2, 3, 4, 5, 6]),  // a single part left out is shown, not a gap
    (12, 0, [0, 1, 2, 11]),
    (12, 5, [0, 3, 4, 5, 6, 7, 11]),
    (12, 11, [0, 9, 10, 11]),
    (1150, 600, [0, 598, 599, 600, 601, 602, 1149]),
  ])
  func theWindowHoldsTheEndsAndTheNeighbours(count: Int, current: Int, shown: [Int]) {
    #expect(PageRenderer.paginationWindow(count: count, current: current) == shown)
  }

  /// From any part, following the links reaches every other (the link checks require it).
  @Test func everyPartIsReachedFromTheFirst() {
    for count in [2, 8, 40, 301] {
      var reached: Set<Int> = [0]
      var queue = [0]
      while let part = queue.popLast() {
        let links = PageRenderer.paginationWindow(count: count, current: part)
        for next in links where reached.insert(next).inserted { queue.append(next) }
      }
      #expect(reached.count == count)
    }
  }

  @Test func gapsStandWhereNumbersAreLeftOut() throws {
    var page = samplePage(cells: 1)
    page.pages = (1...12).map { $0 == 1 ? "p.html" : "p-\($0).html" }
    page.pageIndex = 5
    let html = try PageRenderer(templates: TemplateSet()).pagination(for: page)
    let items = html.split(separator: "\n").filter { $0.hasPrefix("<li") }
    #expect(
      items == [
        #"<li><a href="p-5.html" rel="prev">Previous</a></li>"#,
        #"<li><a href="p.html">1</a></li>"#,
        #"<li class="t-pagination-gap" aria-hidden="true">…</li>"#,
        #"<li><a href="p-4.html">4</a></li>"#,
        #"<li><a href="p-5.html">5</a></li>"#,
        #"<li><a href="p-6.html" aria-current="page">6</a></li>"#,
        #"<li><a href="p-7.html">7</a></li>"#,
        #"<li><a href="p-8.html">8</a></li>"#,
        #"<li class="t-pagination-gap" aria-hidden="true">…</li>"#,
        #"<li><a href="p-12.html">12</a></li>"#,
        #"<li><a href="p-7.html" rel="next">Next</a></li>"#,
      ])
  }
}
