import TrellisCSS
import TrellisDiagnostics

extension PageRenderer {
  // MARK: - Page tools: segmented control and search

  /// The segmented control (radio buttons that CSS alone turns into segments) and the search
  /// field, which the script brings to life (without it every item stays shown).
  func tools(for page: PageContent) -> String {
    var html = ""
    if !page.segments.isEmpty {
      html += "<fieldset class=\"t-segments\"><legend class=\"t-visually-hidden\">Show</legend>\n"
      for (index, title) in page.segments.enumerated() {
        let id = "t-segment-\(index + 1)"
        html += "<input class=\"t-segment-input\" type=\"radio\" name=\"t-segment\" id=\"\(id)\""
        html += index == 0 ? " checked=\"checked\"/>" : "/>"
        html += "<label class=\"t-segment-label\" for=\"\(id)\">\(HTMLEscaping.text(title))</label>\n"
      }
      html += "</fieldset>\n"
    }
    // A search landmark: a form (its submission stays on the page, see SiteScript), not the
    // newer `search` element, which checkers and browsers of before 2023 do not know.
    if page.isSearchable {
      html +=
        "<form class=\"t-search\" role=\"search\" hidden=\"hidden\"><label class=\"t-visually-hidden\" for=\"t-search-field\">Search by name</label>"
      html +=
        "<input id=\"t-search-field\" class=\"t-search-field\" type=\"search\" placeholder=\"Search\" autocomplete=\"off\"/></form>\n"
    }
    return html
  }

  /// For one of the pages a page was cut into, links to the others: previous, each by number,
  /// next. Plain links, so they work without the script; the current page is announced.
  func pagination(for page: PageContent) -> String {
    guard page.pages.count > 1 else { return "" }
    // Named after the page: the site's navigation is "Pages", and landmarks need distinct names.
    var html = "<nav class=\"t-pagination\" aria-label=\"Pages of " + HTMLEscaping.attribute(page.title) + "\"><ul>\n"
    func link(_ index: Int, _ text: String, rel: String? = nil) {
      html += "<li><a href=\"" + HTMLEscaping.attribute(page.pages[index]) + "\""
      if let rel { html += " rel=\"\(rel)\"" }
      if rel == nil, index == page.pageIndex { html += " aria-current=\"page\"" }
      html += ">" + text + "</a></li>\n"
    }
    if page.pageIndex > 0 { link(page.pageIndex - 1, "Previous", rel: "prev") }
    for index in page.pages.indices { link(index, String(index + 1)) }
    if page.pageIndex + 1 < page.pages.count { link(page.pageIndex + 1, "Next", rel: "next") }
    return html + "</ul></nav>\n"
  }
}
