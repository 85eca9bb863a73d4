import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisRender
import TrellisValidation

extension SiteBuild {
  /// The files besides the pages (the home page, the items' pages, the stylesheet, the script,
  /// the assets), with the pages' paths (pages are kept as parts), and the paths of those that
  /// differ from the last build's.
  struct OtherFiles {
    var files: [String: OutputFile.Contents] = [:]
    /// The files besides the pages, in the order a whole build writes them.
    var order: [String] = []
    /// The items' pages, in the build's order, and every other path of ``files``.
    var itemFiles: [String] = []
    var otherPaths: [String] = []
    /// The paths that differ from the last build's, and those it had that are gone.
    var changed: [String] = []
    var removed: [String] = []
    /// Every path, as a set (the last build's when the paths are the same).
    var paths: Set<String> = []
    /// The search index's entries.
    var search: SearchEntries?
  }

  /// Makes the other files; with `checking`, each is checked when it changed, and files that are
  /// gone leave the checks.
  func otherFiles(
    context: RenderContext, renderer: PageRenderer, renderers: RendererPool, pages: [String: PageRecord],
    changedItems: ChangedItems?, previous: State?, checking: Bool
  ) throws(DiagnosticError) -> OtherFiles {
    var result = OtherFiles()
    // The home page first: its cards' style goes into the stylesheet.
    var context = context
    let home = try context.homePage(renderer: renderer)
    var otherFiles = context.siteFiles()
    if let home { otherFiles.insert(home, at: 0) }
    result.search = context.searchEntries(reusing: previous?.search, changed: changedItems)
    if let search = result.search.map(context.search) {
      do {
        let html = try renderer.renderSearch(
          search.page, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath)
        otherFiles.append(OutputFile(path: search.page.fileName, text: html))
      } catch {
        throw DiagnosticError(error.diagnostic)
      }
      otherFiles.append(search.index)
    }
    let beforeItems = otherFiles.map(\.path)
    var keepsItemFiles = false
    if let items = context.itemPageContents() {
      let made = try itemFiles(items, renderers: renderers, changedItems: changedItems, previous: previous)
      result.itemFiles = made.names
      otherFiles += made.files
      if made.files.count < made.names.count, let previous {
        // The pages not made again are as they were: the last build's files, less the others
        // (made again below). One copy of the table, not an insertion per page.
        result.files = previous.files
        for path in previous.otherPaths { result.files[path] = nil }
        keepsItemFiles = true
      }
    }
    // With a base URL: the not-found page, and the sitemap of every page, in the build's order.
    let notFound = try context.notFoundPage(renderer: renderer)
    if let notFound { otherFiles.append(notFound) }
    let sitemaps = context.sitemaps(
      pages: context.site.pages.map(\.fileName) + beforeItems + result.itemFiles
        + [notFound?.path].compactMap(\.self))
    otherFiles += sitemaps
    var toCheck: [(path: String, text: String)] = []
    for file in otherFiles {
      result.files[file.path] = file.contents
      result.order.append(file.path)
      guard previous?.files[file.path] != file.contents else { continue }
      result.changed.append(file.path)
      guard checking, case .text(let text) = file.contents else { continue }
      if SiteCheck.checks(file.path) {
        toCheck.append((file.path, text))
      } else if SitemapSchema.isSitemap(file.path) {
        check?.checkSitemap(file.path, text: text)
      }
    }
    check?.checkFiles(toCheck)  // on every core
    for path in pages.keys { result.files[path] = .text("") }
    // The static folder, as it is: counted by the link checks, its contents not checked.
    let statics =
      if let siteDirectory = context.site.directory {
        try StaticFolder.outputFiles(
          context.site.staticFiles, siteDirectory: siteDirectory,
          avoiding: context.site.staticFiles.isEmpty ? [] : Set(result.files.keys))
      } else {
        [OutputFile]()
      }
    for file in statics {
      result.files[file.path] = file.contents
      result.order.append(file.path)
      if previous?.files[file.path] != file.contents { result.changed.append(file.path) }
      if checking { check?.remove(file.path) }  // not checked, whatever it was before
    }
    result.otherPaths =
      beforeItems + [notFound?.path].compactMap(\.self) + sitemaps.map(\.path) + pages.keys + statics.map(\.path)
    // What is gone: with the item pages kept, only others can be.
    if let previous {
      let candidates = keepsItemFiles ? previous.otherPaths : Array(previous.files.keys)
      result.removed = candidates.filter { result.files[$0] == nil }.sorted()
      for path in result.removed { check?.remove(path) }
    }
    let samePaths =
      keepsItemFiles && result.removed.isEmpty && result.otherPaths.allSatisfy { previous?.files[$0] != nil }
    result.paths = samePaths ? previous?.paths ?? Set(result.files.keys) : Set(result.files.keys)
    return result
  }

