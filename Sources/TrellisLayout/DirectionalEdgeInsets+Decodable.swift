extension DirectionalEdgeInsets: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case top, leading, bottom, trailing
  }

  /// Decodes a number (all four edges) or an object with any subset of `top`, `leading`,
  /// `bottom`, `trailing` (missing edges are 0). Every inset must be finite and at least 0.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self) {
      self.init(
        top: try container.decodeNumber(.top, .inset, default: 0),
        leading: try container.decodeNumber(.leading, .inset, default: 0),
        bottom: try container.decodeNumber(.bottom, .inset, default: 0),
        trailing: try container.decodeNumber(.trailing, .inset, default: 0))
      return
    }
    let single = try decoder.singleValueContainer()
    guard (try? single.decode(Double.self)) != nil else {
      throw DecodingError.problem(.invalidInsets, at: decoder.codingPath)
    }
    self.init(all: try single.decodeNumber(.inset))
  }
}
