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
  func pagination(for page: PageContent) throws(TemplateError) -> String {
    guard page.pages.count > 1 else { return "" }
    var links = ""
    func link(_ index: Int, _ text: String, rel: String = "") throws(TemplateError) {
      let values = [page.pages[index], rel, rel.isEmpty && index == page.pageIndex ? "true" : "", text]
      try template("pagination-link", values).render(values, into: &links)
    }
    if page.pageIndex > 0 { try link(page.pageIndex - 1, templates.strings["previous"], rel: "prev") }
    for index in page.pages.indices { try link(index, String(index + 1)) }
    if page.pageIndex + 1 < page.pages.count { try link(page.pageIndex + 1, templates.strings["next"], rel: "next") }
    // Named after the page: the site's navigation is "Pages", and landmarks need distinct names.
    let values = [page.title, links]
    return try template("pagination", values).render(values)
  }
}
