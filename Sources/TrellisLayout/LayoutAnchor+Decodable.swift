extension LayoutAnchor: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case edges, absoluteOffset, fractionalOffset
  }

  /// Decodes `{"edges": [...], "absoluteOffset": {...}}` or with `"fractionalOffset"`.
  /// Edges may be omitted (the centre); the offsets are optional but exclusive.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let edges = try container.decode(RectEdge.self, forKey: .edges, default: [])
    let contradictions = Self.contradictions(in: edges)
    guard contradictions.isEmpty else {
      throw DecodingError.problem(.contradictoryAnchorEdges(contradictions), forKey: .edges, in: container)
    }
    if container.contains(.absoluteOffset) && container.contains(.fractionalOffset) {
      throw DecodingError.problem(.bothAnchorOffsets, at: container.codingPath)
    }
    if container.contains(.fractionalOffset) {
      self.init(
        edges: edges,
        fractionalOffset: try container.decode(LayoutPoint.self, forKey: .fractionalOffset))
    } else {
      self.init(
        edges: edges,
        absoluteOffset: try container.decode(LayoutPoint.self, forKey: .absoluteOffset, default: .zero))
    }
  }
}
