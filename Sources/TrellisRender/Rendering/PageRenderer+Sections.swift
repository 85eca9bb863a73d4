import TrellisCSS
import TrellisDiagnostics

extension PageRenderer {
  // MARK: - Sections

  /// A section's opening tag, decoration and header, and its content's opening tag (a hidden
  /// section is all here: an empty element).
  func renderSectionStart(_ section: SectionContent, into html: inout String) throws(TemplateError) {
    let style = section.style
    html += "<section class=\"t-section \(style.className) \(section.isList ? "t-list" : "t-compositional")"
    if section.isSearchable { html += " t-searchable" }
    html += "\" id=\"\(HTMLEscaping.attribute(section.id))\""
    if section.segmentIndex > 0 { html += " data-segment=\"\(section.segmentIndex)\"" }
    if section.isHidden { html += " hidden=\"hidden\"" }
    html += name(of: section)
    var properties: [String] = []
    let count = section.outline.map { $0.count } ?? max(section.cells.count, section.emptyMessage == nil ? 0 : 1)
    // --n also sizes an offscreen section (the style's `contain-intrinsic-size`).
    if style.needsItemCount { properties.append("--n: \(count)") }
    if !properties.isEmpty { html += " style=\"\(properties.joined(separator: "; "))\"" }
    html += ">\n"
    if section.isHidden {
      html += "</section>\n"
      return
    }
    if style.hasDecoration { html += "<div class=\"t-decoration\"></div>\n" }
    if section.header != .none {
      html += "<header class=\"t-header\">"
      try renderSupplementary(section.header, of: section, into: &html)
      html += "</header>\n"
    }
    if section.outline != nil {
      html += "<div class=\"t-content t-outline-list\">\n"
      return
    }
    html += "<ul class=\"t-content\""
    if section.scrollsSideways {
      // A sideways scroller is a tab stop, so that it scrolls by keyboard too; named like its section.
      html += " tabindex=\"0\"" + name(of: section, fallback: "Items")
    }
    html += ">\n"
    if section.cells.isEmpty, let message = section.emptyMessage {
      html += "<li class=\"t-cell t-empty\">"
      html += try template("empty-message", ["message"], [message]).render([message])
      html += "</li>\n"
    }
  }

  /// Rows of a section's content: cells (in groups when the layout wraps them), or an outline's
  /// rows, each parent opening its disclosure (`details`) and closing the one before.
  func renderRows(_ rows: Range<Int>, of section: SectionContent, into html: inout String)
    throws(TemplateError)
  {
    guard let outline = section.outline else {
      let groupCapacity = section.style.groupCapacity
      let element = groupCapacity == nil ? "li" : "div"
      for index in rows {
        if let capacity = groupCapacity, index % capacity == 0 {
          html += index == 0 ? "<li class=\"t-group\">\n" : "</li>\n<li class=\"t-group\">\n"
        }
        try renderCell(section.cells[index], index: index, of: section, element: element, into: &html)
      }
      return
    }
    // The group holding the first row, then walk on.
    var group = 0
    var groupStart = 0
    while group < outline.count, groupStart + 1 + outline[group].children.count <= rows.lowerBound {
      groupStart += 1 + outline[group].children.count
      group += 1
    }
    for row in rows {
      if row == groupStart + 1 + outline[group].children.count {
        groupStart = row
        group += 1
      }
      let current = outline[group]
      if row == groupStart {
        if group > 0 { html += "</details>\n" }
        html += current.isExpanded ? "<details class=\"t-outline\" open=\"open\">" : "<details class=\"t-outline\">"
        try renderCell(
          current.parent, index: row, of: section, element: "summary", template: "cell-outline-parent", into: &html)
      } else {
        try renderCell(current.children[row - groupStart - 1], index: row, of: section, element: "div", into: &html)
      }
    }
  }

  /// Closes the content (and the last group or disclosure), then the footer and the section.
  func renderSectionEnd(_ section: SectionContent, into html: inout String) throws(TemplateError) {
    guard !section.isHidden else { return }
    if let outline = section.outline {
      if !outline.isEmpty { html += "</details>\n" }
      html += "</div>\n"
    } else {
      if section.style.groupCapacity != nil, !section.cells.isEmpty { html += "</li>\n" }
      if section.style.needsPageMarks {
        // One per item: an empty message is no page.
        for page in 0..<section.cells.count {
          html += "<li class=\"t-page-mark\" style=\"--p: \(page)\" aria-hidden=\"true\"></li>\n"
        }
      }
      html += "</ul>\n"
    }
    if section.footer != .none {
      html += "<footer class=\"t-footer\">"
      try renderSupplementary(section.footer, of: section, isFooter: true, into: &html)
      html += "</footer>\n"
    }
    html += "</section>\n"
  }

  /// The `aria-labelledby` naming an element after its section's header title, or an
  /// `aria-label` with the section's title (a hidden section is written without its header).
  func name(of section: SectionContent, fallback: String = "") -> String {
    if !section.isHidden, !section.title.isEmpty, section.header.showsTitle {
      return " aria-labelledby=\"\(HTMLEscaping.attribute(section.id))-title\""
    }
    let title = section.title.isEmpty ? fallback : section.title
    return title.isEmpty ? "" : " aria-label=\"\(HTMLEscaping.attribute(title))\""
  }

  /// A header, or a footer. A footer's title has an id of its own (`ID-footer-title`), and its
  /// progress circle a clip path of its own, so that a section with both stays unique in ids.
  func renderSupplementary(
    _ kind: SectionContent.Supplementary, of section: SectionContent, isFooter: Bool = false,
    into html: inout String
  ) throws(TemplateError) {
    let titleID = section.id + (isFooter ? "-footer-title" : "-title")
    switch kind {
    case .none: break
    case .title where isFooter:
      html += try template("footer-title", ["title"], [section.title]).render([section.title])
        .withIDOnFirstElement(titleID)
    case .title:
      html += try template("header-title", ["title"], [section.title]).render([section.title])
        .withID(titleID, onFirst: "<h2")
    case .titleWithCount:
      let values = [section.title, String(section.count)]
      html += try template("header-title-count", ["title", "count"], values).render(values)
        .withID(titleID, onFirst: "<h2")
    case .progress:
      let progress = ProgressHeader(completed: section.completed, count: section.count)
      let clipID = "t-clip-" + section.id + (isFooter ? "-footer" : "")
      let values = [section.title, progress.percent, progress.fillY, progress.fillHeight, clipID]
      html += try template("header-progress", ["title", "percent", "fillY", "fillHeight", "clipID"], values)
        .render(values).withID(titleID, onFirst: "<h2")
    case .separator:
      html += try template("footer-separator", [], []).render([])
    }
  }
}
