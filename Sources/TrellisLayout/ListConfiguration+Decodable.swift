extension ListConfiguration: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case appearance, headerMode, footerMode, showsSeparators, contentInsets
    case leadingSwipeActions, trailingSwipeActions
  }

  /// Decodes a list configuration; `appearance` is required.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      appearance: try container.decode(Appearance.self, forKey: .appearance),
      headerMode: try container.decode(HeaderMode.self, forKey: .headerMode, default: .none),
      footerMode: try container.decode(FooterMode.self, forKey: .footerMode, default: .none),
      showsSeparators: try container.decode(Bool.self, forKey: .showsSeparators, default: true),
      contentInsets: try container.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets),
      leadingSwipeActions: try container.decode(
        [SwipeAction].self, forKey: .leadingSwipeActions, default: []),
      trailingSwipeActions: try container.decode(
        [SwipeAction].self, forKey: .trailingSwipeActions, default: []))
  }
}

extension ListConfiguration.Appearance: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownAppearance($0, known: $1) }
  }
}

extension ListConfiguration.HeaderMode: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownHeaderMode($0, known: $1) }
  }
}

extension ListConfiguration.FooterMode: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownFooterMode($0, known: $1) }
  }
}
