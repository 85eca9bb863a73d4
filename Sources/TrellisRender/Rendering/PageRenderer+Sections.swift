import TrellisCSS
import TrellisDiagnostics

extension PageRenderer {
  // MARK: - Sections

  /// The fields of `frame-section`: the section element, its decoration, header, content and
  /// footer, with the content's rows (`rowsHTML`) written apart, piece by piece.
  static let sectionFields = [
    "readable", "styleClass", "kind", "searchable", "id", "segment", "hidden", "labelledBy", "label", "count",
    "decoration", "decorationHTML", "headerHTML", "outline", "scrolls", "scrollLabel", "emptyHTML", "rowsHTML",
    "pageMarksHTML",
    "footerHTML", "headerStyle", "footerStyle", "layoutGroup", "layoutItem", "layoutSpacing", "layoutGroupSpacing",
    "layoutInsets", "layoutItemInsets", "layoutEdge",
  ]

  /// The section's frame cut where its rows go: what comes before them and what comes after. A
  /// hidden section is all before: an empty element.
  func sectionFrame(_ section: SectionContent) throws(TemplateError) -> (
    before: CompiledTemplate, after: CompiledTemplate, values: [String]
  ) {
    let style = section.style
    let hidden = section.isHidden
    let named = !hidden && !section.title.isEmpty && section.header.showsTitle
    let count = section.outline.map { $0.count } ?? section.cells.count
    var values: [String] = [
      section.isReadable && !hidden ? "true" : "",
      style.className,
      section.isList ? "t-list" : "t-compositional",
      section.isSearchable ? "true" : "",
      section.id,
      section.segmentIndex > 0 ? String(section.segmentIndex) : "",
      hidden ? "true" : "",
      named ? section.id + "-title" : "",
      named ? "" : section.title,
      // --n also sizes an offscreen section (the style's `contain-intrinsic-size`).
      style.needsItemCount ? String(count) : "",
      style.decorationKind ?? "",
      style.decorationKind == nil ? "" : "decoration",
      section.header == .none || hidden ? "" : "header",
      section.outline != nil ? "true" : "",
      // A sideways scroller is a tab stop, so that it scrolls by keyboard too; named like its section.
      section.scrollsSideways ? "true" : "",
      named ? "" : (section.title.isEmpty ? "Items" : section.title),
      section.emptyMessage != nil ? "empty" : "",
      "rows",
      style.needsPageMarks && section.outline == nil ? "marks" : "",
      section.footer == .none || hidden ? "" : "footer",
      section.header.styleClass,
      section.footer.styleClass,
    ]
    values += Self.annotationValues(hidden ? nil : section.annotation)
    let frame = try template("frame-section", Self.sectionFields, values)
    guard let cut = frame.split(atHTML: Self.sectionFields.firstIndex(of: "rowsHTML") ?? 0) else {
      return (frame, CompiledTemplate(pieces: []), values)
    }
    return (cut.before, cut.after, values)
  }

  /// The values of `frame-section`'s `layout…` fields: an annotation's texts, or none.
  static func annotationValues(_ annotation: LayoutAnnotation?) -> [String] {
    guard let annotation else { return ["", "", "", "", "", "", ""] }
    return [
      annotation.group, annotation.item, annotation.spacing, annotation.groupSpacing, annotation.insets,
      annotation.itemInsets, annotation.edgeSpacing,
    ]
  }

  /// A section's opening tag, decoration and header, and its content's opening tag.
  func renderSectionStart(_ section: SectionContent, into html: inout String) throws(TemplateError) {
    let frame = try sectionFrame(section)
    try renderSectionFrame(frame.before, of: section, values: frame.values, into: &html)
  }

  /// Closes the content (and the last group or disclosure), then the footer and the section.
  func renderSectionEnd(_ section: SectionContent, into html: inout String) throws(TemplateError) {
    guard !section.isHidden else { return }
    if let outline = section.outline {
      if !outline.isEmpty { html += try outlineGroupFrame(isExpanded: false).after.render([]) }
    } else if section.style.groupCapacity != nil, !section.cells.isEmpty {
      html += try groupFrame(size: section.annotation?.group ?? "").after.render([])
    }
    let frame = try sectionFrame(section)
    try renderSectionFrame(frame.after, of: section, values: frame.values, into: &html)
  }

  /// Writes a part of a section's frame, rendering its decoration, header, footer, empty message
  /// and page marks in their places.
  private func renderSectionFrame(
    _ frame: CompiledTemplate, of section: SectionContent, values: [String], into html: inout String
  ) throws(TemplateError) {
    var failure: TemplateError?
    frame.render(
      { values[$0] }, into: &html,
      html: { index, html in
        do throws(TemplateError) {
          switch Self.sectionFields[index] {
          case "decorationHTML":
            // The kind's own template, where the site has one.
            let kind = section.style.decorationKind ?? ""
            let own = TemplateVariables.decorationKindPrefix + kind
            let values = [kind, section.title]
            try template(templates.contains(own) ? own : "decoration", values).render(values, into: &html)
          case "headerHTML": try renderSupplementary(section.header, of: section, into: &html)
          case "footerHTML": try renderSupplementary(section.footer, of: section, isFooter: true, into: &html)
          case "emptyHTML":
            let message = section.emptyMessage ?? ""
            try template("empty-message", [message]).render([message], into: &html)
          case "pageMarksHTML":
            // One per item: an empty message is no page.
            for page in 0..<section.cells.count {
              let values = [String(page)]
              try template("frame-page-mark", ["page"], values).render(values, into: &html)
            }
          default: break
          }
        } catch {
          failure = error
        }
      })
    if let failure { throw failure }
  }

