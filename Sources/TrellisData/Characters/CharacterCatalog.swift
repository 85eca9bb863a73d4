/// Everything characters.json holds: universes, their sections, their characters.
public struct CharacterCatalog: Sendable {
  public var file: SourceFile
  public private(set) var universes: [Universe]

  /// Makes a catalog, checking that universe ids are unique, and section ids unique per universe.
  public init(file: SourceFile, universes: [Universe]) throws(DiagnosticError) {
    self.file = file
    self.universes = universes
    var problems: [Diagnostic] = []
    var firstUniverse: [String: Int] = [:]
    for (index, universe) in universes.enumerated() {
      if let first = firstUniverse[universe.id] {
        let place = file.location(at: universes[first].sourceOffset).lineAndColumn
        problems.append(
          file.diagnostic(
            at: universe.sourceOffset, "duplicate universe id \"\(universe.id)\" (first seen at \(place))",
            path: "universes[\(index)].id"))
      } else {
        firstUniverse[universe.id] = index
      }
      var firstSection: [String: Int] = [:]
      for (sectionIndex, section) in universe.sections.enumerated() {
        if let first = firstSection[section.id] {
          let place = file.location(at: universe.sections[first].sourceOffset).lineAndColumn
          problems.append(
            file.diagnostic(
              at: section.sourceOffset,
              "duplicate section id \"\(section.id)\" in universe \"\(universe.id)\" (first seen at \(place))",
              path: "universes[\(index)].sections[\(sectionIndex)].id"))
        } else {
          firstSection[section.id] = sectionIndex
        }
      }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
  }

  public func universe(id: String) -> Universe? { universes.first { $0.id == id } }
}
