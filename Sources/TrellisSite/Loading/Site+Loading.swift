import TrellisData

extension Site {
  /// Loads `directory/site.json` and the data files it names, and resolves every page against
  /// the data. Every problem found is reported, each with its file, line, column and JSON path.
  public static func load(directory: String) throws(DiagnosticError) -> Site {
    let siteFile = try SourceFile.read(path: joinPath(directory, "site.json"))
    let description = try JSONValueDecoder().decode(SiteDescription.self, from: siteFile)

    var problems: [Diagnostic] = []
    func loadData<Catalog>(
      _ path: Located<String>?, _ what: String, _ load: (SourceFile) throws(DiagnosticError) -> Catalog
    ) -> Catalog? {
      guard let path else { return nil }
      let file: SourceFile
      do {
        file = try SourceFile.read(path: joinPath(directory, path.value))
      } catch {
        problems += error.diagnostics.map {
          path.diagnostic(in: siteFile, "cannot read the \(what) data: \($0.message)")
        }
        return nil
      }
      do {
        return try load(file)
      } catch {
        problems += error.diagnostics
        return nil
      }
    }
    let emoji = loadData(description.data.emoji, "emoji") { file throws(DiagnosticError) in
      try EmojiCatalog.load(from: file)
    }
    let characters = loadData(description.data.characters, "characters") { file throws(DiagnosticError) in
      try CharacterCatalog.load(from: file)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }

    var builder = PageBuilder(siteFile: siteFile, site: description, emoji: emoji, characters: characters)
    let pages = builder.buildPages()
    if !builder.problems.isEmpty { throw DiagnosticError(builder.problems) }
    return Site(
      directory: directory, description: description, siteFile: siteFile, emoji: emoji, characters: characters,
      pages: pages)
  }
}

/// `directory/name`, without doubling a trailing slash.
func joinPath(_ directory: String, _ name: String) -> String {
  if name.hasPrefix("/") || directory.isEmpty { return name }
  return directory.hasSuffix("/") ? directory + name : directory + "/" + name
}
