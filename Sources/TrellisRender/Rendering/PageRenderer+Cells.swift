import TrellisCSS
import TrellisDiagnostics

extension PageRenderer {
  func renderCell(
    _ cell: CellContent, index: Int, of section: SectionContent, element: String, template name: String? = nil,
    into html: inout String
  ) throws(TemplateError) {
    let name = name ?? section.cellTemplate
    // `headerMode: firstItemInSection`: the first item is the section's header row, announced
    // as a heading at the level of the section headers (h2), and still the first item.
    let isHeaderRow = index == 0 && section.style.firstItemIsHeader
    html += "<"
    html += element
    html += " class=\"t-cell "
    html += name
    if isHeaderRow { html += " t-header-row" }
    html += "\""
    if section.isSearchable {
      html += " data-name=\""
      HTMLEscaping.attribute(cell.name.lowercased(), into: &html)
      html += "\""
    }
    if section.style.needsItemIndices { html += " style=\"--i: \(index)\"" }
    html += ">"
    let content = try cellTemplate(name, shape: cell.shape)
    let headingOpen = isHeaderRow ? "<span role=\"heading\" aria-level=\"2\">" : ""
    let headingClose = isHeaderRow ? "</span>" : ""
    if section.leadingSwipeActions.isEmpty && section.trailingSwipeActions.isEmpty || element == "summary" {
      html += headingOpen
      content.render({ cell.value(at: $0) }, into: &html)
      html += headingClose
    } else {
      // A row that scrolls sideways to reveal its actions: by touch, by trackpad or mouse, and
      // by keyboard (the actions are links and buttons in the tab order).
      html += "<div class=\"t-swipe\">"
      renderActions(section.leadingSwipeActions, for: cell, edge: "leading", into: &html)
      html += "<div class=\"t-swipe-content\">"
      html += headingOpen
      content.render({ cell.value(at: $0) }, into: &html)
      html += headingClose
      html += "</div>"
      renderActions(section.trailingSwipeActions, for: cell, edge: "trailing", into: &html)
      html += "</div>"
    }
    if element != "summary" {
      // Badges are drawn by the section's CSS: decoration, hidden from assistive technology.
      for _ in 0..<section.style.badgesPerItem { html += "<span class=\"t-badge\" aria-hidden=\"true\"></span>" }
    }
    html += "</"
    html += element
    html += ">\n"
  }

  func renderActions(
    _ actions: [SectionContent.SwipeAction], for cell: CellContent, edge: String, into html: inout String
  ) {
    guard !actions.isEmpty else { return }
    html += "<div class=\"t-swipe-actions t-\(edge)\">"
    for action in actions {
      let color = HTMLEscaping.attribute(action.color)
      let value = action.value(cell)
      switch action.kind {
      case .copy:
        html += "<button type=\"button\" class=\"t-action\" style=\"--t-action: \(color)\" data-copy=\""
        HTMLEscaping.attribute(value, into: &html)
        html += "\">"
      case .link:
        html += "<a class=\"t-action\" style=\"--t-action: \(color)\" href=\""
        HTMLEscaping.url(value, into: &html)
        html += "\">"
      }
      HTMLEscaping.text(action.title, into: &html)
      html += action.kind == .copy ? "</button>" : "</a>"
    }
    html += "</div>"
  }
}
