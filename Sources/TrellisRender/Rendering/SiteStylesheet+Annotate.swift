import TrellisCSS
import TrellisLayout

extension SiteStylesheet {
  /// The rules of a site that shows its layouts (site.json's `showsLayout`), added to its
  /// stylesheet only: the banner's Annotate switch, and what it draws while on, over every
  /// section's frames (``LayoutAnnotation``'s `data-layout-*` attributes).
  ///
  /// The switch is a checkbox (`role="switch"`) that CSS alone draws as a switch, and the drawing
  /// follows it through `:has()`, so it works without the script. The drawing never moves or
  /// resizes a box: outlines, inset box shadows, backgrounds and absolutely placed pseudo-element
  /// labels only, whose text (`content: … / ""`) has an empty alternative for assistive
  /// technology. Each section gets a legend at its top trailing corner (its group's and items'
  /// declared sizes, the items' insets and edge spacing) and a chip at its bottom leading corner
  /// (the spacing between items and groups, and its content insets); its content insets are
  /// shaded orange, the content box hatched blue (the gaps: cells are given the page's
  /// background where they have none of their own), groups that are elements outlined (the first
  /// labelled with its size), cells outlined lighter, headers, footers, badges and the
  /// decoration outlined green.
  ///
  /// Where a section's layout differs from the phone's its attributes hold (a variant for wide
  /// containers), `regions` redraw its legend, chip, group label and inset bands under the
  /// region's conditions, after the rules above so that they win.
  ///
  /// Groups that are not elements are outlined as the groups that are, by background layers
  /// under the section's conditions (each style's ``SectionStyle/groupBoxes``).
  static func annotate(
    insets: [DirectionalEdgeInsets], regions: [RegionAnnotation] = [], styles: [SectionStyle] = []
  ) -> String {
    var css = annotateBase
    // A section's insets as bands of shadow inside its content box, one rule per distinct value.
    let ordered = insets.map { (LayoutAnnotation.text($0), $0) }.sorted { $0.0 < $1.0 }
    for (text, inset) in ordered {
      let selector = "\(Self.annotating) .t-compositional[data-layout-insets=\"\(text)\"] > .t-content"
      css += "\(selector) { box-shadow: \(insetShadows(inset, rightToLeft: false)); }\n"
      if inset.leading != inset.trailing {
        css += "[dir=\"rtl\"] \(selector) { box-shadow: \(insetShadows(inset, rightToLeft: true)); }\n"
      }
    }
    for region in regions {
      css += CSSBlock(conditions: region.conditions, rules: rules(region)).render() + "\n"
    }
    var seen: Set<String> = []
    for style in styles where seen.insert(style.className).inserted {
      for block in style.groupBoxes {
        css +=
          CSSBlock(conditions: block.conditions, rules: groupBoxRules(block.boxes, className: style.className))
          .render() + "\n"
      }
    }
    return css
  }

