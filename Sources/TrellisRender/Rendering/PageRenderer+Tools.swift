import TrellisCSS
import TrellisDiagnostics

extension PageRenderer {
  // MARK: - Page tools: segmented control and search

  /// The segmented control (radio buttons that CSS alone turns into segments) and the search
  /// field, which the script brings to life (without it every item stays shown).
  func tools(for page: PageContent) throws(TemplateError) -> String {
    var html = ""
    if !page.segments.isEmpty {
      var segments = ""
      for (index, title) in page.segments.enumerated() {
        let values = ["t-segment-\(index + 1)", index == 0 ? "true" : "", title]
        try template("segment", values).render(values, into: &segments)
      }
      try template("segments", [segments]).render([segments], into: &html)
    }
    // A search landmark: a form (its submission stays on the page, see SiteScript), not the
    // newer `search` element, which checkers and browsers of before 2023 do not know.
    if page.isSearchable { try template("search-field", present: []).render([], into: &html) }
    return html
  }

  /// For one of the pages a page was cut into, links to the others: previous, each by number,
  /// next. Plain links, so they work without the script; the current page is announced.
  /// The parts a page's pagination links to by number (from 0): the first, the last, and those
  /// within two of the current one; a single part left out between them is shown instead of a
  /// gap. Every part is reached in a few steps, and the links stay a handful however many parts
  /// there are (a category of 230,000 emoji cut at 200 has 1,150).
  static func paginationWindow(count: Int, current: Int) -> [Int] {
    var shown = Set([0, count - 1]).union(max(0, current - 2)...min(count - 1, current + 2))
    for index in 1..<max(count - 1, 1) where !shown.contains(index) {
      if shown.contains(index - 1), shown.contains(index + 1) { shown.insert(index) }
    }
    return shown.filter { (0..<count).contains($0) }.sorted()
  }

  func pagination(for page: PageContent) throws(TemplateError) -> String {
    guard page.pages.count > 1 else { return "" }
    var links = ""
    func link(_ index: Int, _ text: String, rel: String = "") throws(TemplateError) {
      let values = [page.pages[index], rel, rel.isEmpty && index == page.pageIndex ? "true" : "", text]
      try template("pagination-link", values).render(values, into: &links)
    }
    if page.pageIndex > 0 { try link(page.pageIndex - 1, templates.strings["previous"], rel: "prev") }
    var last: Int?
    for index in Self.paginationWindow(count: page.pages.count, current: page.pageIndex) {
      if let last, index > last + 1 { try template("pagination-gap", []).render([], into: &links) }
      try link(index, templates.strings.number(index + 1))
      last = index
    }
    if page.pageIndex + 1 < page.pages.count { try link(page.pageIndex + 1, templates.strings["next"], rel: "next") }
    // Named after the page: the site's navigation is "Pages", and landmarks need distinct names.
    let title = page.cutPageTitle.isEmpty ? page.title : page.cutPageTitle
    let values = [templates.strings.message("pagesOf", ["title": title]), links]
    return try template("pagination", values).render(values)
  }
}
