extension OrthogonalScrollingBehavior: Encodable {
  /// Encodes the case name, `"groupPaging"`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encodeCase(self)
  }
}
