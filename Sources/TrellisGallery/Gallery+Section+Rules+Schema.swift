import TrellisLayout
import TrellisSchema

// The rules between a section's values that the site's loader checks and the schema can say.
extension Gallery.Section {
  /// `schema` with them: the `character` cell only for characters; no `outlineDisclosure` in an
  /// outline; not `searchable` when the first item is the header row; at most one header box
  /// and one footer box in each layout written out.
  static func ruled(_ schema: JSONSchema) -> JSONSchema {
    let data = { (kind: Gallery.SectionData.Kind) in JSONSchema.having(CodingKeys.data, .requiring([kind])) }
    let character = JSONSchema.constant(.string(Gallery.Cell.character.rawValue))
    var schema = schema.when(
      .having(CodingKeys.cell, .any(character, .having(CellKeys.style, character))), then: data(.characters))
    let outlineDisclosure = JSONSchema.constant(.string(Gallery.Accessory.outlineDisclosure.name))
    schema.allOf += [
      .refusing(
        .all(
          data(.emojiOutline), .having(CodingKeys.cell, .having(CellKeys.accessories, .containing(outlineDisclosure)))),
        "An outline's rows have their own disclosure: no `outlineDisclosure` accessory."),
      .refusing(
        .all(
          .having(CodingKeys.searchable, .constant(.bool(true))),
          .having(CodingKeys.layout, SectionLayoutProvider.firstItemIsHeaderCondition)),
        "A list whose first item is its header row is not searchable."),
    ]
    for kind in BoundarySupplementaryItem.drawnElementKinds {
      schema.allOf.append(
        .refusing(
          .having(CodingKeys.layout, SectionLayoutProvider.boxesCondition(kind)),
          "A section shows one \(kind): its layouts have at most one \(kind) box each."))
    }
    return schema
  }
}
