import TrellisDiagnostics
import TrellisGallery

// A gallery's catalog, made in Swift, read into the catalogs a site folder's data files are read
// into, checked by the same rules: the problems are placed by path below `catalog`
// (`catalog.emoji[3].category`), since the values have no file.

extension EmojiCatalog {
  /// The catalog's categories and emoji.
  package init(_ catalog: Gallery.Catalog) throws(DiagnosticError) {
    let file = SourceFile.values(at: "catalog")
    var problems: [Diagnostic] = []
    func requireText(_ text: String, at path: String) {
      if text.allSatisfy(\.isWhitespace) { problems.append(file.diagnostic(at: 0, .emptyString, path: path)) }
    }
    for (index, category) in catalog.categories.enumerated() { requireText(category.id, at: "categories[\(index)].id") }
    for (index, emoji) in catalog.emoji.enumerated() {
      if let id = emoji.id { requireText(id, at: "emoji[\(index)].id") }
      requireText(emoji.text, at: "emoji[\(index)].text")
    }
    var subgroups: Set<String> = []
    for (index, subgroup) in catalog.subgroups.enumerated() {
      requireText(subgroup.id, at: "subgroups[\(index)].id")
      if !subgroups.insert(subgroup.id).inserted {
        problems.append(file.diagnostic(at: 0, .duplicateSubgroup(subgroup.id), path: "subgroups[\(index)].id"))
      }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    try self.init(file: file, categories: catalog.categories, emoji: catalog.emoji)
    subgroupTitles = catalog.subgroups
  }
}

extension CharacterCatalog {
  /// The catalog's universes of characters.
  package init(_ universes: [Gallery.Universe]) throws(DiagnosticError) {
    let file = SourceFile.values(at: "catalog")
    var problems: [Diagnostic] = []
    func requireText(_ text: String, at path: String) {
      if text.allSatisfy(\.isWhitespace) { problems.append(file.diagnostic(at: 0, .emptyString, path: path)) }
    }
    for (universeIndex, universe) in universes.enumerated() {
      let universePath = "universes[\(universeIndex)]"
      requireText(universe.id, at: universePath + ".id")
      for (sectionIndex, section) in universe.sections.enumerated() {
        let sectionPath = universePath + ".sections[\(sectionIndex)]"
        requireText(section.id, at: sectionPath + ".id")
        for (index, character) in section.characters.enumerated() {
          let path = sectionPath + ".characters[\(index)]"
          if let id = character.id { requireText(id, at: path + ".id") }
          requireText(character.name, at: path + ".name")
          if let imageName = character.imageName {
            requireText(imageName, at: path + ".imageName")
            if !imageName.allSatisfy(\.isWhitespace), !Self.isImageName(imageName) {
              problems.append(file.diagnostic(at: 0, .imageNameNotAFileName, path: path + ".imageName"))
            }
          }
        }
      }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    try self.init(file: file, universes: universes)
  }
}
