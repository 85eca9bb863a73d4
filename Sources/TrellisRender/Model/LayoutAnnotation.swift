import TrellisLayout

/// What the Annotate switch draws over a section of a site with `"showsLayout": true`: its
/// layout's declared sizes, insets and spacing in a short notation, written as `data-layout-*`
/// attributes of the section's frames (and nowhere on other sites).
///
/// The notation: a dimension is `0.5w` (fractionalWidth), `0.5h` (fractionalHeight), `80`
/// (absolute) or `~44` (estimated); a size is `width × height`; a spacing is `12` (fixed) or `≥12`
/// (flexible); insets are `16` (all four), `8 16` (top and bottom, leading and trailing) or
/// `8 16 4 0` (top, leading, bottom, trailing, as `NSDirectionalEdgeInsets`); an edge spacing
/// names its edges, `leading 8 top ≥4`. A field the layout leaves at zero (or without a value) is
/// empty, and its attribute is left out.
package struct LayoutAnnotation: Hashable, Sendable {
  /// The section's group size and count (`data-layout-group`), with its nested groups' after it:
  /// `1w × 200 (nested 0.5w × 1h, count 2)`; a list is `list` and its appearance.
  package var group = ""
  /// The distinct sizes of the items, in the order of the layout (`data-layout-item`).
  package var item = ""
  /// The groups' distinct inter-item spacings (`data-layout-spacing`).
  package var spacing = ""
  /// The section's inter-group spacing (`data-layout-group-spacing`).
  package var groupSpacing = ""
  /// The section's content insets (`data-layout-insets`).
  package var insets = ""
  /// The items' distinct content insets (`data-layout-item-insets`).
  package var itemInsets = ""
  /// The items' and groups' distinct edge spacings (`data-layout-edge`).
  package var edgeSpacing = ""
  /// The section's content insets as numbers, for the stylesheet's shading (zero for a list).
  package var sectionInsets = DirectionalEdgeInsets.zero
  /// Whether the layout is a list (whose legend is its appearance, not a group's size).
  package var isList = false

  package init() {}

  /// The annotation of a section laid out as `layout`.
  package init(_ layout: SectionLayout) {
    switch layout {
    case .list(let configuration):
      isList = true
      group = "list " + configuration.appearance.rawValue
      insets = configuration.contentInsets.map(Self.text) ?? ""
    case .compositional(let section):
      var items: [LayoutItem] = []
      var groups: [LayoutGroup] = []
      Self.collect(section.group, items: &items, groups: &groups)
      let nested = Self.distinct(groups.dropFirst().map(Self.text))
      group = Self.text(section.group) + (nested.isEmpty ? "" : " (nested " + nested + ")")
      item = Self.distinct(items.map { Self.text($0.layoutSize) })
      spacing = Self.distinct(groups.compactMap { $0.interItemSpacing.flatMap(Self.text) })
      groupSpacing = section.interGroupSpacing == 0 ? "" : decimalText(section.interGroupSpacing)
      insets = Self.text(section.contentInsets)
      sectionInsets = section.contentInsets
      itemInsets = Self.distinct(items.map { Self.text($0.contentInsets) })
      let edges = items.compactMap(\.edgeSpacing) + groups.dropFirst().compactMap(\.edgeSpacing)
      edgeSpacing = Self.distinct(edges.map(Self.text))
    }
  }

  /// The items and groups of `group`, depth first, `group` first.
  private static func collect(_ group: LayoutGroup, items: inout [LayoutItem], groups: inout [LayoutGroup]) {
    groups.append(group)
    let subitems: [LayoutGroupSubitem]
    switch group.subitems {
    case .subitems(let list): subitems = list
    case .count(let subitem, _), .countDividingContainerWidth(let subitem, by: _), .repeating(let subitem, _):
      subitems = [subitem]
    }
    for subitem in subitems {
      switch subitem {
      case .item(let item): items.append(item)
      case .group(let inner): collect(inner, items: &items, groups: &groups)
      }
    }
  }

  /// The non-empty texts, each once, in order, joined by commas.
  private static func distinct(_ texts: [String]) -> String {
    var seen: Set<String> = []
    return texts.filter { !$0.isEmpty && seen.insert($0).inserted }.joined(separator: ", ")
  }

  /// `0.5w`, `0.5h`, `80` or `~44`.
  package static func text(_ dimension: LayoutDimension) -> String {
    switch dimension {
    case .fractionalWidth(let value): decimalText(value) + "w"
    case .fractionalHeight(let value): decimalText(value) + "h"
    case .absolute(let value): decimalText(value)
    case .estimated(let value): "~" + decimalText(value)
    }
  }

  /// `width × height`.
  package static func text(_ size: LayoutSize) -> String {
    text(size.widthDimension) + " × " + text(size.heightDimension)
  }

  /// A group's size and how many subitems it holds where it says: `1w × 44, count 2` (equal
  /// slots), `1w × 34, count width/16` (as many as the divisor goes into the container's width),
  /// `1w × 44, repeating 3` (slots at the subitem's own size); a list of subitems says nothing.
  package static func text(_ group: LayoutGroup) -> String {
    let size = text(group.layoutSize)
    switch group.subitems {
    case .subitems: return size
    case .count(_, let count): return size + ", count \(count)"
    case .countDividingContainerWidth(_, by: let divisor): return size + ", count width/" + decimalText(divisor)
    case .repeating(_, let count): return size + ", repeating \(count)"
    }
  }

  /// `12` (fixed) or `≥12` (flexible); empty for a fixed zero.
  package static func text(_ spacing: LayoutSpacing) -> String? {
    switch spacing {
    case .fixed(let value): value == 0 ? nil : decimalText(value)
    case .flexible(let value): "≥" + decimalText(value)
    }
  }

  /// `16`, `8 16` or `8 16 4 0` (top, leading, bottom, trailing); empty for zero insets.
  package static func text(_ insets: DirectionalEdgeInsets) -> String {
    guard insets != .zero else { return "" }
    let (top, leading, bottom, trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
    if top == leading && leading == bottom && bottom == trailing { return decimalText(top) }
    if top == bottom && leading == trailing { return decimalText(top) + " " + decimalText(leading) }
    return [top, leading, bottom, trailing].map(decimalText).joined(separator: " ")
  }

  /// The edges an edge spacing declares: `leading 8 top ≥4`.
  package static func text(_ edges: EdgeSpacing) -> String {
    let named: [(String, LayoutSpacing?)] = [
      ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing), ("bottom", edges.bottom),
    ]
    return named.compactMap { name, spacing in
      spacing.map { name + " " + (text($0) ?? "0") }
    }.joined(separator: " ")
  }
}

/// What the Annotate switch draws over the sections of one compiled style (its class) where their
/// layout differs from a phone's, which the `data-layout-*` attributes hold: a variant for wide
/// containers, say. The stylesheet draws it under the region's conditions
/// (`@container trellis (width >= 800px)`).
package struct RegionAnnotation: Hashable, Sendable {
  /// The compiled style's class (``SectionStyle/className``).
  package var className: String
  /// The region's conditions, outermost first.
  package var conditions: [String]
  package var annotation: LayoutAnnotation

  package init(className: String, conditions: [String], annotation: LayoutAnnotation) {
    self.className = className
    self.conditions = conditions
    self.annotation = annotation
  }
}
