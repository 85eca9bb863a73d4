extension EdgeSpacing: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case leading, top, trailing, bottom
  }

  /// Decodes an object with any subset of `leading`, `top`, `trailing` and `bottom`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      leading: try container.decodeIfPresent(LayoutSpacing.self, forKey: .leading),
      top: try container.decodeIfPresent(LayoutSpacing.self, forKey: .top),
      trailing: try container.decodeIfPresent(LayoutSpacing.self, forKey: .trailing),
      bottom: try container.decodeIfPresent(LayoutSpacing.self, forKey: .bottom))
  }
}
