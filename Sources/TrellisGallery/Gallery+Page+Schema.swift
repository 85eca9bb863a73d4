import TrellisLayout
import TrellisSchema

extension Gallery.Page: SchemaDescribed {
  package static let schemaName = "Page"

  /// The page's keys; exactly one of `sections` and `segments`, and a page of segments is not
  /// cut into pages.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self, "A page: a file of its own, holding sections, or segments of sections.",
      required: [.id, .title]
    ) {
      switch $0 {
      case .id:
        .identifier("The page's identifier and file name (`explorer` makes `explorer.html`), unique in the site.")
      case .title: .string("The page's title, in its heading and the site's navigation.")
      case .summary: .string("A sentence under the title, and the page's description.")
      case .layoutConfiguration:
        .reference(to: LayoutConfiguration.self, "The page's own spacing between sections, instead of the site's.")
      case .sections: .array(of: .reference(to: Gallery.Section.self), "The page's sections, in order.")
      case .segments:
        .array(
          of: .reference(to: Gallery.Segment.self),
          "Instead of `sections`: groups of sections, which a segmented control switches between.", minItems: 1)
      case .expand:
        .reference(
          to: Expansion.self, "What the page is repeated over: one page per emoji category or character universe.")
      case .pageSize:
        .integer(
          "At most this many items a page: the rest go to `ID-2.html`, `ID-3.html`, …",
          minimum: Gallery.pageSizes.lowerBound, maximum: Gallery.pageSizes.upperBound)
      }
    }
    var segmented = JSONSchema.requiring([CodingKeys.segments])
    segmented.properties = [
      (CodingKeys.pageSize.stringValue, .refused("A page of segments is not cut into pages."))
    ]
    schema.oneOf = [.requiring([CodingKeys.sections]), segmented]
    return ruled(schema)
  }

  /// `schema` with the rules of its sections' lists: a category named once in a section, and an
  /// accessory once in a cell. Each holds where the site's loader reads the list: on a page
  /// expanded over categories, a section's names other than the page's category are not read
  /// (an unknown one goes unseen), nor, over universes, the cell of a section of another
  /// universe.
  private static func ruled(_ schema: JSONSchema) -> JSONSchema {
    typealias Section = Gallery.Section
    let categories = JSONSchema.values([(Gallery.SectionData.EmojiKeys.categories, JSONSchema().uniquelyItemed())])
    let uniqueCategories = JSONSchema.values([
      (
        Section.CodingKeys.data,
        JSONSchema.values([(Gallery.SectionData.Kind.emoji, categories), (.emojiOutline, categories)])
      )
    ])
    // Each name once, and one label (two labels are alike whatever their texts).
    var accessories = JSONSchema().uniquelyItemed()
    accessories.not = JSONSchema.Box(.containing(JSONSchema(kind: .object), atLeast: 2))
    let uniqueAccessories = JSONSchema.values([
      (Section.CodingKeys.cell, JSONSchema.values([(Section.CellKeys.accessories, accessories)]))
    ])
    return
      schema
      .when(.refusing(expanded(over: .categories)), then: eachSection(uniqueCategories))
      .when(.refusing(expanded(over: .universes)), then: eachSection(uniqueAccessories))
  }

  private static func expanded(over expansion: Expansion) -> JSONSchema {
    .having(CodingKeys.expand, .constant(.string(expansion.rawValue)))
  }

  /// A page each of whose sections, in `sections` or in a segment, matches `section`.
  private static func eachSection(_ section: JSONSchema) -> JSONSchema {
    var sections = JSONSchema()
    sections.items = JSONSchema.Box(section)
    var segments = JSONSchema()
    segments.items = JSONSchema.Box(JSONSchema.values([(Gallery.Segment.CodingKeys.sections, sections)]))
    return JSONSchema.values([(CodingKeys.sections, sections), (.segments, segments)])
  }
}

extension Gallery.Page.Expansion: SchemaDescribed {
  package static let schemaName = "Page.Expansion"

  package static var schema: JSONSchema {
    .names(
      of: Self.self,
      "`categories`: one page per emoji category its sections show; `universes`: one per character universe.")
  }
}

extension Gallery.Segment: SchemaDescribed {
  package static let schemaName = "Segment"

  package static var schema: JSONSchema {
    .object(
      CodingKeys.self, "A group of sections of a page, shown when its segment is chosen.",
      required: [.id, .title, .sections]
    ) {
      switch $0 {
      case .id: .identifier("The segment's identifier, unique in its page.")
      case .title: .string("The segment's label in the segmented control.")
      case .sections: .array(of: .reference(to: Gallery.Section.self), "The segment's sections, in order.")
      }
    }
  }
}
