import TrellisSchema

extension BoundarySupplementaryItem: SchemaDescribed {
  package static let schemaName = "BoundarySupplementaryItem"

  /// The decoder's keys, with the kinds Trellis draws; an item that does not extend the boundary
  /// does not pin.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "A header or footer attached to an edge of the section (Apple's NSCollectionLayoutBoundarySupplementaryItem).",
      required: [.elementKind, .layoutSize, .alignment]
    ) {
      switch $0 {
      case .elementKind: .names(drawnElementKinds, "The kind of element: header or footer, the kinds Trellis draws.")
      case .layoutSize:
        .reference(to: LayoutSize.self, "The header's or footer's size; fractions are of the section's width box.")
      case .alignment: .reference(to: RectAlignment.self, "The edge or corner of the section it attaches to.")
      case .absoluteOffset:
        .reference(to: LayoutPoint.self, "An offset added to its final frame, in points.")
          .defaulting(to: LayoutPoint.zero.literal)
      case .pinToVisibleBounds:
        .boolean(
          "Whether it stays visible while any part of the section is visible; only for an item that extends the boundary.",
          default: false)
      case .extendsBoundary:
        .boolean(
          "Whether it adds to the section's height (true) or is drawn at the section's edge over the content (false).",
          default: true)
      case .zIndex: .zIndex("The stacking order: higher draws on top; items are at 0.", default: 1)
      }
    }
    var pinnedWithoutExtending = JSONSchema.requiring(
      [CodingKeys.pinToVisibleBounds, .extendsBoundary],
      "An item with \"extendsBoundary\": false is drawn at the section's edge over the content and does not pin, so it takes no \"pinToVisibleBounds\": true."
    )
    pinnedWithoutExtending.properties = [
      (CodingKeys.pinToVisibleBounds.stringValue, .constant(.bool(true))),
      (CodingKeys.extendsBoundary.stringValue, .constant(.bool(false))),
    ]
    schema.not = JSONSchema.Box(pinnedWithoutExtending)
    return schema
  }
}
