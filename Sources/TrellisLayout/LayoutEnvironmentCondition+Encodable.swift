extension LayoutEnvironmentCondition: Encodable {
  /// Encodes `{"orientation": ..., "horizontalSizeClass": ..., "minWidth": w, "maxWidth": w}` with
  /// the traits the condition names. A condition that names none encodes as `{}`, which decoding
  /// refuses, as it refuses the condition.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(orientation, forKey: .orientation)
    try container.encodeIfPresent(horizontalSizeClass, forKey: .horizontalSizeClass)
    try container.encodeIfPresent(minWidth, forKey: .minWidth)
    try container.encodeIfPresent(maxWidth, forKey: .maxWidth)
  }
}