  /// `frame-group`, cut where its cells go; `size` is the group's declared size on a site that
  /// shows its layouts (`data-layout-size`), else empty.
  func groupFrame(size: String = "") throws(TemplateError) -> (before: CompiledTemplate, after: CompiledTemplate) {
    let frame = try template(
      "frame-group", ["size", "cellsHTML"], present: size.isEmpty ? ["cellsHTML"] : ["size", "cellsHTML"])
    guard let cut = frame.split(atHTML: 1) else { return (frame, CompiledTemplate(pieces: [])) }
    return (cut.before.filling(0, with: size), cut.after)
  }

  /// `frame-outline-group` (a parent's disclosure), cut where its rows go.
  func outlineGroupFrame(isExpanded: Bool) throws(TemplateError) -> (
    before: CompiledTemplate, after: CompiledTemplate
  ) {
    let frame = try template(
      "frame-outline-group", ["expanded", "rowsHTML"], present: isExpanded ? ["expanded", "rowsHTML"] : ["rowsHTML"])
    return frame.split(atHTML: 1) ?? (frame, CompiledTemplate(pieces: []))
  }

  /// Rows of a section's content: cells (in groups when the layout wraps them), or an outline's
  /// rows, each parent opening its disclosure (`details`) and closing the one before.
  func renderRows(_ rows: Range<Int>, of section: SectionContent, into html: inout String)
    throws(TemplateError)
  {
    guard let outline = section.outline else {
      let groupCapacity = section.style.groupCapacity
      let element: CellElement = groupCapacity == nil ? .li : .div
      let group = try groupFrame(size: section.annotation?.group ?? "")
      // Taken out of the section once: each access would copy it, taking and dropping a
      // reference to its closure that every core shares.
      let cells = section.cells
      var cell = CellContent()
      for index in rows {
        if let capacity = groupCapacity, index % capacity == 0 {
          if index > 0 { group.after.render([], into: &html) }
          group.before.render([], into: &html)
        }
        cells.fill(&cell, at: index)
        try renderCell(cell, index: index, of: section, element: element, into: &html)
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
    guard group < outline.count else { return }
    // The group and its children are copied out of the section once, not per row (a copy
    // retains what it holds, and every core shares it).
    var current = outline[group]
    var children = current.children
    var cell = CellContent()
    for row in rows {
      if row == groupStart + 1 + children.count {
        groupStart = row
        group += 1
        current = outline[group]
        children = current.children
      }
      if row == groupStart {
        if group > 0 { try outlineGroupFrame(isExpanded: false).after.render([], into: &html) }
        try outlineGroupFrame(isExpanded: current.isExpanded).before.render([], into: &html)
        try renderCell(
          current.parent, index: row, of: section, element: .summary, template: "cell-outline-parent", into: &html)
      } else {
        children.fill(&cell, at: row - groupStart - 1)
        try renderCell(cell, index: row, of: section, element: .div, into: &html)
      }
    }
  }

  /// A header, or a footer. A footer's title has an id of its own (`ID-footer-title`), and its
  /// progress circle a clip path of its own, so that a section with both stays unique in ids.
  func renderSupplementary(
    _ kind: SectionContent.Supplementary, of section: SectionContent, isFooter: Bool = false,
    into html: inout String
  ) throws(TemplateError) {
    let titleID = section.id + (isFooter ? "-footer-title" : "-title")
    // A header on a part of a cut page that goes on from the previous part says so.
    let headerTitle =
      section.continuesFromPrevious
      ? templates.strings.message("continuedTitle", ["title": section.title]) : section.title
    switch kind {
    case .none: break
    case .title where isFooter, .plainFooter, .groupedFooter:
      html += try template("footer-title", [section.title]).render([section.title])
        .withIDOnFirstElement(titleID)
    case .title, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
      html += try template("header-title", [headerTitle]).render([headerTitle])
        .withID(titleID, onFirst: "<h2")
    case .titleWithCount:
      let count =
        section.wholeCount.map {
          templates.strings.message(
            "countOfWhole", ["count": templates.strings.number(section.count), "whole": templates.strings.number($0)])
        } ?? templates.strings.number(section.count)
      let values = [headerTitle, count]
      html += try template("header-title-count", values).render(values)
        .withID(titleID, onFirst: "<h2")
    case .progress, .largeProgress:
      let progress = ProgressHeader(completed: section.completed, count: section.count)
      let clipID = "t-clip-" + section.id + (isFooter ? "-footer" : "")
      let values = [
        headerTitle, templates.strings.number(progress.percent), progress.fillY, progress.fillHeight, clipID,
      ]
      html += try template(kind == .progress ? "header-progress" : "header-progress-large", values)
        .render(values).withID(titleID, onFirst: "<h2")
    case .separator:
      html += try template("footer-separator", []).render([])
    }
  }
}
