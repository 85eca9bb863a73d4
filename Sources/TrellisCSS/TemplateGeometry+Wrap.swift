import TrellisLayout

extension TemplateGeometry {
  /// A flow's rules: the content is a wrapping flex row whose content box is the group's content
  /// box, so each line is a group. Cells are as wide as their content (`max-content`, never
  /// shrunk: one wider than the line overflows it alone, as in the solver); between them the
  /// group's spacing (flexible spacing spreads each line's cells across it), between lines the
  /// section's. The group's top and bottom insets are
  /// the cells' margins, so a line is as tall as its group: its tallest margin box.
  func wrapRules(_ selectors: Selectors) -> [CSSRule] {
    guard let slot = slots.first, let item = items.first else { return [] }
    let gap = section.group.interItemSpacing?.value ?? 0
    // Flexible spacing: at least its value between cells (the gap), and a line's leftover room
    // shared equally between them, as the solver shares it; a line of one cell keeps it leading.
    let justification: String
    if case .flexible = section.group.interItemSpacing {
      justification = "space-between"
    } else {
      justification = "flex-start"
    }
    let groupInsets = section.group.contentInsets
    let trailing =
      LinearLength(0, widthFactor: 1) - group.x - group.width + LinearLength(groupInsets.trailing)
    let below = wrapSpaceBelow
    // A group wider than the container leaves a negative trailing space, which padding cannot
    // take: the content box reaches past the section by a negative margin instead.
    let (trailingPadding, trailingMargin) =
      [trailing.constant, trailing.widthFactor, trailing.heightFactor].allSatisfy { $0 >= 0 }
      ? (trailing.css, "0px") : ("max(0px, \(trailing.css))", "min(0px, \(trailing.css))")
    return [
      CSSRule(
        selectors.content,
        [("display", "flex"), ("position", "relative"), ("box-sizing", "border-box"), ("margin", "0")]
          + [
            ("margin-inline-end", trailingMargin),
            ("padding-block", "\(LinearLength(insets.top).css) \(LinearLength(insets.bottom).css)"),
            ("padding-inline", "\(item.x.css) \(trailingPadding)"),
            ("flex-flow", "row wrap"), ("justify-content", justification), ("align-items", "flex-start"),
            ("column-gap", LinearLength(gap).css),
            ("row-gap", interGroupSpacing.css), ("overflow", "visible"), ("height", "auto"),
            ("scroll-snap-type", "none"),
          ]),
      CSSRule("\(selectors.content):not(:has(.t-cell))", [("grid-template-rows", "none"), ("height", "auto")]),
      CSSRule(
        selectors.cells,
        [
          ("position", "relative"), ("box-sizing", "border-box"), ("flex", "none"), ("grid-column", "auto"),
          ("grid-row", "auto"), ("inset-inline-start", "auto"), ("top", "auto"),
          ("width", slot.selfSizingWidth ? "max-content" : slot.width.css), ("min-width", "0"),
          ("height", slot.selfSizingHeight ? "auto" : slot.height.css),
          ("margin-block", "\(slot.y.css) \(below.css)"), ("margin-inline", "0"),
          ("scroll-snap-align", "none"), ("scroll-snap-stop", "normal"), ("scroll-margin", "0"),
        ]),
    ]
  }

  /// Below a flow's cell: what its group keeps there, to the tallest content (an estimated
  /// height) or to the group's fixed height.
  var wrapSpaceBelow: LinearLength {
    guard let slot = slots.first else { return .zero }
    return group.selfSizingHeight ? slot.spaceBelow : group.height - slot.y - slot.height
  }

  /// The lengths a flow's lines add up, line after line or cell after cell: a browser keeps each
  /// in whole 1/64 px, so any other would drift from the solver's sums.
  var wrapRepeatedLengths: [LinearLength] {
    guard let slot = slots.first else { return [] }
    let gap = LinearLength(section.group.interItemSpacing?.value ?? 0)
    return [slot.y, wrapSpaceBelow, gap, interGroupSpacing] + (slot.selfSizingHeight ? [] : [slot.height])
  }
}