  /// The rules that outline a section's groups where they are not elements. Downwards, a layer
  /// over the content element (its `::before`, as tall as its groups) draws them over the cells,
  /// inside each group's box as an element group's outline is. A sideways scroller's overlay
  /// would span only the part in view, so there they are drawn in the content's own background,
  /// under the cells, inside each group's box as well.
  private static func groupBoxRules(_ boxes: GroupBoxes, className: String) -> [CSSRule] {
    let content = "\(annotating) .t-section.\(className) > .t-content"
    let color = "var(--t-annotate-group)"
    if boxes.repeatsSideways {
      return [
        CSSRule(content, background(boxes.layers(color: color, rightToLeft: false))),
        CSSRule("[dir=\"rtl\"] " + content, background(boxes.layers(color: color, rightToLeft: true))),
      ]
    }
    func overlay(_ layers: [BackgroundLayer]) -> [(String, String)] {
      [
        ("content", #""""#), ("position", "absolute"), ("inset", "0"), ("z-index", "3"), ("pointer-events", "none"),
        ("background-image", layers.map(\.image).joined(separator: ", ")),
        ("background-size", layers.map(\.size).joined(separator: ", ")),
        ("background-position", layers.map(\.position).joined(separator: ", ")),
        ("background-repeat", "no-repeat"), ("background-origin", "padding-box"), ("background-clip", "padding-box"),
      ]
    }
    return [
      CSSRule(content + "::before", overlay(boxes.layers(color: color, rightToLeft: false))),
      CSSRule("[dir=\"rtl\"] " + content + "::before", overlay(boxes.layers(color: color, rightToLeft: true))),
    ]
  }

  /// The gaps' hatching, the content box's last background layer while annotating.
  private static let hatch = "repeating-linear-gradient(135deg, var(--t-annotate-gap) 0 1.5px, transparent 1.5px 6px)"

  /// A content box's background: `layers` (the group outlines, placed from the padding box),
  /// over the hatching (in the content box).
  private static func background(_ layers: [BackgroundLayer]) -> [(String, String)] {
    let each = { (value: String, last: String) in (layers.map { _ in value } + [last]).joined(separator: ", ") }
    return [
      ("background-image", (layers.map(\.image) + [hatch]).joined(separator: ", ")),
      ("background-size", (layers.map(\.size) + ["auto"]).joined(separator: ", ")),
      ("background-position", (layers.map(\.position) + ["0 0"]).joined(separator: ", ")),
      ("background-repeat", each("no-repeat", "repeat")),
      ("background-origin", each("padding-box", "content-box")),
      ("background-clip", each("padding-box", "content-box")),
    ]
  }

  /// The rules that draw `region`'s annotation over its style's sections: every text the legend
  /// and the chip read (a field the layout leaves empty is `initial`, so the rule's fallback, an
  /// empty string, stands), the chip itself or none, the inset bands or none, and the first
  /// group's label.
  private static func rules(_ region: RegionAnnotation) -> [CSSRule] {
    let annotation = region.annotation
    let section = "\(annotating) .t-section.\(region.className)"
    func field(_ text: String, _ prefix: String = "", _ suffix: String = "") -> String {
      text.isEmpty ? "initial" : cssString(prefix + text + suffix)
    }
    let hasChip = !(annotation.spacing + annotation.groupSpacing + annotation.insets).isEmpty
    let shading = { (rightToLeft: Bool) in
      annotation.sectionInsets == .zero ? "none" : insetShadows(annotation.sectionInsets, rightToLeft: rightToLeft)
    }
    return [
      CSSRule(
        section,
        [
          ("--t-a-group", field(annotation.group, annotation.isList ? "" : "group ")),
          ("--t-a-item", field(annotation.item, "\nitem ")),
          ("--t-a-item-insets", field(annotation.itemInsets, "\nitem insets ")),
          ("--t-a-edge", field(annotation.edgeSpacing, "\nedge ")),
          ("--t-a-spacing", field(annotation.spacing, "spacing ", "\n")),
          ("--t-a-group-spacing", field(annotation.groupSpacing, "between groups ", "\n")),
          ("--t-a-insets", field(annotation.insets, "section insets ", "\n")),
        ]),
      CSSRule(
        section + "::after",
        [
          (
            "content",
            hasChip ? #"var(--t-a-spacing, "") var(--t-a-group-spacing, "") var(--t-a-insets, "") / """# : "none"
          )
        ]
      ),
      CSSRule(section + " > .t-content", [("box-shadow", shading(false))]),
      CSSRule("[dir=\"rtl\"] " + section + " > .t-content", [("box-shadow", shading(true))]),
      CSSRule(
        section + " .t-group[data-layout-size]:first-child::before",
        [("content", cssString(annotation.group) + #" / """#)]),
    ]
  }

  /// `text` as a CSS string: quotes, backslashes, `<` and control characters escaped (a line
  /// break as `\A`, which the legend's `pre-wrap` breaks at).
  static func cssString(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\", "<": quoted += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        quoted += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// The selector of a page whose Annotate switch is on, weighing nothing (so that focus rings
  /// and the sections' own backgrounds still win).
  private static let annotating = ":where(body:has(#t-annotate:checked))"

  /// Inset shadows drawing each non-zero side of `insets` as a band.
  private static func insetShadows(_ insets: DirectionalEdgeInsets, rightToLeft: Bool) -> String {
    let (left, right) = rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
    let bands: [(Double, String)] = [
      (insets.top, "0 \(cssNumber(insets.top))px"), (insets.bottom, "0 -\(cssNumber(insets.bottom))px"),
      (left, "\(cssNumber(left))px 0"), (right, "-\(cssNumber(right))px 0"),
    ]
    return bands.filter { $0.0 > 0 }.map { "inset \($0.1) 0 0 var(--t-annotate-inset)" }.joined(separator: ", ")
  }

  private static let annotateBase = """
    :root {
      --t-annotate-off: #767680; --t-annotate-group: #b0007f; --t-annotate-item: rgba(176, 0, 127, 0.5);
      --t-annotate-inset: rgba(255, 149, 0, 0.32); --t-annotate-gap: rgba(0, 102, 204, 0.4);
      --t-annotate-box: #007a5e; --t-annotate-legend: #8f0068; --t-annotate-legend-text: #ffffff;
      --t-annotate-chip: #00509e; --t-annotate-chip-text: #ffffff;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --t-annotate-off: #8e8e93; --t-annotate-group: #ff7ad9; --t-annotate-item: rgba(255, 122, 217, 0.55);
        --t-annotate-inset: rgba(255, 159, 10, 0.38); --t-annotate-gap: rgba(10, 132, 255, 0.55);
        --t-annotate-box: #30d5a0; --t-annotate-legend: #ffd6f3; --t-annotate-legend-text: #000000;
        --t-annotate-chip: #c4e1ff; --t-annotate-chip-text: #000000;
      }
    }
    .t-annotate { display: flex; align-items: center; gap: 8px; font-size: var(--t-text-subheadline); color: var(--t-label); }
    .t-annotate > label { cursor: pointer; }
    .t-annotate-switch {
      appearance: none; flex: none; box-sizing: border-box; width: 44px; height: 26px; margin: 0; border-radius: 13px;
      cursor: pointer; vertical-align: middle;
      background-color: var(--t-annotate-off);
      background-image: radial-gradient(circle closest-side, #ffffff 90%, transparent);
      background-repeat: no-repeat; background-position: 2px 50%; background-size: 22px 22px;
      transition: background-position 0.2s, background-color 0.2s;
    }
    .t-annotate-switch:checked { background-position: calc(100% - 2px) 50%; background-color: var(--t-tint); }
    [dir="rtl"] .t-annotate-switch { background-position: calc(100% - 2px) 50%; }
    [dir="rtl"] .t-annotate-switch:checked { background-position: 2px 50%; }
    @media (prefers-reduced-motion: reduce) { .t-annotate-switch { transition: none; } }
    @media (forced-colors: active) { .t-annotate-switch { appearance: auto; width: auto; height: auto; } }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group] { --t-a-group: "group " attr(data-layout-group); }
    :where(body:has(#t-annotate:checked)) .t-list[data-layout-group] { --t-a-group: attr(data-layout-group); }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-item] { --t-a-item: "\\A item " attr(data-layout-item); }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-item-insets] {
      --t-a-item-insets: "\\A item insets " attr(data-layout-item-insets);
    }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-edge] { --t-a-edge: "\\A edge " attr(data-layout-edge); }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-spacing] { --t-a-spacing: "spacing " attr(data-layout-spacing) "\\A "; }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group-spacing] {
      --t-a-group-spacing: "between groups " attr(data-layout-group-spacing) "\\A ";
    }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-insets] { --t-a-insets: "section insets " attr(data-layout-insets) "\\A "; }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group]::before,
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group]::after {
      position: absolute; z-index: 4; inset-inline-end: 0; box-sizing: border-box; max-width: 100%; padding: 1px 6px;
      font: 600 11px/1.35 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; text-align: start;
      unicode-bidi: plaintext; pointer-events: none;
    }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group]::before {
      content: var(--t-a-group, "") var(--t-a-item, "") var(--t-a-item-insets, "") var(--t-a-edge, "") / "";
      top: 0; border-end-start-radius: 6px; color: var(--t-annotate-legend-text); background: var(--t-annotate-legend);
    }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group]::after {
      bottom: 0; inset-inline: 0 auto; border-start-end-radius: 6px; color: var(--t-annotate-chip-text);
      background: var(--t-annotate-chip);
    }
    :where(body:has(#t-annotate:checked)) .t-section:is([data-layout-spacing], [data-layout-group-spacing], [data-layout-insets])::after {
      content: var(--t-a-spacing, "") var(--t-a-group-spacing, "") var(--t-a-insets, "") / "";
    }
    :where(body:has(#t-annotate:checked)) .t-compositional[data-layout-group] > .t-content {
      background-image: \(hatch);
      background-clip: content-box; background-origin: content-box; background-attachment: local;
    }
    :where(body:has(#t-annotate:checked) .t-compositional[data-layout-group] .t-cell) { background-color: var(--t-background); }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group] .t-cell:not(:focus-visible) {
      outline: 1px dashed var(--t-annotate-item); outline-offset: -1px;
    }
    :where(body:has(#t-annotate:checked)) .t-group[data-layout-size] { outline: 2px solid var(--t-annotate-group); outline-offset: -2px; }
    :where(body:has(#t-annotate:checked)) .t-group[data-layout-size]:first-child::before {
      content: attr(data-layout-size) / ""; position: absolute; z-index: 3; margin: 2px; padding: 0 4px; border-radius: 4px;
      font: 600 11px/1.35 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: nowrap;
      unicode-bidi: plaintext; color: var(--t-annotate-legend-text); background: var(--t-annotate-legend); pointer-events: none;
    }
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group] > :is(.t-header, .t-footer, .t-decoration),
    :where(body:has(#t-annotate:checked)) .t-section[data-layout-group] .t-badge {
      outline: 1px dashed var(--t-annotate-box); outline-offset: -1px;
    }

    """
}
