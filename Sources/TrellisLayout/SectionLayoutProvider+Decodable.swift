extension SectionLayoutProvider: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case variants
  }

  /// Decodes a base layout (`section`, `list` or `preset`) and optional `variants`.
  ///
  /// A list's `"headerMode": "firstItemInSection"` makes the section's first item its header in
  /// the page's HTML, which cannot change with the environment: the base and every variant must
  /// agree on it (an error at the first variant that does not). Likewise swipe actions, which the
  /// HTML holds too: every variant declares the base's (a variant that is not a list declares
  /// none); and a decoration's element kind: the layouts that have a decoration share its kind.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let base = try Source(from: decoder)
    let variants = try container.decode([Variant].self, forKey: .variants, default: [])
    if let index = variants.firstIndex(where: {
      $0.source.firstItemIsHeader != base.firstItemIsHeader
    }) {
      var path = container.codingPath + [CodingKeys.variants, IndexCodingKey(index: index)]
      if case .list(let list) = variants[index].source, list.headerMode == .firstItemInSection {
        path += [NamedCodingKey("list"), NamedCodingKey("headerMode")]
      }
      throw DecodingError.problem(.headerModeVaries, at: path)
    }
    if let index = variants.firstIndex(where: { $0.source.swipeActions != base.swipeActions }) {
      var path = container.codingPath + [CodingKeys.variants, IndexCodingKey(index: index)]
      if case .list = variants[index].source {
        let leadingDiffers = variants[index].source.swipeActions[0] != base.swipeActions[0]
        path += [NamedCodingKey("list")]
        if variants[index].source.swipeActions[leadingDiffers ? 0 : 1].isEmpty == false {
          path += [NamedCodingKey(leadingDiffers ? "leadingSwipeActions" : "trailingSwipeActions")]
        }
      }
      throw DecodingError.problem(.swipeActionsVary, at: path)
    }
    // The kind of the first layout with a decoration, which every other with one must share.
    let kinds = [base.decorationKind] + variants.map(\.source.decorationKind)
    if let first = kinds.compactMap({ $0 }).first,
      let index = kinds.firstIndex(where: { $0 != nil && $0 != first }), let kind = kinds[index]
    {
      let path =
        container.codingPath + [
          CodingKeys.variants, IndexCodingKey(index: index - 1), NamedCodingKey("section"),
          NamedCodingKey("decorationItems"),
        ]
      throw DecodingError.problem(.decorationKindVaries(kind, base: first), at: path)
    }
    self.init(base, variants: variants)
  }
}

extension SectionLayoutProvider.Source: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
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
  enum CodingKeys: String, CodingKey, CaseIterable {
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
