import TrellisLayout

/// The look of list configurations (semantics §7), separate from their geometry: none of these
/// rules moves or sizes a box. Colours come from custom properties the site's stylesheet sets
/// (with iOS-like fallbacks): `--t-cell-background`, `--t-grouped-background`, `--t-separator`.
enum ListAppearanceStyle {
  static func rules(for configuration: ListConfiguration, _ selectors: Selectors) -> [CSSRule] {
    let radius = "\(cssNumber(LayoutChoices.insetGroupedCornerRadius))px"
    let separatorInset = "var(--t-separator-inset, \(cssNumber(LayoutChoices.listLayoutMargin))px)"
    var rules: [CSSRule] = []
    switch configuration.appearance {
    case .insetGrouped, .sidebar:
      rules += [
        CSSRule(
          selectors.section,
          [
            ("background", "var(--t-grouped-background, #f2f2f7)"),
            ("--t-pinned-background", "var(--t-grouped-background, #f2f2f7)"),
            ("--t-section-fill", "var(--t-grouped-background, #f2f2f7)"),
          ]),
        CSSRule(selectors.cells, [("background", "var(--t-cell-background, #fff)")]),
        CSSRule(
          "\(selectors.cells):first-child",
          [("border-start-start-radius", radius), ("border-start-end-radius", radius)]),
        CSSRule(
          "\(selectors.cells):last-child",
          [("border-end-start-radius", radius), ("border-end-end-radius", radius)]),
      ]
    case .grouped:
      rules += [
        CSSRule(
          selectors.section,
          [
            ("background", "var(--t-grouped-background, #f2f2f7)"),
            ("--t-pinned-background", "var(--t-grouped-background, #f2f2f7)"),
            ("--t-section-fill", "var(--t-grouped-background, #f2f2f7)"),
          ]),
        CSSRule(selectors.cells, [("background", "var(--t-cell-background, #fff)")]),
      ]
    case .plain, .sidebarPlain:
      rules.append(CSSRule(selectors.cells, [("background", "var(--t-cell-background, #fff)")]))
    }
    if configuration.showsSeparators {
      // One device pixel: 1px here, halved on double-density screens by the compiler's
      // `min-resolution` block.
      rules += [
        CSSRule(
          "\(selectors.cells):not(:last-child)::after",
          [
            ("content", "\"\""), ("position", "absolute"), ("inset-inline", "\(separatorInset) 0"), ("bottom", "0"),
            ("height", "1px"), ("background", "var(--t-separator, #c6c6c8)"), ("pointer-events", "none"),
          ])
      ]
    }
    if configuration.headerMode == .firstItemInSection {
      rules += headerRowRules(for: configuration, selectors)
    }
    if configuration.headerHoldsTopSpacing {
      // The space above the section, inside the self-sizing header and above its title.
      rules.append(
        CSSRule(
          selectors.header(0), [("padding-top", "\(cssNumber(LayoutChoices.groupedSectionTopSpacing))px")]))
    }
    return rules
  }

  /// `headerMode: firstItemInSection`: the first row (`t-header-row`) looks like the list's
  /// supplementary header (`.t-header` with its `.t-header-title`): no cell background, the
  /// header title's type, no separator below it. In the rounded appearances the rounded group
  /// starts at the row after it. None of this moves or sizes a box: the row still self-sizes,
  /// and the solver counts it as the section's first item.
  private static func headerRowRules(
    for configuration: ListConfiguration, _ selectors: Selectors
  ) -> [CSSRule] {
    let headerRow = "\(selectors.cells).t-header-row"
    var rules = [
      CSSRule(
        headerRow,
        [
          ("background", "none"), ("font-size", "20px"), ("font-weight", "700"), ("border-radius", "0"),
        ]),
      CSSRule("\(headerRow)::after", [("display", "none")]),
    ]
    if configuration.appearance == .insetGrouped || configuration.appearance == .sidebar {
      let radius = "\(cssNumber(LayoutChoices.insetGroupedCornerRadius))px"
      rules.append(
        CSSRule(
          "\(headerRow) + .t-cell", [("border-start-start-radius", radius), ("border-start-end-radius", radius)]))
    }
    return rules
  }
}
