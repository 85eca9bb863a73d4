extension LayoutPoint: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case x, y
  }

  /// Decodes `{"x": dx, "y": dy}`; each coordinate finite and of magnitude at most
  /// 100,000 (`LayoutChoices.maximumLength`), missing ones 0.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(x: try Self.coordinate(.x, in: container), y: try Self.coordinate(.y, in: container))
  }

  private static func coordinate(
    _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  )
    throws -> Double
  {
    let value = try container.decodeIfPresent(Double.self, forKey: key) ?? 0
    guard value.isFinite, abs(value) <= LayoutChoices.maximumLength else {
      throw DecodingError.problem(.coordinateOutOfRange(found: value), forKey: key, in: container)
    }
    return value
  }
}
