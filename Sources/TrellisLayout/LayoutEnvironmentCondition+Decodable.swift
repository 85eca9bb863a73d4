extension LayoutEnvironmentCondition: Decodable {
  enum CodingKeys: String, CodingKey {
    case orientation, horizontalSizeClass
  }

  /// Decodes `{"orientation": ..., "horizontalSizeClass": ...}`, at least one of them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.orientation) || container.contains(.horizontalSizeClass) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription:
            "a condition needs \"orientation\", \"horizontalSizeClass\" or both; found neither"))
    }
    self.init(
      orientation: try container.decodeIfPresent(InterfaceOrientation.self, forKey: .orientation),
      horizontalSizeClass: try container.decodeIfPresent(
        UserInterfaceSizeClass.self, forKey: .horizontalSizeClass))
  }
}
