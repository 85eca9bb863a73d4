import TrellisData

/// A section's `cell`: a style's name, or an object with the style and the cells' accessories.
///
///     "cell": "subtitleCell"
///     "cell": {"style": "valueCell", "accessories": ["checkmark", "disclosureIndicator"]}
package struct CellDeclaration: Decodable, Sendable {
  package var style: Located<CellKind>
  package var accessories: [Located<CellAccessory>]

  enum CodingKeys: String, CodingKey { case style, accessories }

  package init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), (try? single.decode(String.self)) != nil {
      style = try Located<CellKind>(from: decoder)
      accessories = []
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    style = try container.decode(Located<CellKind>.self, forKey: .style)
    accessories = try container.decodeIfPresent([Located<CellAccessory>].self, forKey: .accessories) ?? []
    if container.contains(.accessories), accessories.isEmpty {
      throw DecodingError.problem(.emptyAccessories, forKey: .accessories, in: container)
    }
  }
}
