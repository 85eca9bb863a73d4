import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisGallery
import TrellisRender

extension LoadedSite {
  /// Loads `directory/site.json` and the data files it names, and resolves every page against
  /// the data. Every problem found is reported, each with its file, line, column and JSON path.
  ///
  /// `baseURL`, when given, stands for site.json's (`trellis build --base-url`).
  ///
  /// `previous` and `changedFiles` make a reload (`trellis serve`): a data file of `previous`
  /// whose path is not in `changedFiles` (absolute, standardized paths) is not read again.
  /// `keepingSources` keeps the emoji files' bytes in memory, so that a reload reads again only
  /// the emoji whose bytes changed (``EmojiCatalog/reloading(_:)``).
  package static func load(
    directory: String, baseURL: String? = nil, reusing previous: LoadedSite? = nil, changedFiles: Set<String> = [],
    keepingSources: Bool = false
  ) throws(DiagnosticError) -> LoadedSite {
    let siteFile = try SourceFile.read(path: joinPath(directory, "site.json"))
    return try load(
      siteFile: siteFile, directory: directory, baseURL: baseURL, reusing: previous, changedFiles: changedFiles,
      keepingSources: keepingSources
    ) { path throws(DiagnosticError) in try SourceFile.read(path: joinPath(directory, path)) }
  }

  /// Loads a site from its site.json's bytes; `readData` reads a data file that site.json names
  /// (a path relative to the site directory).
  package static func load(
    siteFile: SourceFile, directory: String?, baseURL: String? = nil, reusing previous: LoadedSite? = nil,
    changedFiles: Set<String> = [], keepingSources: Bool = false,
    readData: @escaping (String) throws(DiagnosticError) -> SourceFile
  ) throws(DiagnosticError) -> LoadedSite {
    let root: JSONValue
    do {
      root = try JSONValue.parse(siteFile)
    } catch {
      throw DiagnosticError(error.diagnostic(in: siteFile))
    }
    let file = try JSONValueDecoder().decode(SiteFile.self, from: root, in: siteFile)
    return try load(
      file.gallery, dataFiles: file.data, places: JSONPlaces(file: siteFile, root: root), directory: directory,
      baseURL: baseURL, reusing: previous, changedFiles: changedFiles, keepingSources: keepingSources,
      readData: readData)
  }

  /// Loads a gallery: checks its values, reads the data files `dataFiles` names with `readData`,
  /// and resolves every page against the data. With no `directory` (a site made of Swift values), the site has no
  /// static files.
  package static func load(
    _ gallery: Gallery, dataFiles: DataFiles = DataFiles(), places: JSONPlaces = .none, directory: String?,
    baseURL: String? = nil, reusing previous: LoadedSite? = nil, changedFiles: Set<String> = [],
    keepingSources: Bool = false, readData: ((String) throws(DiagnosticError) -> SourceFile)? = nil
  ) throws(DiagnosticError) -> LoadedSite {
    var gallery = gallery
    var check = GalleryCheck(places: places)
    check.check(gallery)
    if !check.problems.isEmpty { throw DiagnosticError(check.problems) }
    if let baseURL {
      guard Gallery.Head.isBaseURL(baseURL) else {
        throw DiagnosticError(Diagnostic(at: nil, .badBaseURLOption(baseURL)))
      }
      gallery.head.baseURL = baseURL
    }
    if let baseURL = gallery.head.baseURL, !baseURL.hasSuffix("/") { gallery.head.baseURL = baseURL + "/" }
    if gallery.head.image != nil, gallery.head.baseURL == nil {
      throw DiagnosticError(places.diagnostic(at: [.key("image")], .imageNeedsBaseURL))
    }

    let (staticFiles, staticProblems) = directory.map { StaticFolder.files(siteDirectory: $0) } ?? ([], [])
    var problems = staticProblems + StaticFolder.problems(of: gallery.head, files: staticFiles, places: places)
    /// The data files at `paths`, read, or nil (with the problems noted) when one cannot be. A
    /// catalog of `previous` made of the same files, none of them changed, is kept as it is.
    func loadData<Catalog>(
      _ paths: [Located<String>], _ what: String, previously: ([Located<String>], Catalog?),
      _ load: (consuming [SourceFile]) throws(DiagnosticError) -> Catalog
    ) -> Catalog? {
      guard !paths.isEmpty, let readData else { return nil }
      if let catalog = previously.1, previously.0.map(\.value) == paths.map(\.value),
        let directory,
        !paths.contains(where: { changedFiles.contains(standardizedPath(joinPath(directory, $0.value))) })
      {
        return catalog
      }
      var files: [SourceFile] = []
      for path in paths {
        do {
          files.append(try readData(path.value))
        } catch {
          problems += error.diagnostics.map {
            places.diagnostic(at: path.path, .unreadableData(what, $0))
          }
        }
      }
      guard files.count == paths.count else { return nil }
      do {
        // Handed over: a loader may let a large file's bytes go before it is done.
        return try load(consume files)
      } catch {
        problems += error.diagnostics
        return nil
      }
    }
    let emoji = loadData(dataFiles.emoji, "emoji", previously: (previous?.dataFiles.emoji ?? [], previous?.emoji)) {
      files throws(DiagnosticError) in
      if keepingSources, files.count == 1, let reloaded = previous?.emoji?.reloading(files[0]) { return reloaded }
      return try EmojiCatalog.load(from: consume files, keepingSources: keepingSources)
    }
    let characters = loadData(
      dataFiles.characters.map { [$0] } ?? [], "characters",
      previously: (previous?.dataFiles.characters.map { [$0] } ?? [], previous?.characters)
    ) { files throws(DiagnosticError) in
      try CharacterCatalog.load(from: files[0])
    }
    let (emojiValues, characterValues) = catalogs(of: gallery.catalog, problems: &problems)
    // site.json's titles stand before the data files' own.
    let titledEmoji = (emoji ?? emojiValues)?.retitled(
      categories: gallery.titles.categories, subgroups: gallery.titles.subgroups)
    let titledCharacters = (characters ?? characterValues)?.retitled(gallery.titles.universes)
    // (Against the data read: a data file with problems would make every title unknown.)
    if problems.isEmpty {
      problems += titleProblems(gallery.titles, emoji: titledEmoji, characters: titledCharacters, places: places)
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }

    let strings = interfaceStrings(of: gallery.language)
    // A gallery made in Swift brings its data as values; a site folder's are in its data files.
    var builder = PageBuilder(
      places: places, site: gallery, strings: strings, emoji: titledEmoji, characters: titledCharacters)
    let pages = builder.buildPages()
    if let sidebar = gallery.sidebar { gallery.sidebar = builder.resolveSidebar(sidebar, pages: pages) }
    if !builder.problems.isEmpty { throw DiagnosticError(builder.problems) }
    var site = LoadedSite(
      directory: directory, gallery: gallery, dataFiles: dataFiles, places: places,
      direction: gallery.language.direction ?? LanguageTag.direction(of: gallery.language.tag), strings: strings,
      emoji: builder.emoji, characters: builder.characters, pages: pages, staticFiles: staticFiles)
    let untitled = untitledSubgroups(in: pages, emoji: builder.emoji, itemPages: gallery.itemPages)
    if let warning = untitledSubgroupWarning(untitled, language: gallery.language.tag, places: places) {
      site.warnings.append(warning)
    }
    if let warning = unlikelyLanguageWarning(
      gallery, emoji: builder.emoji, characters: builder.characters, places: places)
    {
      site.warnings.append(warning)
    }
    // What Trellis writes is known before rendering: `check` finds a static file in its way.
    if let directory, !staticFiles.isEmpty {
      let collisions = StaticFolder.collisions(staticFiles, siteDirectory: directory, written: site.namesWritten)
      if !collisions.isEmpty { throw DiagnosticError(collisions) }
    }
    return site
  }
}

