import TrellisDiagnostics
import TrellisGallery

/// Everything characters.json holds: universes, their sections, their characters, as the
/// gallery's values, with where each was read (a side table of offsets by position, for
/// diagnostics).
package struct CharacterCatalog: Sendable {
  package var file: SourceFile
  package private(set) var universes: [Gallery.Universe]
  /// Where each universe, section and character starts in ``file``, by position; all 0 for
  /// values made in Swift (their diagnostics are placed by path).
  package private(set) var offsets: Offsets

  /// The byte offsets of a catalog's values, by position.
  package struct Offsets: Sendable {
    var universes: [Int] = []
    var sections: [[Int]] = []
    var characters: [[[Int]]] = []

    /// The offset of a character, by its universe's, section's and its own position.
    package func character(_ universe: Int, _ section: Int, _ index: Int) -> Int {
      characters.indices.contains(universe) && characters[universe].indices.contains(section)
        && characters[universe][section].indices.contains(index) ? characters[universe][section][index] : 0
    }
  }

  /// Makes a catalog, checking that universe ids are unique, and section ids unique per universe.
  package init(file: SourceFile, universes: [Gallery.Universe], offsets: Offsets? = nil) throws(DiagnosticError) {
    self.file = file
    self.universes = universes
    let offsets =
      offsets
      ?? Offsets(
        universes: universes.map { _ in 0 }, sections: universes.map { $0.sections.map { _ in 0 } },
        characters: universes.map { $0.sections.map { $0.characters.map { _ in 0 } } })
    self.offsets = offsets
    var problems = duplicateIdentifiers(
      in: Array(universes.indices), of: file, id: { universes[$0].id }, offset: { offsets.universes[$0] },
      what: { .duplicateUniverse($0) }, path: { "universes[\($0)].id" })
    for (index, universe) in universes.enumerated() {
      problems += duplicateIdentifiers(
        in: Array(universe.sections.indices), of: file, id: { universe.sections[$0].id },
        offset: { offsets.sections[index][$0] }, what: { .duplicateCharacterSection($0, universe: universe.id) },
        path: { "universes[\(index)].sections[\($0)].id" })
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
  }

  package func universe(id: String) -> Gallery.Universe? { universes.first { $0.id == id } }
}

extension Gallery.Universe {
  package func section(id: String) -> Gallery.CharacterSection? { sections.first { $0.id == id } }

  /// A character's identity across the catalog: universe + the character's own identity.
  package func identity(of character: Gallery.StoryCharacter) -> String { "\(id)/\(character.localIdentity)" }
}

extension Gallery.StoryCharacter {
  /// The character's identity within its universe: its `id` if given, else its name.
  /// Across the catalog it is qualified by the universe (see ``CharacterCatalog``).
  package var localIdentity: String { id ?? name }
}
