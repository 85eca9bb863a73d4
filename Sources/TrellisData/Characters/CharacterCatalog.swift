import TrellisDiagnostics

/// Everything characters.json holds: universes, their sections, their characters.
package struct CharacterCatalog: Sendable {
  package var file: SourceFile
  package private(set) var universes: [Universe]

  /// Makes a catalog, checking that universe ids are unique, and section ids unique per universe.
  package init(file: SourceFile, universes: [Universe]) throws(DiagnosticError) {
    self.file = file
    self.universes = universes
    var problems = duplicateIdentifiers(
      in: universes, of: file, id: \.id, offset: \.sourceOffset, what: { .duplicateUniverse($0) },
      path: { "universes[\($0)].id" })
    for (index, universe) in universes.enumerated() {
      problems += duplicateIdentifiers(
        in: universe.sections, of: file, id: \.id, offset: \.sourceOffset,
        what: { .duplicateCharacterSection($0, universe: universe.id) },
        path: { "universes[\(index)].sections[\($0)].id" })
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
  }

  package func universe(id: String) -> Universe? { universes.first { $0.id == id } }
}
