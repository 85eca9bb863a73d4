extension LinkTemplate: Decodable {
  /// Decodes the template string, reporting a bad placeholder at this value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let template = try container.decode(String.self)
    do {
      try self.init(template)
    } catch {
      throw DecodingError.problem(error.message, in: container)
    }
  }
}
