import TrellisLayout

extension TemplateGeometry {
  /// Headers and footers (semantics §6), the background decoration, and an empty section's
  /// message, which stands in the content's place: inside the section's insets, in flow.
  func boundaryRules(_ selectors: Selectors) -> [CSSRule] {
    let items = section.boundarySupplementaryItems
    let headerItems = items.filter { $0.elementKind == BoundarySupplementaryItem.headerElementKind }
    let footerItems = items.filter { $0.elementKind == BoundarySupplementaryItem.footerElementKind }
    var rules: [CSSRule] = []
    for (index, (item, frame)) in zip(headerItems, headers).enumerated() {
      rules.append(CSSRule(selectors.header(index), boundaryDeclarations(item, frame, isFooter: false)))
    }
    for (index, (item, frame)) in zip(footerItems, footers).enumerated() {
      rules.append(CSSRule(selectors.footer(index), boundaryDeclarations(item, frame, isFooter: true)))
    }
    if let decoration, let inset = section.decorationItems.first?.contentInsets {
      rules.append(
        CSSRule(
          selectors.decoration,
          [
            ("display", "block"), ("position", "absolute"), ("z-index", "-1"), ("box-sizing", "border-box"),
            ("inset-inline-start", decoration.x.css), ("width", decoration.width.css), ("top", decoration.y.css),
            ("bottom", LinearLength(inset.bottom).css),
          ]))
    } else {
      rules.append(CSSRule(selectors.decoration, [("display", "none")]))
    }
    rules.append(
      CSSRule(
        selectors.emptyMessage,
        [
          ("display", "block"), ("box-sizing", "content-box"), ("margin", "0"),
          ("padding-block", "\(LinearLength(insets.top).css) \(LinearLength(insets.bottom).css)"),
          ("padding-inline", "\(LinearLength(insets.leading).css) \(LinearLength(insets.trailing).css)"),
          // The message's text lines up with headers' (see boundaryDeclarations).
          ("--t-boundary-x", LinearLength(insets.leading).css),
        ]))
    return rules
  }

  /// A boundary item in flow (it extends the section), pinned (sticky), or drawn at the edge
  /// without taking room (absolute); `absoluteOffset` moves the drawn box, not the flow.
  /// Each is positioned and stacked by its `zIndex` (Apple's default 1 puts it above the items,
  /// which are at 0, so a pinned header covers the rows scrolling under it). A pinned item is
  /// filled (`--t-boundary-fill`, which the site's stylesheet paints: the page's background, or
  /// the grouped background in a grouped list), so that rows do not show through it. Its leading
  /// edge is `--t-boundary-x`, which the site's stylesheet insets the title by.
  private func boundaryDeclarations(
    _ item: BoundarySupplementaryItem, _ frame: FrameGeometry, isFooter: Bool
  ) -> [(String, String)] {
    let offset = item.absoluteOffset
    let zIndex = String(item.zIndex)
    let height = frame.selfSizingHeight ? "auto" : frame.height.css
    var declarations: [(String, String)] = [
      ("display", "block"), ("box-sizing", "border-box"), ("width", frame.width.css), ("height", height),
      (
        "translate", offset.x == 0 && offset.y == 0 ? "none" : "\(Self.inlineOffset(offset.x)) \(cssNumber(offset.y))px"
      ),
    ]
    let leading = frame.x - LinearLength(offset.x)
    // Where the box starts, for the site's stylesheet: a header that follows the section's
    // insets starts its text at its edge, one spanning the section 16 px in (its items' edge).
    declarations.append(("--t-boundary-x", leading.css))
    if !item.extendsBoundary {
      declarations += [
        ("position", "absolute"), ("z-index", zIndex), ("margin", "0"), ("inset-inline-start", leading.css),
        ("--t-boundary-fill", "transparent"),
        isFooter ? ("bottom", "0") : ("top", (frame.y - LinearLength(offset.y)).css),
        isFooter ? ("top", "auto") : ("bottom", "auto"),
      ]
    } else if item.pinToVisibleBounds {
      declarations += [
        ("position", "sticky"), ("z-index", zIndex), ("margin-block", "0"), ("margin-inline", "\(leading.css) 0"),
        ("inset-inline-start", "auto"), ("--t-boundary-fill", "var(--t-pinned-background, Canvas)"),
        isFooter ? ("bottom", "0") : ("top", "0"), isFooter ? ("top", "auto") : ("bottom", "auto"),
      ]
    } else {
      declarations += [
        ("position", "relative"), ("z-index", zIndex), ("margin-block", "0"), ("margin-inline", "\(leading.css) 0"),
        ("inset-inline-start", "auto"), ("--t-boundary-fill", "transparent"),
        ("top", "auto"), ("bottom", "auto"),
      ]
    }
    return declarations
  }

  /// A horizontal offset toward the trailing side: `translate` is physical, so the offset turns
  /// with the writing direction (`--t-inline-sign` is -1 on a right-to-left page).
  static func inlineOffset(_ x: Double) -> String {
    x == 0 ? "0px" : "calc(var(--t-inline-sign, 1) * \(cssNumber(x))px)"
  }
}
