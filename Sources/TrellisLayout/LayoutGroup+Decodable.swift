extension LayoutGroup: Decodable {
  enum KindKeys: String, CodingKey, CaseIterable {
    case horizontal, vertical
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case layoutSize, subitems, subitem, repeatingSubitem, count
    case interItemSpacing, contentInsets, edgeSpacing, supplementaryItems
  }

  /// The keys of a `count` that follows the container width: `{"containerWidthDividedBy": 16}`.
  enum CountKeys: String, CodingKey, CaseIterable {
    case containerWidthDividedBy
  }

  /// What the divisor of `"count": {"containerWidthDividedBy": d}` must be: a length greater than
  /// 0 and at most 100,000 (`LayoutChoices.maximumLength`).
  static let divisorRequirement = NumberRequirement(noun: "a divisor (in points)", allowsZero: false)

  /// Decodes `{"horizontal": {...}}` or `{"vertical": {...}}`; see ``LayoutGroup`` for the body.
  ///
  /// `supplementaryItems` is a known key but refused, with an error at it: Trellis neither
  /// solves nor draws supplementaries anchored to groups (a limit, not a silent drop).
  public init(from decoder: any Decoder) throws {
    let kinds = try decoder.container(keyedBy: KindKeys.self)
    let kind = try kinds.exactlyOne(of: KindKeys.allCases, in: "a group")
    let axis: Axis = kind == .horizontal ? .horizontal : .vertical
    let body = try kinds.nestedContainer(keyedBy: CodingKeys.self, forKey: kind)
    if body.contains(.supplementaryItems) {
      throw DecodingError.problem(.groupSupplementaryItems, forKey: .supplementaryItems, in: body)
    }
    self.init(
      axis: axis,
      layoutSize: try body.decode(LayoutSize.self, forKey: .layoutSize),
      subitems: try Self.decodeSubitems(in: body),
      interItemSpacing: try body.decodeIfPresent(LayoutSpacing.self, forKey: .interItemSpacing),
      contentInsets: try body.decode(
        DirectionalEdgeInsets.self, forKey: .contentInsets, default: .zero),
      edgeSpacing: try body.decodeIfPresent(EdgeSpacing.self, forKey: .edgeSpacing))
  }

  private static func decodeSubitems(in body: KeyedDecodingContainer<CodingKeys>) throws
    -> Subitems
  {
    let key = try body.exactlyOne(of: [.subitems, .subitem, .repeatingSubitem], in: "a group")
    switch key {
    case .subitems:
      if body.contains(.count) {
        throw DecodingError.problem(.countWithSubitems, forKey: .count, in: body)
      }
      let subitems = try body.decode([LayoutGroupSubitem].self, forKey: .subitems)
      guard !subitems.isEmpty else {
        throw DecodingError.problem(.noSubitems, forKey: .subitems, in: body)
      }
      return .subitems(subitems)
    default:
      guard body.contains(.count) else {
        throw DecodingError.problem(.missingCount(key.stringValue), forKey: .count, in: body)
      }
      let subitem = try body.decode(LayoutGroupSubitem.self, forKey: key)
      if key == .subitem, let divisor = try decodeDivisor(in: body) {
        return .countDividingContainerWidth(subitem, by: divisor)
      }
      let count = try body.decodeCount(.count)
      return key == .subitem ? .count(subitem, count) : .repeating(subitem, count)
    }
  }

  /// The divisor of `"count": {"containerWidthDividedBy": d}`, or nil when `count` is not an
  /// object (a number, decoded as a count). The divisor is a length greater than 0 and at most
  /// 100,000 (`LayoutChoices.maximumLength`).
  private static func decodeDivisor(in body: KeyedDecodingContainer<CodingKeys>) throws -> Double? {
    guard let count = try? body.nestedContainer(keyedBy: CountKeys.self, forKey: .count) else { return nil }
    return try count.decodeNumber(.containerWidthDividedBy, divisorRequirement)
  }
}