  /// The items' own pages (made on every core): all of them, or, when only some items' content
  /// changed and every item is where it was, only the pages that show those items (their own
  /// and their neighbours'). The names of all, in the build's order, and the files made.
  func itemFiles(
    _ items: ItemPageContents, renderers: RendererPool, changedItems: ChangedItems?, previous: State?
  ) throws(DiagnosticError) -> (names: [String], files: [OutputFile]) {
    let sources: [ItemSource]
    var names: [String]
    if let changedItems, let previous {
      names = previous.itemFiles
      sources = changedItems.isEmpty ? [] : Array(items.itemsShowing(where: changedItems.contains))
    } else {
      names = []
      sources = items.indices.map(items.source(at:))
    }
    let results = ParallelRendering.map(sources.count, renderers: renderers) {
      renderer, position throws(TemplateError) in
      guard let item = items.content(of: sources[position]) else { return "" }
      return try renderer.renderItem(item, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath)
    }
    var files: [OutputFile] = []
    for (source, result) in zip(sources, results) {
      let html = try Self.rendering { () throws(TemplateError) in try result.get() }
      guard let fileName = items.fileName(of: source), !html.isEmpty else { continue }  // no page: ""
      files.append(OutputFile(path: fileName, text: html))
    }
    if changedItems == nil || previous == nil { names = files.map(\.path) }
    return (names, files)
  }

  // MARK: - Files

  /// What a rebuild writes: the pages and files that differ from `previous`'s, those of
  /// `previous` that are gone, and the new list of files when it changed. Everything, when there
  /// is no previous build on disk to change (the output was deleted while serving, or the last
  /// write failed). `changedFiles`: the files besides the pages that differ from `previous`'s;
  /// `removedFiles`: those of `previous` that are gone.
  func plannedWrite(
    pages: [String: PageRecord], changedPages: [String], files: [String: OutputFile.Contents],
    changedFiles: [String], removedFiles: [String], previous: State
  ) -> PendingWrite {
    func pieces(_ record: PageRecord) -> [String] { [record.start] + record.sections.map(\.html) + [record.end] }
    // One check of the disk, not one per file: this is on every rebuild's path.
    let whole = outputIsStale || !FileManager.default.fileExists(atPath: output + "/" + OutputManifest.name)
    var write = PendingWrite(version: version + 1, whole: whole)
    for path in (whole ? Array(pages.keys) : changedPages).sorted() {
      guard let record = pages[path] else { continue }
      // A template edit re-renders every section; pages that come out the same stay as they are.
      if !whole, let old = previous.pages[path], old.start == record.start, old.end == record.end,
        old.sections.map(\.html) == record.sections.map(\.html)
      {
        continue
      }
      write.pages.append((path, pieces(record)))
    }
    for path in (whole ? Array(files.keys) : changedFiles).sorted() where pages[path] == nil {
      if let contents = files[path] { write.files.append(OutputFile(path: path, contents: contents)) }
    }
    if !whole {
      write.removed = removedFiles
      if files.count != previous.files.count || !removedFiles.isEmpty { write.manifest = files.keys.sorted() }
    }
    return write
  }
}
