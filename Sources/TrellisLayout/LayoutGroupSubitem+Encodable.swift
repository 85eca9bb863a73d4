extension LayoutGroupSubitem: Encodable {
  /// Encodes `{"item": {...}}` for an item and the group itself (`{"horizontal": {...}}` or
  /// `{"vertical": {...}}`) for a nested group.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .item(let item):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(item, forKey: .item)
    case .group(let group):
      try group.encode(to: encoder)
    }
  }
}
