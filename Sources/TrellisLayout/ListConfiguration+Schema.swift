import TrellisSchema

extension ListConfiguration: SchemaDescribed {
  package static let schemaName = "ListConfiguration"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self,
      "A section laid out as a list of self-sizing rows (Apple's UICollectionLayoutListConfiguration).",
      required: [.appearance]
    ) {
      switch $0 {
      case .appearance: .reference(to: Appearance.self, "The list's overall look.")
      case .headerMode:
        .reference(
          to: HeaderMode.self,
          "Whether and how sections show a header; the base layout and every variant must agree on firstItemInSection.",
          default: .none)
      case .footerMode: .reference(to: FooterMode.self, "Whether sections show a footer.", default: .none)
      case .showsSeparators: .boolean("Whether rows are separated by hairlines.", default: true)
      case .contentInsets:
        .reference(
          to: DirectionalEdgeInsets.self,
          "The list section's insets, replacing the appearance's own (which apply when absent).")
      case .leadingSwipeActions:
        .array(
          of: .reference(to: SwipeAction.self),
          "Actions revealed by swiping a row towards the trailing edge (shown at the leading edge); the same in every variant."
        ).defaulting(to: .array([]))
      case .trailingSwipeActions:
        .array(
          of: .reference(to: SwipeAction.self),
          "Actions revealed by swiping a row towards the leading edge (shown at the trailing edge); the same in every variant."
        ).defaulting(to: .array([]))
      }
    }
  }
}

extension ListConfiguration.Appearance: SchemaDescribed {
  package static let schemaName = "ListConfiguration.Appearance"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "A list's overall look (Apple's UICollectionLayoutListConfiguration.Appearance): plain, grouped, insetGrouped (like iOS Settings), sidebar or sidebarPlain."
    )
  }
}

extension ListConfiguration.HeaderMode: SchemaDescribed {
  package static let schemaName = "ListConfiguration.HeaderMode"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "Whether and how a list section shows a header (Apple's UICollectionLayoutListConfiguration.HeaderMode): none, a supplementary header, or the first item as its header."
    )
  }
}

extension ListConfiguration.FooterMode: SchemaDescribed {
  package static let schemaName = "ListConfiguration.FooterMode"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "Whether a list section shows a footer (Apple's UICollectionLayoutListConfiguration.FooterMode): none or a supplementary footer."
    )
  }
}
