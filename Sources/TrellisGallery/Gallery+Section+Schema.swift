import TrellisLayout
import TrellisSchema

extension Gallery.Section: SchemaDescribed {
  package static let schemaName = "Section"

  /// The section's keys; `emptyMessage` not with `hidesWhenEmpty`, `expand` only in a section of
  /// `emoji`.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A section of a page: what it shows, how it is laid out, and how its cells, header and footer look.",
      required: [.id, .data, .layout]
    ) {
      switch $0 {
      case .id: .identifier("The section's identifier, unique in its page.")
      case .title: .string("The header's title; by default, the data's own title (the category's, say).")
      case .data: .reference(to: Gallery.SectionData.self, "What the section shows.")
      case .layout: .reference(to: SectionLayoutProvider.self, "How the section is laid out.")
      case .cell: cellSchema
      case .header: Gallery.Supplementary.schema(header: true)
      case .footer: Gallery.Supplementary.schema(header: false)
      case .hidesWhenEmpty: .boolean("Whether an empty section takes no room at all.", default: false)
      case .emptyMessage:
        .string("What an empty section shows in place of its items; not with `hidesWhenEmpty`.")
      case .searchable: .boolean("Whether the page's search field filters this section by name.", default: false)
      case .expand:
        .reference(
          to: Gallery.Expansion.self,
          "What an emoji section is repeated over: one section per category or Unicode subgroup of its emoji.")
      case .pageSize:
        .integer(
          "Cuts the page at this section: at most this many of its items a page.",
          minimum: Gallery.pageSizes.lowerBound, maximum: Gallery.pageSizes.upperBound)
      case .width:
        .reference(
          to: Gallery.Width.self, "The width the section is laid out in; by default readable for a list, else full.")
      }
    }
    // `"hidesWhenEmpty": true` with an `emptyMessage` is an error; `expand` needs `emoji` data.
    schema.not = JSONSchema.Box(
      .all(.having(CodingKeys.hidesWhenEmpty, .constant(.bool(true))), .requiring([CodingKeys.emptyMessage])))
    schema = schema.when(
      .requiring([CodingKeys.expand]), then: .having(CodingKeys.data, .requiring([Gallery.SectionData.Kind.emoji])))
    return ruled(schema)
  }

  /// A style's name, or the style with the cells' accessories.
  private static var cellSchema: JSONSchema {
    .oneOf(
      [
        .reference(to: Gallery.Cell.self),
        .object(CellKeys.self, "A cell style with the controls each cell shows.", required: [.style]) {
          switch $0 {
          case .style: .reference(to: Gallery.Cell.self, "How each item is drawn.")
          case .accessories:
            .array(
              of: .reference(to: Gallery.Accessory.self),
              "The controls each cell shows beside its content, in this order (each once).", minItems: 1)
          }
        },
      ],
      "How each item is drawn: a style's name, or `{\"style\", \"accessories\"}`; by default `list` for emoji and `character` for characters."
    )
  }
}

extension Gallery.SectionData: SchemaDescribed {
  package static let schemaName = "SectionData"

  package static var schema: JSONSchema {
    .exactlyOne(of: Kind.allCases, "What a section shows: exactly one of `emoji`, `emojiOutline` or `characters`.") {
      switch $0 {
      case .emoji: emojiSelection("Emoji, category by category, narrowed as given (every emoji with `{}`).")
      case .emojiOutline:
        emojiSelection("An outline: a parent row per category, its emoji as children; narrowed as `emoji` is.")
      case .characters: characterSelection
      }
    }
  }

  /// `emoji` and `emojiOutline`'s selection: each name alone or in a list, not both.
  private static func emojiSelection(_ description: String) -> JSONSchema {
    JSONSchema.object(EmojiKeys.self, description) {
      switch $0 {
      case .category: .string("One category's id; instead of `categories`.")
      case .categories:
        .array(of: .string("A category's id."), "Categories' ids, in the order shown; every category when absent.")
      case .subgroup: .string("One Unicode subgroup's id (`face-smiling`); instead of `subgroups`.")
      case .subgroups:
        .array(of: .string("A subgroup's id."), "Unicode subgroups' ids: only their emoji, across categories.")
      case .keyword: .string("One keyword, ignoring case; instead of `keywords`.")
      case .keywords: .array(of: .string("A keyword."), "Only emoji with any of these keywords, ignoring case.")
      }
    }
    .refusingBoth(of: [
      (EmojiKeys.category, .categories), (.subgroup, .subgroups), (.keyword, .keywords),
    ])
  }

  private static var characterSelection: JSONSchema {
    JSONSchema.object(
      CharacterKeys.self, "A universe's characters: one section per section of it, or of those named."
    ) {
      switch $0 {
      case .universe:
        .string("The universe's id; in a page expanded over universes it may be left out for the page's.")
      case .section: .string("One section of the universe, by id; instead of `sections`.")
      case .sections: .array(of: .string("A section's id."), "Only these sections of the universe, by id, in order.")
      }
    }
    .refusingBoth(of: [(CharacterKeys.section, .sections)])
  }
}

extension Gallery.Cell: SchemaDescribed {
  package static let schemaName = "Cell"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "A cell style: `grid`, `list`, `value`, `subtitle`, `character` (characters only), `plain`, or one of UIKit's content styles."
    )
  }
}

extension Gallery.Supplementary {
  /// A section's `header` (any style but a footer's) or `footer` (any but a header's).
  static func schema(header: Bool) -> JSONSchema {
    let names = allCases.filter { header ? !$0.isFooterStyle : !$0.isHeaderStyle }.map(\.rawValue)
    return .names(
      names,
      header
        ? "What the section's header shows; it needs a header box in the layout."
        : "What the section's footer shows; it needs a footer box in the layout.",
      default: Gallery.Supplementary.none.rawValue)
  }
}

extension Gallery.Expansion: SchemaDescribed {
  package static let schemaName = "Expansion"

  package static var schema: JSONSchema {
    .names(of: Self.self, "`categories`: one section per emoji category; `subgroups`: one per Unicode subgroup.")
  }
}

extension Gallery.Width: SchemaDescribed {
  package static let schemaName = "Width"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "`full`: the page's whole width; `readable`: at most 672 points wide, at the page's leading edge.")
  }
}
