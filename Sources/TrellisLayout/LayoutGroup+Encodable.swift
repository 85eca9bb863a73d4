extension LayoutGroup: Encodable {
  /// Encodes `{"horizontal": {...}}` or `{"vertical": {...}}`: `layoutSize`, then
  /// `"subitems": [...]`, `"subitem": X, "count": n`, `"subitem": X, "count": {"containerWidthDividedBy": d}` or `"repeatingSubitem": X, "count": n`, then
  /// `interItemSpacing`, `contentInsets` and `edgeSpacing` where they are set (insets not zero).
  public func encode(to encoder: any Encoder) throws {
    var kinds = encoder.container(keyedBy: KindKeys.self)
    var body = kinds.nestedContainer(
      keyedBy: CodingKeys.self, forKey: axis == .horizontal ? .horizontal : .vertical)
    try body.encode(layoutSize, forKey: .layoutSize)
    switch subitems {
    case .subitems(let subitems):
      try body.encode(subitems, forKey: .subitems)
    case .count(let subitem, let count):
      try body.encode(subitem, forKey: .subitem)
      try body.encode(count, forKey: .count)
    case .countDividingContainerWidth(let subitem, let divisor):
      try body.encode(subitem, forKey: .subitem)
      var count = body.nestedContainer(keyedBy: CountKeys.self, forKey: .count)
      try count.encode(divisor, forKey: .containerWidthDividedBy)
    case .repeating(let subitem, let count):
      try body.encode(subitem, forKey: .repeatingSubitem)
      try body.encode(count, forKey: .count)
    }
    try body.encodeIfPresent(interItemSpacing, forKey: .interItemSpacing)
    try body.encode(contentInsets, forKey: .contentInsets, omittingDefault: .zero)
    try body.encodeIfPresent(edgeSpacing, forKey: .edgeSpacing)
  }
}
