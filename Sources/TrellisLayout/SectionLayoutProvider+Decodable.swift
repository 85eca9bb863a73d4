extension SectionLayoutProvider: Decodable {
  private enum CodingKeys: String, CodingKey {
    case variants
  }

  /// Decodes a base layout (`section`, `list` or `preset`) and optional `variants`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try Source(from: decoder),
      variants: try container.decode([Variant].self, forKey: .variants, default: []))
  }
}

extension SectionLayoutProvider.Source: Decodable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case section, list, preset
  }

  /// Decodes exactly one of `{"section": ...}`, `{"list": ...}` or `{"preset": "name"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.exactlyOne(of: CodingKeys.allCases, in: "a section layout") {
    case .section: self = .section(try container.decode(LayoutSection.self, forKey: .section))
    case .list: self = .list(try container.decode(ListConfiguration.self, forKey: .list))
    case .preset: self = .preset(try container.decode(LayoutPreset.self, forKey: .preset))
    }
  }
}

extension SectionLayoutProvider.Variant: Decodable {
  private enum CodingKeys: String, CodingKey {
    case when
  }

  /// Decodes `{"when": {...}}` together with one of `section`, `list` or `preset`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      when: try container.decode(LayoutEnvironmentCondition.self, forKey: .when),
      use: try SectionLayoutProvider.Source(from: decoder))
  }
}
