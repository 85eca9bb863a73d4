extension RectEdge: Decodable {
  /// Decodes an array of edge names from `top`, `leading`, `bottom` and `trailing`.
  /// An unknown name is reported at its position in the array.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var edges: RectEdge = []
    while !container.isAtEnd {
      let index = container.currentIndex
      let name = try container.decode(String.self)
      guard let edge = Self.named.first(where: { $0.name == name })?.edge else {
        throw DecodingError.problem(
          .unknownEdge(name, known: Self.named.map(\.name)), at: container.codingPath + [IndexCodingKey(index: index)])
      }
      edges.insert(edge)
    }
    self = edges
  }
}
