extension SwipeAction: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case title, style, backgroundColor, copy, link
  }

  /// Decodes a swipe action; `title` and exactly one of `copy` or `link` are required.
  ///
  /// `style` and `backgroundColor` are alternatives: Trellis's actions copy or follow a link and
  /// never remove the row, so a style's only effect is its colour (normal systemGray, destructive
  /// systemRed), which a `backgroundColor` replaces. Both together are an error at `style`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if container.contains(.style), container.contains(.backgroundColor) {
      throw DecodingError.problem(.styleAndBackgroundColor, forKey: .style, in: container)
    }
    let actionKey = try container.exactlyOne(of: [.copy, .link], in: "a swipe action")
    let action: Action =
      actionKey == .copy
      ? .copy(try container.decode(ItemField.self, forKey: .copy))
      : .link(try container.decode(LinkTemplate.self, forKey: .link))
    self.init(
      title: try container.decodeNonEmptyString(.title),
      style: try container.decode(Style.self, forKey: .style, default: .normal),
      backgroundColor: try container.decodeIfPresent(SystemColor.self, forKey: .backgroundColor),
      action: action)
  }
}

extension SwipeAction.Style: Decodable {
  /// Decodes the case name; an unknown name is an error listing the known ones.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeCase(Self.self) { .unknownSwipeActionStyle($0, known: $1) }
  }
}
