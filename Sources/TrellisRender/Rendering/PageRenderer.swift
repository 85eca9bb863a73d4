import TrellisCSS
import TrellisDiagnostics

/// Renders pages as well-formed XHTML5 (so libxml2's XML parser can check them): the section
/// structure of the layout contract (see ``SectionStyle``) filled with the site's templates.
///
/// Not thread-safe: it caches compiled templates. Use one renderer per thread.
public final class PageRenderer {
  private let templates: TemplateSet
  private var cache: [String: CompiledTemplate] = [:]

  public init(templates: TemplateSet) {
    self.templates = templates
  }

  /// Renders the page in chunks of about a megabyte, handing each to `emit`, so that a big page
  /// is written as it is made and never held whole. Throws a ``TemplateError``, or what `emit`
  /// throws.
  public func render(
    _ page: PageContent, stylesheet: String, script: String?, emit: (String) throws -> Void
  ) throws {
    var buffer = ""
    buffer.reserveCapacity(Self.chunkSize + 65_536)
    for piece in pieces(of: page) {
      try render(piece, of: page, stylesheet: stylesheet, script: script, into: &buffer)
      if buffer.utf8.count >= Self.chunkSize {
        try emit(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try emit(buffer)
  }

  // MARK: - Pieces

  /// The page's pieces in order. Each renders on its own, so a caller may render them on several
  /// threads (one renderer each) and write them in order; cells come in runs of `rowsPerPiece`.
  public func pieces(of page: PageContent, rowsPerPiece: Int = 2048) -> [PagePiece] {
    var pieces: [PagePiece] = [.pageStart]
    for (index, section) in page.sections.enumerated() {
      pieces.append(.sectionStart(index))
      let rows = section.rowCount
      for start in stride(from: 0, to: rows, by: max(rowsPerPiece, 1)) {
        pieces.append(.rows(index, start..<min(start + rowsPerPiece, rows)))
      }
      pieces.append(.sectionEnd(index))
    }
    pieces.append(.pageEnd)
    return pieces
  }

  /// The page's shell: the HTML before its first section and after its last. With
  /// ``section(_:of:)`` it lets a caller keep a page as parts and replace one section at a time
  /// (`trellis serve`): `start`, every section in order, then `end` is what
  /// ``render(_:stylesheet:script:emit:)`` writes.
  public func shell(
    of page: PageContent, stylesheet: String, script: String?
  ) throws(TemplateError) -> (start: String, end: String) {
    try renderShell(page, stylesheet: stylesheet, script: script)
  }

  /// The whole HTML of the page's section at `index`.
  public func section(_ index: Int, of page: PageContent) throws(TemplateError) -> String {
    var html = ""
    let section = page.sections[index]
    try renderSectionStart(section, into: &html)
    try renderRows(0..<section.rowCount, of: section, into: &html)
    try renderSectionEnd(section, into: &html)
    return html
  }

  /// Appends one piece of the page. `stylesheet` and `script` are the hrefs of the site's files.
  public func render(
    _ piece: PagePiece, of page: PageContent, stylesheet: String, script: String?, into html: inout String
  ) throws(TemplateError) {
    switch piece {
    case .pageStart, .pageEnd:
      let shell = try renderShell(page, stylesheet: stylesheet, script: script)
      html += piece == .pageStart ? shell.start : shell.end
    case .sectionStart(let index): try renderSectionStart(page.sections[index], into: &html)
    case .rows(let index, let rows): try renderRows(rows, of: page.sections[index], into: &html)
    case .sectionEnd(let index): try renderSectionEnd(page.sections[index], into: &html)
    }
  }

  /// The page template split where its sections go.
  private func renderShell(
    _ page: PageContent, stylesheet: String, script: String?
  ) throws(TemplateError) -> (start: String, end: String) {
    var navigation = ""
    for link in page.navigation {
      let current = link.href == page.fileName
      let values = [link.href, link.title, current ? "true" : ""]
      try template("nav-item", ["href", "title", "current"], values).render(values, into: &navigation)
    }
    let fields = [
      "language", "title", "siteTitle", "stylesheet", "script", "summary", "navHTML", "toolsHTML", "sectionsHTML",
    ]
    let values = [
      page.language, page.title, page.siteTitle, stylesheet, script ?? "", page.summary, navigation,
      tools(for: page), "",
    ]
    // The shell's shape: sectionsHTML counts as present (the sections are written in its place).
    var present = Set(zip(fields, values).compactMap { $1.isEmpty ? nil : $0 })
    present.insert("sectionsHTML")
    let shell = try template("page", fields, present: present)
    var output = ""
    var split = 0
    shell.render(
      { $0 < values.count ? values[$0] : "" }, into: &output,
      html: { index, output in
        if fields[index] == "sectionsHTML" { split = output.utf8.count } else { output += values[index] }
      })
    let utf8 = output.utf8
    let middle = utf8.index(utf8.startIndex, offsetBy: split)
    // The sections stand in a column whose gap is the inter-section spacing: a gap comes only
    // between displayed sections, so hidden ones (and other segments') take no room.
    var start = "<div class=\"t-sections\""
    if page.sectionSpacing > 0 { start += " style=\"--t-inter-section: \(cssNumber(page.sectionSpacing))px\"" }
    start += ">\n"
    return (String(output[..<middle]) + start, "</div>\n" + String(output[middle...]))
  }

  static let chunkSize = 1 << 20

  /// The site's home page when no page is called "index": a list of the pages.
  public func renderIndex(
    siteTitle: String, language: String, navigation: [PageContent.Link],
    pages: [(title: String, href: String, summary: String)], stylesheet: String
  ) throws(TemplateError) -> String {
    var list = "<ul class=\"t-index\">\n"
    for page in pages {
      let values = [page.title, page.href, page.summary]
      try template("index-item", ["title", "href", "summary"], values).render(values, into: &list)
    }
    list += "</ul>\n"
    var navigationHTML = ""
    for link in navigation {
      let values = [link.href, link.title, ""]
      try template("nav-item", ["href", "title", "current"], values).render(values, into: &navigationHTML)
    }
    let values = [language, siteTitle, siteTitle, stylesheet, "", "", navigationHTML, "", list]
    let fields = [
      "language", "title", "siteTitle", "stylesheet", "script", "summary", "navHTML", "toolsHTML", "sectionsHTML",
    ]
    return try template("page", fields, values).render(values)
  }

  // MARK: - Page tools: segmented control and search

  /// The segmented control (radio buttons that CSS alone turns into segments) and the search
  /// field, which the script brings to life (without it every item stays shown).
  private func tools(for page: PageContent) -> String {
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

  // MARK: - Sections

  /// A section's opening tag, decoration and header, and its content's opening tag (a hidden
  /// section is all here: an empty element).
  private func renderSectionStart(_ section: SectionContent, into html: inout String) throws(TemplateError) {
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
  private func renderRows(_ rows: Range<Int>, of section: SectionContent, into html: inout String)
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
  private func renderSectionEnd(_ section: SectionContent, into html: inout String) throws(TemplateError) {
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
  private func name(of section: SectionContent, fallback: String = "") -> String {
    if !section.isHidden, !section.title.isEmpty, section.header.showsTitle {
      return " aria-labelledby=\"\(HTMLEscaping.attribute(section.id))-title\""
    }
    let title = section.title.isEmpty ? fallback : section.title
    return title.isEmpty ? "" : " aria-label=\"\(HTMLEscaping.attribute(title))\""
  }

  /// A header, or a footer. A footer's title has an id of its own (`ID-footer-title`), and its
  /// progress circle a clip path of its own, so that a section with both stays unique in ids.
  private func renderSupplementary(
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

  private func renderCell(
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

  private func renderActions(
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

  // MARK: - Templates

  /// Cell templates by name and shape (a bit mask of the fields present): looked up per cell,
  /// so the key is cheap.
  private var cellTemplates: [String: [Int: CompiledTemplate]] = [:]

  /// The last cell template used: consecutive cells nearly always share it.
  private var lastCellTemplate: (name: String, shape: Int, compiled: CompiledTemplate)?

  private func cellTemplate(_ name: String, shape: Int) throws(TemplateError) -> CompiledTemplate {
    if let last = lastCellTemplate, last.shape == shape, last.name == name { return last.compiled }
    let compiled: CompiledTemplate
    if let cached = cellTemplates[name]?[shape] {
      compiled = cached
    } else {
      compiled = try template(name, CellContent.fields, present: CellContent.present(in: shape))
      cellTemplates[name, default: [:]][shape] = compiled
    }
    lastCellTemplate = (name, shape, compiled)
    return compiled
  }

  private func template(_ name: String, _ fields: [String], _ values: [String]) throws(TemplateError)
    -> CompiledTemplate
  {
    try template(name, fields, present: Set(zip(fields, values).compactMap { $1.isEmpty ? nil : $0 }))
  }

  private func template(_ name: String, _ fields: [String], present: Set<String>) throws(TemplateError)
    -> CompiledTemplate
  {
    let key = name + "|" + fields.filter(present.contains).joined(separator: ",")
    if let cached = cache[key] { return cached }
    let compiled = try templates.compiled(name, fields: fields, present: present)
    cache[key] = compiled
    return compiled
  }
}

extension String {
  /// Gives the first element starting with `prefix` (e.g. `<h2`) an id, unless it has one, so
  /// that the section can name itself after its header title.
  func withID(_ id: String, onFirst prefix: String) -> String {
    guard let range = range(of: prefix), !self[range.upperBound...].hasPrefix(" id=") else { return self }
    return replacingCharacters(in: range, with: prefix + " id=\"" + HTMLEscaping.attribute(id) + "\"")
  }

  /// Gives the first element (whatever its name) an id, unless it has one.
  func withIDOnFirstElement(_ id: String) -> String {
    var index = startIndex
    while let open = self[index...].firstIndex(of: "<") {
      let nameStart = self.index(after: open)
      guard nameStart < endIndex else { break }
      if self[nameStart].isLetter {
        let nameEnd = self[nameStart...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "-") } ?? endIndex
        return withID(id, onFirst: String(self[open..<nameEnd]))
      }
      index = nameStart
    }
    return self
  }
}
