import TrellisDiagnostics
import TrellisGallery

/// Everything characters.json holds: universes, their sections, their characters, as the
/// gallery's values, with where each was read (a side table of offsets by position, for
/// diagnostics).
package struct CharacterCatalog: Sendable {
  package var file: SourceFile
  package private(set) var universes: [Gallery.Universe]
  /// The universes' titles and descriptions as the file declares them, once site.json's titles
  /// replaced them.
  private var declaredTitles: [Gallery.Title]?
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

extension CharacterCatalog {
  /// The catalog with site.json's titles in place of the file's own: each universe named in
  /// `titles` takes its title (and its description, when it gives one). The file's titles are
  /// kept aside, so that a later call starts again from them.
  package func retitled(_ titles: [String: Gallery.Title]) -> CharacterCatalog {
    var catalog = self
    let declared = declaredTitles ?? universes.map { Gallery.Title(title: $0.title, description: $0.description) }
    catalog.declaredTitles = declared
    for index in catalog.universes.indices {
      let own = declared[index]
      let given = titles[catalog.universes[index].id]
      catalog.universes[index].title = given?.title ?? own.title
      catalog.universes[index].description = given?.description ?? own.description
    }
    return catalog
  }
}
