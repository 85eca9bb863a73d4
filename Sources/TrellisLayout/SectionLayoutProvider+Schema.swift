import TrellisSchema

// What the schema cannot say
//
// The decoders check these too, and a schema cannot: each compares values in different places
// of the file, or two values with each other.
// - A list's `"headerMode": "firstItemInSection"` must be used by the base layout and every
//   variant, or by none: the first item is the section's header in the page's HTML.
// - Swipe actions must be the same in the base layout and every variant (a variant that is not
//   a list declares none): they are in the page's HTML.
// - The layouts of a section that have a decoration (its base and variants) must agree on its
//   `elementKind`, which is in the page's HTML.
// - A condition's `maxWidth` must be greater than its `minWidth` (`LayoutEnvironmentCondition`).
// - A non-empty string is one with a character that is not whitespace: the schema's pattern asks
//   for one that is not ECMA-262 white space, which is not quite Swift's `isWhitespace`.
// Nor does the schema know the CSS compiler's limits (`css.limit.*`), which are found by solving
// the layout, not by reading it.

extension SectionLayoutProvider: SchemaDescribed {
  package static let schemaName = "SectionLayoutProvider"

  /// Exactly one of the source's keys, beside the decoder's own (`variants`), in one object.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A section's layout: exactly one of section, list and preset, and optional variants for some environments."
    ) {
      switch $0 {
      case .variants:
        .array(
          of: .reference(to: Variant.self),
          "Other layouts for some environments: the first variant whose when matches wins; otherwise the base applies."
        ).defaulting(to: .array([]))
      }
    }
    schema.properties = Source.properties + schema.properties
    schema.oneOf = Source.alternatives
    return schema
  }
}

extension SectionLayoutProvider.Source {
  /// The source's keys, described. A source has no object of its own: its keys are read from the
  /// object that holds them beside a provider's `variants` or a variant's `when`.
  static var properties: [(key: String, schema: JSONSchema)] {
    JSONSchema.object(CodingKeys.self, "One way of declaring a section's layout.") {
      switch $0 {
      case .section:
        .reference(
          to: LayoutSection.self, "A compositional section written out in full (Apple's NSCollectionLayoutSection).")
      case .list: .reference(to: ListConfiguration.self, "A list (Apple's UICollectionLayoutListConfiguration).")
      case .preset: .reference(to: LayoutPreset.self, "A named preset layout; it may itself vary with the environment.")
      }
    }.properties
  }

  /// Exactly one of the source's keys, as `oneOf` alternatives.
  static var alternatives: [JSONSchema] {
    CodingKeys.allCases.map { .requiring([$0]) }
  }
}

extension SectionLayoutProvider.Variant: SchemaDescribed {
  package static let schemaName = "SectionLayoutProvider.Variant"

  /// The decoder's own key (`when`) and exactly one of the source's, in one object.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A layout used instead of the base one when the environment matches: when, and exactly one of section, list and preset.",
      required: [.when]
    ) {
      switch $0 {
      case .when: .reference(to: LayoutEnvironmentCondition.self, "When the variant applies.")
      }
    }
    schema.properties += SectionLayoutProvider.Source.properties
    schema.oneOf = SectionLayoutProvider.Source.alternatives
    return schema
  }
}
