import TrellisLayout

/// The look of list configurations (semantics §7), separate from their geometry: none of these
/// rules moves or sizes a box. Colours come from custom properties the site's stylesheet sets
/// (with iOS-like fallbacks): `--t-cell-background`, `--t-grouped-background`, `--t-separator`.
enum ListAppearanceStyle {
  static func rules(for configuration: ListConfiguration, _ selectors: Selectors) -> [CSSRule] {
    let radius = "\(cssNumber(LayoutChoices.insetGroupedCornerRadius))px"
    let separatorInset = "\(cssNumber(LayoutChoices.separatorLeadingInset))px"
    var rules: [CSSRule] = []
    switch configuration.appearance {
    case .insetGrouped, .sidebar:
      rules += [
        CSSRule(selectors.section, [("background", "var(--t-grouped-background, #f2f2f7)")]),
        CSSRule(selectors.cells, [("background", "var(--t-cell-background, #fff)")]),
        CSSRule(
          "\(selectors.cells):first-child", [("border-top-left-radius", radius), ("border-top-right-radius", radius)]),
        CSSRule(
          "\(selectors.cells):last-child",
          [("border-bottom-left-radius", radius), ("border-bottom-right-radius", radius)]),
      ]
    case .grouped:
      rules += [
        CSSRule(selectors.section, [("background", "var(--t-grouped-background, #f2f2f7)")]),
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
            ("content", "\"\""), ("position", "absolute"), ("left", separatorInset), ("right", "0"), ("bottom", "0"),
            ("height", "1px"), ("background", "var(--t-separator, #c6c6c8)"), ("pointer-events", "none"),
          ])
      ]
    }
    return rules
  }
}
