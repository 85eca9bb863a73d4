import TrellisSchema

extension LayoutGroup: SchemaDescribed {
  package static let schemaName = "LayoutGroup"

  /// Exactly one of the decoder's kinds, each holding a ``Body``.
  package static var schema: JSONSchema {
    .exactlyOne(of: KindKeys.allCases, "A row or column of items and nested groups (Apple's NSCollectionLayoutGroup).")
    {
      switch $0 {
      case .horizontal: .reference(to: Body.self, "A group that lays out its subitems in a row, leading to trailing.")
      case .vertical: .reference(to: Body.self, "A group that lays out its subitems in a column, top to bottom.")
      }
    }
  }

  /// What a group's `horizontal` or `vertical` holds (the decoder's `CodingKeys`), declared once
  /// for both axes and for nested groups.
  enum Body: SchemaDescribed {
    static let schemaName = "LayoutGroup.Body"

    /// The decoder's keys: exactly one of `subitems`, `subitem` and `repeatingSubitem`; `count`
    /// with the last two and not with the first; a count that follows the container width with
    /// `subitem` only; `supplementaryItems` refused.
    static var schema: JSONSchema {
      var schema = JSONSchema.object(
        CodingKeys.self,
        "A group: its size, exactly one of subitems, subitem (with count) and repeatingSubitem (with count), and optional spacing and insets.",
        required: [.layoutSize]
      ) {
        switch $0 {
        case .layoutSize:
          .reference(
            to: LayoutSize.self,
            "The group's size; fractions are of the section's box, or of the parent group's content box.")
        case .subitems:
          .array(
            of: .reference(to: LayoutGroupSubitem.self),
            "Subitems at their own sizes, A, B, A, B… while they fit; at least one, and no count.", minItems: 1)
        case .subitem:
          .reference(
            to: LayoutGroupSubitem.self, "A subitem in count equal slots (Apple's subitem:count:); needs count.")
        case .repeatingSubitem:
          .reference(
            to: LayoutGroupSubitem.self,
            "A subitem repeated count times at its own size (Apple's repeatingSubitem:count:, iOS 16); needs count.")
        case .count: countSchema
        case .interItemSpacing:
          .reference(
            to: LayoutSpacing.self, "Space between neighbouring subitems along the group's axis; none when absent.")
        case .contentInsets:
          .reference(
            to: DirectionalEdgeInsets.self,
            "Insets between the group's frame and the box its subitems resolve against, in points."
          ).defaulting(to: DirectionalEdgeInsets.zero.literal)
        case .edgeSpacing:
          .reference(
            to: EdgeSpacing.self,
            "Space outside a nested group that moves it within its parent group; a section's top-level group takes none."
          )
        case .supplementaryItems:
          .refused(
            "Not supported: Trellis draws supplementary items anchored to items (badges), not to groups; move them to an item's supplementaryItems."
          )
        }
      }
      let holders: [CodingKeys] = [.subitems, .subitem, .repeatingSubitem]
      schema.oneOf = holders.map { .requiring([$0]) }
      var subitems = JSONSchema.requiring([CodingKeys.subitems], "subitems, without count.")
      subitems.not = JSONSchema.Box(.requiring([CodingKeys.count]))
      var repeating = JSONSchema.requiring(
        [CodingKeys.repeatingSubitem, .count], "repeatingSubitem, with a count that is a number.")
      repeating.properties = [(CodingKeys.count.stringValue, JSONSchema(kind: .integer))]
      schema.anyOf = [
        subitems, .requiring([CodingKeys.subitem, .count], "subitem, with count."), repeating,
      ]
      return schema
    }

    /// A count, or with `subitem` the container's width divided by a length.
    private static var countSchema: JSONSchema {
      .oneOf(
        [
          .count("A number of slots (with subitem) or copies (with repeatingSubitem)."),
          .object(
            CountKeys.self,
            "As many equal slots as this length goes into the container's width, at least 1 (Apple's count: Int(width / d)); with subitem only.",
            required: [.containerWidthDividedBy]
          ) {
            switch $0 {
            case .containerWidthDividedBy:
              divisorRequirement.schema("The length, in points, that the container's width is divided by.")
            }
          },
        ],
        "How many slots or copies: a whole number from 1 to \(LayoutChoices.maximumCount), or {\"containerWidthDividedBy\": d} with subitem."
      )
    }
  }
}
