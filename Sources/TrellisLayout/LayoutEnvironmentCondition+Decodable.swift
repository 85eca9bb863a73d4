extension LayoutEnvironmentCondition: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case orientation, horizontalSizeClass, minWidth, maxWidth
  }

  /// What `minWidth` and `maxWidth` must be: greater than 0 and at most
  /// 100,000 (`LayoutChoices.maximumLength`).
  static let widthRequirement = NumberRequirement(noun: "a width", allowsZero: false)

  /// Decodes `{"orientation": ..., "horizontalSizeClass": ..., "minWidth": w, "maxWidth": w}`,
  /// at least one of them. A width is greater than 0 and at most
  /// 100,000 (`LayoutChoices.maximumLength`); with both, `minWidth` must be less than `maxWidth` (an error
  /// at `maxWidth` otherwise: the condition would match no container).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard CodingKeys.allCases.contains(where: { container.contains($0) }) else {
      throw DecodingError.problem(.emptyCondition, at: container.codingPath)
    }
    let minWidth = container.contains(.minWidth) ? try container.decodeNumber(.minWidth, Self.widthRequirement) : nil
    let maxWidth = container.contains(.maxWidth) ? try container.decodeNumber(.maxWidth, Self.widthRequirement) : nil
    if let minWidth, let maxWidth, minWidth >= maxWidth {
      throw DecodingError.problem(
        .emptyWidthRange(minWidth: minWidth, maxWidth: maxWidth), forKey: .maxWidth, in: container)
    }
    self.init(
      minWidth: minWidth, maxWidth: maxWidth,
      orientation: try container.decodeIfPresent(InterfaceOrientation.self, forKey: .orientation),
      horizontalSizeClass: try container.decodeIfPresent(
        UserInterfaceSizeClass.self, forKey: .horizontalSizeClass))
  }
}
