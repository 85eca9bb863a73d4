extension DecorationItem: Decodable {
  enum KindKeys: String, CodingKey, CaseIterable {
    case background
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case elementKind, contentInsets
  }

  /// Decodes `{"background": {"elementKind": ..., "contentInsets": ...}}`. The kind, as in
  /// Apple's API, is any name the app gives it (`"section-background-element-kind"` in Apple's
  /// sample); it names the template the decoration is drawn with
  /// (`Templates/decoration-KIND.mustache`), so it is letters, digits, `.`, `_` and `-` (an
  /// error at `elementKind` otherwise).
  public init(from decoder: any Decoder) throws {
    let kinds = try decoder.container(keyedBy: KindKeys.self)
    let kind = try kinds.exactlyOne(of: KindKeys.allCases, in: "a decoration item")
    let body = try kinds.nestedContainer(keyedBy: CodingKeys.self, forKey: kind)
    let elementKind =
      try body.decodeIfPresent(String.self, forKey: .elementKind) ?? Self.defaultBackgroundElementKind
    guard Self.isElementKindName(elementKind) else {
      throw DecodingError.problem(.decorationKindNotAName(elementKind), forKey: .elementKind, in: body)
    }
    self = .background(
      elementKind: elementKind,
      contentInsets: try body.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero))
  }
}
