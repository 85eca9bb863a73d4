extension SwipeAction: Encodable {
  /// Encodes `title`, then `style` when it is not `normal` and `backgroundColor` when set, then
  /// `copy` or `link`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(style, forKey: .style, omittingDefault: .normal)
    try container.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
    switch action {
    case .copy(let field): try container.encode(field, forKey: .copy)
    case .link(let template): try container.encode(template, forKey: .link)
    }
  }
}

extension SwipeAction.Style: Encodable {
  /// Encodes the case name, `"normal"` or `"destructive"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
