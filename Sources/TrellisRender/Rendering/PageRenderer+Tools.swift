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
}
