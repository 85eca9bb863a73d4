extension DirectionalEdgeInsets: Encodable {
  /// Encodes a number when the four edges are equal (`5`, or `0` for none), and otherwise an
  /// object with the edges that are not 0 (`{"leading": 16, "bottom": 16, "trailing": 16}`).
  public func encode(to encoder: any Encoder) throws {
    if top == leading, top == bottom, top == trailing {
      var single = encoder.singleValueContainer()
      try single.encode(top)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(top, forKey: .top, omittingDefault: 0)
    try container.encode(leading, forKey: .leading, omittingDefault: 0)
    try container.encode(bottom, forKey: .bottom, omittingDefault: 0)
    try container.encode(trailing, forKey: .trailing, omittingDefault: 0)
  }
}
