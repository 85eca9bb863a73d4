import Foundation
import TrellisData
import TrellisDiagnostics

extension Site {
  /// Loads `directory/site.json` and the data files it names, and resolves every page against
  /// the data. Every problem found is reported, each with its file, line, column and JSON path.
  ///
  /// `previous` and `changedFiles` make a reload (`trellis serve`): a data file of `previous`
  /// whose path is not in `changedFiles` (absolute, standardized paths) is not read again.
  public static func load(
    directory: String, reusing previous: Site? = nil, changedFiles: Set<String> = []
  ) throws(DiagnosticError) -> Site {
    let siteFile = try SourceFile.read(path: joinPath(directory, "site.json"))
    let description = try JSONValueDecoder().decode(SiteDescription.self, from: siteFile)

    var problems: [Diagnostic] = []
    func loadData<Catalog>(
      _ path: Located<String>?, _ what: String, previously: (Located<String>?, Catalog?),
      _ load: (SourceFile) throws(DiagnosticError) -> Catalog
    ) -> Catalog? {
      guard let path else { return nil }
      if let catalog = previously.1, previously.0?.value == path.value,
        !changedFiles.contains(standardizedPath(joinPath(directory, path.value)))
      {
        return catalog
      }
      let file: SourceFile
      do {
        file = try SourceFile.read(path: joinPath(directory, path.value))
      } catch {
        problems += error.diagnostics.map {
          path.diagnostic(in: siteFile, .unreadableData(what, $0.message))
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
    let emoji = loadData(
      description.data.emoji, "emoji", previously: (previous?.description.data.emoji, previous?.emoji)
    ) { file throws(DiagnosticError) in
      try EmojiCatalog.load(from: file)
    }
    let characters = loadData(
      description.data.characters, "characters",
      previously: (previous?.description.data.characters, previous?.characters)
    ) { file throws(DiagnosticError) in
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

/// An absolute path with `.` and `..` resolved (symbolic links are not followed), as the file
/// watcher names changed files.
public func standardizedPath(_ path: String) -> String {
  URL(fileURLWithPath: path).standardizedFileURL.path
}
