import TrellisLayout

extension SectionLayoutProvider {
  /// Every layout the provider can give, whatever the environment: its base and each variant,
  /// presets expanded.
  var everyLayout: [SectionLayout] {
    ([base] + variants.map(\.source)).flatMap { source -> [SectionLayout] in
      switch source {
      case .section(let section): [.compositional(section)]
      case .list(let configuration): [.list(configuration)]
      case .preset(let preset): preset.provider.everyLayout
      }
    }
  }

  /// A short description for summaries: "preset emojiGrid", "list insetGrouped",
  /// "section (orthogonal continuous)", with "+ N variants".
  var summary: String {
    var text: String
    switch base {
    case .preset(let preset): text = "preset \(preset.rawValue)"
    case .list(let configuration): text = "list \(configuration.appearance.rawValue)"
    case .section(let section):
      text =
        section.orthogonalScrollingBehavior == .none
        ? "section" : "section, \(section.orthogonalScrollingBehavior.rawValue)"
    }
    if !variants.isEmpty { text += " + \(variants.count) variant\(variants.count == 1 ? "" : "s")" }
    return text
  }
}

extension SectionLayout {
  /// How many header boxes the layout gives the section (boundary supplementary items of kind
  /// "header", or a list's supplementary header mode).
  var headerBoxes: Int { boxes(of: BoundarySupplementaryItem.headerElementKind) }

  /// How many footer boxes the layout gives the section.
  var footerBoxes: Int { boxes(of: BoundarySupplementaryItem.footerElementKind) }

  private func boxes(of kind: String) -> Int {
    switch self {
    case .compositional(let section):
      section.boundarySupplementaryItems.count { $0.elementKind == kind }
    case .list(let configuration):
      kind == BoundarySupplementaryItem.headerElementKind
        ? (configuration.headerMode == .supplementary ? 1 : 0)
        : (configuration.footerMode == .supplementary ? 1 : 0)
    }
  }
}