extension LoadedSite {
  /// The catalogs of a gallery's data made in Swift (each nil when it has none), their problems
  /// added to `problems`.
  private static func catalogs(
    of catalog: Gallery.Catalog, problems: inout [Diagnostic]
  ) -> (EmojiCatalog?, CharacterCatalog?) {
    var emoji: EmojiCatalog?
    var characters: CharacterCatalog?
    do {
      if !catalog.categories.isEmpty || !catalog.emoji.isEmpty { emoji = try EmojiCatalog(catalog) }
    } catch {
      problems += error.diagnostics
    }
    do {
      if let universes = catalog.universes { characters = try CharacterCatalog(universes) }
    } catch {
      problems += error.diagnostics
    }
    return (emoji, characters)
  }

  /// The names of the files Trellis writes for this site, but the pictures (in `assets/`, which
  /// is Trellis's) and the parts of a sitemap cut in several.
  var namesWritten: Set<String> {
    var names = Set(pages.map(\.fileName))
    names.formUnion([RenderContext.stylesheetPath, RenderContext.scriptPath, "index.html"])
    if gallery.search { names.formUnion([RenderContext.searchPagePath, RenderContext.searchIndexPath]) }
    if gallery.head.baseURL != nil { names.formUnion([RenderContext.notFoundPath, RenderContext.sitemapPath]) }
    if gallery.itemPages { names.formUnion(ItemPages(site: self).fileNames.values) }
    return names
  }
}

/// `directory/name`, without doubling a trailing slash.
func joinPath(_ directory: String, _ name: String) -> String {
  if name.hasPrefix("/") || directory.isEmpty || directory == "." { return name }
  return directory.hasSuffix("/") ? directory + name : directory + "/" + name
}

/// A relative path's directory and last name: `("a/b", "c")` for `a/b/c`, `("", "c")` for `c`.
/// Plain string work (Foundation's path functions are not used on paths that input names).
func splitPath(_ path: String) -> (directory: String, name: String) { PathText.split(path) }

/// The directory holding `path` (`""` for a name with no directory).
func parentPath(_ path: String) -> String { splitPath(path).directory }

/// An absolute path with `.` and `..` resolved (symbolic links are not followed), as the file
/// watcher names changed files.
package func standardizedPath(_ path: String) -> String {
  URL(fileURLWithPath: path).standardizedFileURL.path
}
