extension LayoutSize: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case widthDimension, heightDimension
  }

  /// Decodes `{"widthDimension": ..., "heightDimension": ...}`; both keys are required.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      widthDimension: try container.decode(LayoutDimension.self, forKey: .widthDimension),
      heightDimension: try container.decode(LayoutDimension.self, forKey: .heightDimension))
  }
}
