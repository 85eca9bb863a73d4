extension DecorationItem: Decodable {
  enum KindKeys: String, CodingKey, CaseIterable {
    case background
  }

  enum CodingKeys: String, CodingKey {
    case elementKind, contentInsets
  }

  /// Decodes `{"background": {"elementKind": ..., "contentInsets": ...}}`. The kind, when given,
  /// must be `"background"`, the one decoration Trellis draws (an error at `elementKind`
  /// otherwise).
  public init(from decoder: any Decoder) throws {
    let kinds = try decoder.container(keyedBy: KindKeys.self)
    let kind = try kinds.exactlyOne(of: KindKeys.allCases, in: "a decoration item")
    let body = try kinds.nestedContainer(keyedBy: CodingKeys.self, forKey: kind)
    let elementKind =
      body.contains(.elementKind)
      ? try body.decodeElementKind(
        .elementKind, for: "a decoration item", drawn: [Self.defaultBackgroundElementKind])
      : Self.defaultBackgroundElementKind
    self = .background(
      elementKind: elementKind,
      contentInsets: try body.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero))
  }
}
