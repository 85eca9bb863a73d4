import TrellisCSS
import TrellisDiagnostics

/// The element a cell is written as: an item of the content's list, a row in a group or an
/// outline, or an outline parent's disclosure summary.
enum CellElement: Int {
  case li, div, summary
}

extension PageRenderer {
  /// The fields of `frame-cell`, in the order of their bits in a frame's shape.
  static let cellFrameFields = [
    "li", "div", "summary", "template", "headerRow", "name", "index", "swipes", "leadingHTML", "contentHTML",
    "trailingHTML", "badgesHTML", "link", "linkLabel", "leadingAccessoriesHTML", "trailingAccessoriesHTML",
  ]

  func renderCell(
    _ cell: CellContent, index: Int, of section: SectionContent, element: CellElement, template name: String? = nil,
    into html: inout String
  ) throws(TemplateError) {
    let name = name ?? section.cellTemplate
    // `headerMode: firstItemInSection`: the first item is the section's header row, announced
    // as a heading at the level of the section headers (h2), and still the first item.
    let isHeaderRow = index == 0 && section.style.firstItemIsHeader
    // A row that scrolls sideways to reveal its actions: by touch, by trackpad or mouse, and by
    // keyboard (the actions are links and buttons in the tab order).
    let leading = element == .summary ? [] : section.leadingSwipeActions
    let trailing = element == .summary ? [] : section.trailingSwipeActions
    // Badges are drawn by the section's CSS: decoration, hidden from assistive technology.
    let badges = element == .summary ? 0 : section.style.badgesPerItem
    var shape = 1 << element.rawValue | 1 << 3 | 1 << 9
    if isHeaderRow { shape |= 1 << 4 }
    if section.isSearchable { shape |= 1 << 5 }
    if section.style.needsItemIndices { shape |= 1 << 6 }
    if !leading.isEmpty || !trailing.isEmpty { shape |= 1 << 7 }
    if !leading.isEmpty { shape |= 1 << 8 }
    if !trailing.isEmpty { shape |= 1 << 10 }
    if badges > 0 { shape |= 1 << 11 }
    // The item's own page: a link over the whole cell, named after the item.
    if !cell.link.isEmpty { shape |= 1 << 12 | 1 << 13 }
    // Accessories: UIKit's, in every row but an outline's parent (its disclosure is the
    // summary's own) and a header row.
    let accessories = element == .summary || isHeaderRow ? [] : section.accessories
    if accessories.contains(where: \.kind.isLeading) { shape |= 1 << 14 }
    if accessories.contains(where: { !$0.kind.isLeading }) { shape |= 1 << 15 }
    let joined = try joinedCell(name, frameShape: shape, contentShape: cell.shape)
    let badge = badges > 0 ? try template("frame-badge", [], present: []) : nil
    var actionFailure: TemplateError?
    joined.render(
      { field in
        switch field {
        case Self.contentFieldBase...: cell.value(at: field - Self.contentFieldBase)
        case 3: name
        case 5: (cell.name.isEmpty ? cell.title : cell.name).lowercased()
        case 6: String(index)
        case 12: cell.link
        case 13: cell.name.isEmpty ? cell.title : cell.name
        default: ""
        }
      }, into: &html,
      html: { field, html in
        switch field {
        case 8, 10:
          do throws(TemplateError) {
            try renderActions(
              field == 8 ? leading : trailing, for: cell, edge: field == 8 ? "leading" : "trailing", into: &html)
          } catch {
            actionFailure = error
          }
        case 11: for _ in 0..<badges { badge?.render([], into: &html) }
        // The content's own HTML (a home page card's preview), which Trellis made and escaped.
        case Self.contentFieldBase...: html += cell.value(at: field - Self.contentFieldBase)
        case 14, 15:
          do throws(TemplateError) {
            try renderAccessories(accessories, leading: field == 14, for: cell, into: &html)
          } catch {
            actionFailure = error
          }
        default: break
        }
      })
    if let actionFailure { throw actionFailure }
  }

  /// Where the content's fields are numbered from in a joined cell template (after the frame's).
  static let contentFieldBase = 32

  /// The cell's frame with its content template `name` in place of `contentHTML` (the content's
  /// fields numbered from ``contentFieldBase``), and the template's name (field 3, the same for
  /// every cell of a section) written in: one template per pair of shapes, so that a cell is
  /// written in one pass over fewer, longer pieces of literal HTML.
  func joinedCell(_ name: String, frameShape: Int, contentShape: Int) throws(TemplateError) -> CompiledTemplate {
    // A content shape has a bit per cell field (seven).
    try shaped(.joinedCell, name, shape: frameShape << CellContent.fields.count | contentShape) {
      () throws(TemplateError) in
      let frame = try shaped(.cellFrame, "frame-cell", fields: Self.cellFrameFields, shape: frameShape)
      let content = try shaped(.cell, name, fields: CellContent.fields, shape: contentShape)
      return frame.inserting(content, atHTML: 9, fieldsFrom: Self.contentFieldBase).filling(3, with: name)
    }
  }

  /// The fields of `frame-accessory`: the accessory's name, a flag naming its picture, a label's
  /// text and the words a checkmark says to assistive technology.
  static let accessoryFields = [
    "name", "chevron", "outline", "checkmark", "label", "detail", "delete", "reorder", "multiselect", "selected",
  ]

  /// The leading or trailing accessories of a cell, in their declared order.
  func renderAccessories(
    _ accessories: [SectionContent.Accessory], leading: Bool, for cell: CellContent, into html: inout String
  ) throws(TemplateError) {
    for accessory in accessories where accessory.kind.isLeading == leading {
      let kind = accessory.kind
      var values = [String](repeating: "", count: Self.accessoryFields.count)
      values[0] = kind.rawValue
      switch kind {
      case .disclosureIndicator: values[1] = "true"
      case .outlineDisclosure: values[2] = "true"
      case .checkmark:
        values[3] = "true"
        values[9] = templates.strings["selected"]
      case .label: values[4] = accessory.text(cell)
      case .detail: values[5] = "true"
      case .delete: values[6] = "true"
      case .reorder: values[7] = "true"
      case .multiselect: values[8] = "true"
      }
      try template("frame-accessory", Self.accessoryFields, values).render(values, into: &html)
    }
  }

  func renderActions(
    _ actions: [SectionContent.SwipeAction], for cell: CellContent, edge: String, into html: inout String
  ) throws(TemplateError) {
    var list = ""
    for action in actions {
      let values = [
        action.kind == .copy ? "true" : "", action.kind == .link ? "true" : "", action.color, action.value(cell),
        action.title,
      ]
      try template("frame-action", ["isCopy", "isLink", "color", "value", "title"], values).render(values, into: &list)
    }
    let values = [edge, list]
    try template("frame-swipe-actions", ["edge", "actionsHTML"], values).render(values, into: &html)
  }
}
