import TrellisSchema

// Conditions on a layout, for the rules of the section that has it.
extension SectionLayoutProvider {
  /// A layout whose first item is its header row (``firstItemIsHeader``): a list with
  /// `"headerMode": "firstItemInSection"` (no preset is one; a variant agrees with the base).
  package static var firstItemIsHeaderCondition: JSONSchema {
    .having(
      Source.CodingKeys.list,
      .having(
        ListConfiguration.CodingKeys.headerMode,
        .constant(.string(ListConfiguration.HeaderMode.firstItemInSection.rawValue))))
  }

  /// A layout with more than one box of `elementKind` (header or footer) in its section or a
  /// variant's, written out (no preset has more than one).
  package static func boxesCondition(_ elementKind: String) -> JSONSchema {
    let box = JSONSchema.having(BoundarySupplementaryItem.CodingKeys.elementKind, .constant(.string(elementKind)))
    let section = JSONSchema.having(
      Source.CodingKeys.section,
      .having(LayoutSection.CodingKeys.boundarySupplementaryItems, .containing(box, atLeast: 2)))
    return .any(section, .having(CodingKeys.variants, .containing(section)))
  }
}
