extension SectionLayoutProvider: Encodable {
  /// Encodes the base layout's key (`section`, `list` or `preset`) and, when there are any,
  /// `variants`, in one object.
  public func encode(to encoder: any Encoder) throws {
    try base.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(variants, forKey: .variants, omittingDefault: [])
  }
}

extension SectionLayoutProvider.Source: Encodable {
  /// Encodes `{"section": ...}`, `{"list": ...}` or `{"preset": "name"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .section(let section): try container.encode(section, forKey: .section)
    case .list(let list): try container.encode(list, forKey: .list)
    case .preset(let preset): try container.encode(preset, forKey: .preset)
    }
  }
}

extension SectionLayoutProvider.Variant: Encodable {
  /// Encodes `{"when": {...}}` together with the source's key, in one object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(condition, forKey: .when)
    try source.encode(to: encoder)
  }
}
