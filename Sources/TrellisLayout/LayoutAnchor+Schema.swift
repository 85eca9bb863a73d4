import TrellisSchema

extension LayoutAnchor: SchemaDescribed {
  package static let schemaName = "LayoutAnchor"

  /// The decoder's keys: edges with no opposite pair, and at most one of the two offsets.
  package static var schema: JSONSchema {
    var schema = JSONSchema.object(
      CodingKeys.self,
      "Where a supplementary item attaches to its item (Apple's NSCollectionLayoutAnchor): edges, moved by an absolute or a fractional offset (not both)."
    ) {
      switch $0 {
      case .edges: edgesSchema
      case .absoluteOffset:
        .reference(to: LayoutPoint.self, "An offset from the anchor point, in points.")
          .defaulting(to: LayoutPoint.zero.literal)
      case .fractionalOffset:
        .reference(
          to: LayoutPoint.self, "An offset from the anchor point, as a fraction of the supplementary's own size.")
      }
    }
    schema.not = JSONSchema.Box(
      .requiring(
        [CodingKeys.absoluteOffset, .fractionalOffset],
        "An anchor takes at most one of \"absoluteOffset\" or \"fractionalOffset\"."))
    return schema
  }

  /// The edges, of which at most one of top and bottom and one of leading and trailing (the
  /// pairs ``contradictions(in:)`` refuses): for each pair, an array without one of its edges.
  private static var edgesSchema: JSONSchema {
    func without(_ edge: RectEdge) -> JSONSchema {
      var named = JSONSchema()
      named.names = edge.names
      var schema = JSONSchema()
      schema.items = JSONSchema.Box(.refusing(named))
      return schema
    }
    var schema = JSONSchema.reference(
      to: RectEdge.self,
      "The edges the anchor attaches to, at most one of top and bottom and one of leading and trailing; none means the centre."
    ).defaulting(to: .array([]))
    let horizontal = [without(.leading), without(.trailing)]
    schema.anyOf = [without(.top), without(.bottom)].map { vertical in
      var schema = vertical
      schema.anyOf = horizontal
      return schema
    }
    return schema
  }
}
