extension DecorationItem: Encodable {
  /// Encodes `{"background": {...}}`, with `elementKind` only when it is not the default
  /// `"background"` and `contentInsets` only when not zero: the default background is
  /// `{"background": {}}`.
  public func encode(to encoder: any Encoder) throws {
    var kinds = encoder.container(keyedBy: KindKeys.self)
    switch self {
    case .background(let elementKind, let contentInsets):
      var body = kinds.nestedContainer(keyedBy: CodingKeys.self, forKey: .background)
      try body.encode(elementKind, forKey: .elementKind, omittingDefault: Self.defaultBackgroundElementKind)
      try body.encode(contentInsets, forKey: .contentInsets, omittingDefault: .zero)
    }
  }
}
