import Dispatch
import Foundation
import Synchronization
import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisRender
import TrellisValidation

/// A site built once and then rebuilt as its files change (`trellis serve`), doing again only
/// what a change needs:
///
/// 1. **Reload what changed.** Data files not in the change are not read again, and of an emoji
///    file only the emoji whose bytes changed (``EmojiCatalog/reloading(_:)``); templates are
///    compiled again only when one changed; compiled layouts and templates are kept.
/// 2. **Diff.** When only some emoji's titles or keywords changed (``ChangedItems``), pages and
///    sections that show none of them are kept, and so are the items' places and page names.
///    Otherwise each page's new snapshot is compared with the old
///    (``Snapshot/difference(from:)``): sections whose items were inserted, removed or moved have
///    changed. So have sections whose items show something new under the same identity (each
///    item's content is hashed), and sections whose own parts changed (title, layout, header, …).
/// 3. **Render and check those sections only**, and the items' own pages that name a changed
///    item. Each section is rendered on its own and checked by libxml2 inside its page's shell
///    (``IncrementalSiteCheck``); the checks across the site (ids, links) run again from the
///    facts kept, for the changed files only while the files and their ids stay the same.
/// 4. **Write the files that changed**, each replaced atomically. The output is byte for byte what
///    `trellis build` writes for the same site.
///
/// A rebuild that fails (unreadable JSON, an invalid layout, invalid output) throws its located
/// problems and changes nothing: the output and this object stay at the last good build.
package final class LiveBuild {
  package let siteDirectory: String
  package let output: String
  /// Stands for site.json's base URL when given (`trellis build --watch --base-url`).
  package let baseURL: String?
  private let check: IncrementalSiteCheck
  private var state: State?

  /// The generation of the last good build (0 before the first).
  package private(set) var version = 0

  /// Throws when `output` is no place to write a site (see ``OutputWriter/checkLocation(output:siteDirectory:)``).
  package init(siteDirectory: String, output: String, baseURL: String? = nil) throws(DiagnosticError) {
    _ = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory)
    self.siteDirectory = siteDirectory
    self.output = output
    self.baseURL = baseURL
    check = IncrementalSiteCheck(
      schema: PageSchema.relaxNG, displayName: output.hasSuffix("/") ? String(output.dropLast()) : output)
  }

  /// What the last good build was made of.
  private struct State {
    var site: LoadedSite
    var templates: TemplateSet
    /// The renderers, with the templates they compiled (a renderer is not thread-safe: the pool's
    /// are used by its workers only).
    var renderer: PageRenderer
    var renderers: RendererPool
    var context: RenderContext
    var pages: [String: PageRecord]
    /// Every file written, by path, with its contents (pages as their parts, in ``pages``).
    var files: [String: OutputFile.Contents]
    /// The items' own pages, in the build's order, the other paths of ``files``, and all of them.
    var itemFiles: [String]
    var otherPaths: [String]
    var paths: Set<String>
  }

  private struct PageRecord {
    var start: String
    var end: String
    var sections: [SectionRecord]
  }

  private struct SectionRecord {
    /// The element id.
    var id: String
    /// The id of the page section it was made from.
    var pageSectionID: String
    var fingerprint: SectionFingerprint
    var html: String
    var sources: [ItemSource]
    var items: [ItemID]
  }

  /// The directories whose files the site is made of: the site directory (site.json), its
  /// `Templates`, `images` and `static` (with its folders), and the directories of its data files.
  package var watchedDirectories: [String] {
    var directories = [siteDirectory, joinPath(siteDirectory, "Templates"), joinPath(siteDirectory, "images")]
    let staticFolder = joinPath(siteDirectory, StaticFolder.name)
    directories.append(staticFolder)
    for file in state?.site.staticFiles ?? [] where PathText.containsSlash(file) {
      directories.append(staticFolder + "/" + parentPath(file))
    }
    if let data = state?.site.dataFiles {
      for path in data.paths {
        let file = joinPath(siteDirectory, path)
        directories.append(PathText.containsSlash(file) ? parentPath(file) : ".")
      }
    }
    var seen: Set<String> = []
    return directories.map(standardizedPath).filter { seen.insert($0).inserted }
  }

  /// Whether a file (absolute, standardized path) is one the site is made of: site.json, a data
  /// file, a template, an image or a static file.
  package func isInput(_ path: String) -> Bool {
    let root = standardizedPath(siteDirectory)
    if path == root + "/site.json" || path.hasPrefix(root + "/images/") { return true }
    if path.hasPrefix(root + "/" + StaticFolder.name + "/") { return true }
    if path.hasPrefix(root + "/Templates/") { return path.hasSuffix(".mustache") }
    guard let data = state?.site.dataFiles else { return path.hasSuffix(".json") }
    return data.paths.contains { standardizedPath(joinPath(siteDirectory, $0)) == path }
  }

  /// Builds the whole site (the first time) or what `changedFiles` (absolute, standardized paths)
  /// affect. Throws the located problems of a bad edit; the last good build stays.
  package func update(changedFiles: Set<String> = []) throws(DiagnosticError) -> LiveUpdate {
    let clock = ContinuousClock()
    let start = clock.now
    var stages = StageTimes(clock: clock)
    let previous = state

    // 1. Reload what changed.
    let inputs = try reload(changedFiles: changedFiles, previous: previous)
    var context = inputs.context
    // Renderers keep the templates they compiled: kept while the templates are.
    let kept = inputs.templatesChanged ? nil : previous
    let renderer = kept?.renderer ?? PageRenderer(templates: inputs.templates)
    let renderers =
      kept?.renderers
      ?? RendererPool(templates: inputs.templates, count: ProcessInfo.processInfo.activeProcessorCount)
    stages.end("load")

    check.beginChanges()
    do throws(DiagnosticError) {
      // 2 and 3. Diff each page, render the sections that changed, check the pages that did.
      var pages: [String: PageRecord] = [:]
      var patches: [PagePatch] = []
      var reloadsPages =
        inputs.templatesChanged || previous?.site.pages.map(\.id) != inputs.site.pages.map(\.id)
      var sectionsRendered = 0
      var sectionsChecked = 0
      var changedPages: [String] = []
      for page in inputs.site.pages {
        // With every item in its place and only some items' content changed, a page that shows
        // none of them is as it was.
        if inputs.keepsPlaces, let changedItems = inputs.changedItems, let old = previous?.pages[page.fileName],
          changedItems.isEmpty || !page.sections.contains(where: { $0.sources.contains(where: changedItems.contains) })
        {
          pages[page.fileName] = old
          continue
        }
        let content = try context.content(for: page)
        let update = try diffAndRender(
          page, content: content, previous: previous?.pages[content.fileName], inputs: inputs, renderer: renderer,
          renderers: renderers, stages: &stages)
        if update.shellChanged { reloadsPages = true }
        sectionsRendered += update.rendered
        let old = update.old
        let orderChanged = old.map { $0.sections.map(\.id) != update.record.sections.map(\.id) } ?? true
        if old == nil || !update.changed.isEmpty || orderChanged || reloadsPages {
          sectionsChecked += check.checkPage(
            content.fileName, start: update.record.start,
            sections: update.record.sections.map { IncrementalSiteCheck.Section(id: $0.id, html: $0.html) },
            end: update.record.end, changed: update.changed)
          stages.end("check")
          changedPages.append(content.fileName)
          if let old, !update.changed.isEmpty || orderChanged {
            patches.append(Self.patch(content.fileName, old: old, new: update.record, changed: update.changed))
          }
        }
        pages[content.fileName] = update.record
      }
      let others = try otherFiles(
        context: context, renderer: renderer, renderers: renderers, pages: pages,
        changedItems: inputs.keepsPlaces ? inputs.changedItems : nil, previous: previous)
      let files = others.files
      // A static file may be anything a page uses (a stylesheet, a font, a picture): pages reload.
      if let previous,
        previous.site.staticFiles != inputs.site.staticFiles
          || inputs.site.staticFiles.contains(where: { previous.files[$0] != files[$0] })
      {
        reloadsPages = true
      }
      stages.end("render")
      // The checks across the site; any problem abandons the rebuild.
      let problems = check.problems(files: others.paths)
      stages.end("check")
      guard problems.isEmpty else {
        throw DiagnosticError(problems.map(\.diagnostic))
      }

      // 4. Write what changed.
      let written = try write(
        pages: pages, changedPages: changedPages, files: files, changedFiles: others.changed,
        removedFiles: others.removed, previous: previous)
      stages.end("write")
      let stylesheetChanged =
        previous != nil && previous?.files[RenderContext.stylesheetPath] != files[RenderContext.stylesheetPath]
      state = State(
        site: inputs.site, templates: inputs.templates, renderer: renderer, renderers: renderers, context: context,
        pages: pages, files: files, itemFiles: others.itemFiles, otherPaths: others.otherPaths, paths: others.paths)
      version += 1
      return LiveUpdate(
        version: version, reloadsPages: reloadsPages && previous != nil, stylesheetChanged: stylesheetChanged,
        pages: reloadsPages ? [] : patches, sectionsRendered: sectionsRendered, sectionsChecked: sectionsChecked,
        filesWritten: written.written, filesRemoved: written.removed, warnings: context.allWarnings,
        duration: clock.now - start, stages: stages.totals)
    } catch {
      check.discardChanges()
      throw error
    }
  }

  // MARK: - Reloading

  /// What a rebuild starts from: the site (its unchanged files reused), the templates (reused
  /// unless one changed) and the render context (its images reused unless they may look
  /// different).
  private struct Inputs {
    var site: LoadedSite
    var templates: TemplateSet
    var context: RenderContext
    var templatesChanged: Bool
    /// The items whose content changed, when nothing else did (see ``ChangedItems``); nil when
    /// anything may have.
    var changedItems: ChangedItems?
    /// Whether every item keeps its place (the pages show the same items in the same sections):
    /// then only the pages, sections and item pages that show a changed item are made again.
    var keepsPlaces: Bool
  }

  private func reload(changedFiles: Set<String>, previous: State?) throws(DiagnosticError) -> Inputs {
    let siteRoot = standardizedPath(siteDirectory)
    var templatesChanged = previous == nil || changedFiles.contains { $0.hasPrefix(siteRoot + "/Templates/") }
    // What a character's image or avatar looks like depends on the images and on the character.
    let charactersFile = previous?.site.dataFiles.characters.map {
      standardizedPath(joinPath(siteDirectory, $0.value))
    }
    let imagesChanged =
      previous == nil || changedFiles.contains { $0.hasPrefix(siteRoot + "/images/") || $0 == charactersFile }
      || changedFiles.contains(siteRoot + "/site.json")
    let site = try LoadedSite.load(
      directory: siteDirectory, baseURL: baseURL, reusing: previous?.site, changedFiles: changedFiles,
      keepingSources: true)
    let templates: TemplateSet
    // The interface strings are written into the templates: new strings, new templates.
    if let previous, previous.templates.strings != site.strings { templatesChanged = true }
    if let previous, !templatesChanged {
      templates = previous.templates
    } else {
      templates = try TemplateOverrides.templateSet(siteDirectory: siteDirectory, strings: site.strings)
    }
    // What changed in the data, when nothing else did.
    var changedItems: ChangedItems?
    if let previous, !templatesChanged, !imagesChanged {
      changedItems = ChangedItems(
        site: site, earlier: previous.site,
        charactersChanged: changedFiles.contains { $0 == charactersFile })
    }
    let keepsPlaces = previous.map { changedItems != nil && Self.showSameItems(site, $0.site) } ?? false
    let context =
      previous.map {
        RenderContext(site: site, reusing: $0.context, imagesChanged: imagesChanged, keepsPlaces: keepsPlaces)
      }
      ?? RenderContext(site: site)
    return Inputs(
      site: site, templates: templates, context: context, templatesChanged: templatesChanged,
      changedItems: changedItems, keepsPlaces: keepsPlaces)
  }

  /// Whether two sites have the same pages, with the same sections, showing the same items.
  private static func showSameItems(_ site: LoadedSite, _ other: LoadedSite) -> Bool {
    site.pages.count == other.pages.count
      && zip(site.pages, other.pages).allSatisfy { page, otherPage in
        page.id == otherPage.id && page.sections.count == otherPage.sections.count
          && zip(page.sections, otherPage.sections).allSatisfy { $0.id == $1.id && $0.sources == $1.sources }
      }
  }

  // MARK: - Pages

  /// One page rebuilt: its record, the sections (ids) rendered anew, and whether its shell
  /// (everything around the sections) changed.
  private struct PageUpdate {
    var old: PageRecord?
    var record: PageRecord
    var changed: Set<String>
    var shellChanged: Bool
    var rendered: Int
  }

  /// Diffs a page against its last good build and renders the sections that changed: those
  /// whose items were inserted, removed or moved, whose content or layout differs, or all of
  /// them when a template changed.
  private func diffAndRender(
    _ page: Page, content: PageContent, previous old: PageRecord?, inputs: Inputs, renderer: PageRenderer,
    renderers: RendererPool, stages: inout StageTimes
  ) throws(DiagnosticError) -> PageUpdate {
    let (shellStart, shellEnd) = try Self.rendering { () throws(TemplateError) in
      try renderer.shell(of: content, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath)
    }
    let oldSections = Dictionary(old?.sections.map { ($0.id, $0) } ?? [], uniquingKeysWith: { a, _ in a })
    // A section that shows the same sources as before, when no identity changed, has the same
    // items (made again, they would cost a string each).
    let changedItems = inputs.changedItems
    let items = zip(content.sections, page.sections).map { section, pageSection in
      if changedItems != nil, let kept = oldSections[section.id], kept.pageSectionID == pageSection.id,
        kept.sources == pageSection.sources
      {
        return kept.items
      }
      return pageSection.items
    }
    let touched = old.map { Self.sectionsTouched(old: $0, new: page, items: items) } ?? []
    var records: [SectionRecord] = []
    var changed: Set<String> = []
    var toRender: [Int] = []
    for (index, section) in content.sections.enumerated() {
      let pageSection = page.sections[index]
      let layout = "\(pageSection.layoutProvider(itemCount: pageSection.itemCount))"
      let kept = inputs.templatesChanged ? nil : oldSections[section.id]
      let fingerprint: SectionFingerprint
      if let changedItems, let kept, kept.sources == pageSection.sources {
        // Only some items' content changed: the section's own parts and whether it shows one
        // of them say whether it changed; its items are not hashed.
        fingerprint = SectionFingerprint(shapeOf: section, layout: layout)
        if !touched.contains(pageSection.id), kept.fingerprint.shape == fingerprint.shape,
          changedItems.isEmpty || !pageSection.sources.contains(where: changedItems.contains)
        {
          records.append(kept)
          continue
        }
      } else {
        fingerprint = SectionFingerprint(section, layout: layout)
        if let kept, !touched.contains(pageSection.id), kept.fingerprint == fingerprint, kept.items == items[index] {
          records.append(kept)
          continue
        }
      }
      changed.insert(section.id)
      toRender.append(index)
      records.append(
        SectionRecord(
          id: section.id, pageSectionID: pageSection.id, fingerprint: fingerprint, html: "",
          sources: pageSection.sources, items: items[index]))
    }
    stages.end("diff")
    let rendered = try Self.render(toRender, of: content, renderer: renderer, renderers: renderers)
    for (index, html) in rendered { records[index].html = html }
    stages.end("render")
    let shellChanged = old.map { $0.start != shellStart || $0.end != shellEnd } ?? false
    return PageUpdate(
      old: old, record: PageRecord(start: shellStart, end: shellEnd, sections: records), changed: changed,
      shellChanged: shellChanged, rendered: toRender.count)
  }

  /// The files besides the pages (the home page, the items' pages, the stylesheet, the script,
  /// the assets), with the pages' paths (pages are kept as parts), and the paths of those that
  /// differ from the last build's.
  private struct OtherFiles {
    var files: [String: OutputFile.Contents] = [:]
    /// The items' pages, in the build's order, and every other path of ``files``.
    var itemFiles: [String] = []
    var otherPaths: [String] = []
    /// The paths that differ from the last build's, and those it had that are gone.
    var changed: [String] = []
    var removed: [String] = []
    /// Every path, as a set (the last build's when the paths are the same).
    var paths: Set<String> = []
  }

  /// Makes the other files, each checked when it changed; files that are gone leave the checks.
  private func otherFiles(
    context: RenderContext, renderer: PageRenderer, renderers: RendererPool, pages: [String: PageRecord],
    changedItems: ChangedItems?, previous: State?
  ) throws(DiagnosticError) -> OtherFiles {
    var result = OtherFiles()
    var otherFiles = context.siteFiles()
    if let index = try context.indexPage(renderer: renderer) { otherFiles.insert(index, at: 0) }
    if let search = context.search() {
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
      guard previous?.files[file.path] != file.contents else { continue }
      result.changed.append(file.path)
      guard case .text(let text) = file.contents else { continue }
      if SiteCheck.checks(file.path) {
        toCheck.append((file.path, text))
      } else if SitemapSchema.isSitemap(file.path) {
        check.checkSitemap(file.path, text: text)
      }
    }
    check.checkFiles(toCheck)  // on every core
    for path in pages.keys { result.files[path] = .text("") }
    // The static folder, as it is: counted by the link checks, its contents not checked.
    let statics = try StaticFolder.outputFiles(
      context.site.staticFiles, siteDirectory: siteDirectory,
      avoiding: context.site.staticFiles.isEmpty ? [] : Set(result.files.keys))
    for file in statics {
      result.files[file.path] = file.contents
      if previous?.files[file.path] != file.contents { result.changed.append(file.path) }
      check.remove(file.path)  // not checked, whatever it was before
    }
    result.otherPaths =
      beforeItems + [notFound?.path].compactMap(\.self) + sitemaps.map(\.path) + pages.keys + statics.map(\.path)
    // What is gone: with the item pages kept, only others can be.
    if let previous {
      let candidates = keepsItemFiles ? previous.otherPaths : Array(previous.files.keys)
      result.removed = candidates.filter { result.files[$0] == nil }.sorted()
      for path in result.removed { check.remove(path) }
    }
    let samePaths =
      keepsItemFiles && result.removed.isEmpty && result.otherPaths.allSatisfy { previous?.files[$0] != nil }
    result.paths = samePaths ? previous?.paths ?? Set(result.files.keys) : Set(result.files.keys)
    return result
  }

  /// The items' own pages (made on every core): all of them, or, when only some items' content
  /// changed and every item is where it was, only the pages that show those items (their own
  /// and their neighbours'). The names of all, in the build's order, and the files made.
  private func itemFiles(
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

  // MARK: - Diffing

  /// The new page's sections that are new, or whose items were inserted, removed or moved (within
  /// the section or from another): those whose item list differs from the old section's of the
  /// same id. Item identifiers are unique in a page (the page builder checked them), so a list
  /// that differs is exactly one a diff of the two pages would touch; the removed sections are the
  /// patch's to handle (``patch(_:old:new:changed:)``).
  private static func sectionsTouched(old: PageRecord, new page: Page, items: [[ItemID]]) -> Set<String> {
    let oldItems = Dictionary(old.sections.map { ($0.pageSectionID, $0.items) }, uniquingKeysWith: { a, _ in a })
    var touched: Set<String> = []
    for (section, sectionItems) in zip(page.sections, items) where oldItems[section.id] != sectionItems {
      touched.insert(section.id)
    }
    return touched
  }

  /// The page's sections for the browser: the changed ones with their HTML and where each item was.
  private static func patch(_ fileName: String, old: PageRecord, new: PageRecord, changed: Set<String>) -> PagePatch {
    // Where each item of a replaced or removed old section was. Items that move between sections
    // change both, so every item a changed section shows was in one of these (or is new).
    let newIDs = Set(new.sections.map(\.id))
    var positions: [ItemID: SectionPatch.Origin] = [:]
    for section in old.sections where changed.contains(section.id) || !newIDs.contains(section.id) {
      for (index, item) in section.items.enumerated() {
        positions[item] = SectionPatch.Origin(section: section.id, index: index)
      }
    }
    let sections = new.sections.map { section in
      guard changed.contains(section.id) else { return SectionPatch(id: section.id, html: nil, origins: []) }
      return SectionPatch(id: section.id, html: section.html, origins: section.items.map { positions[$0] })
    }
    return PagePatch(fileName: fileName, sections: sections)
  }

  // MARK: - Files

  /// Writes the files that changed: the first build as a whole (``OutputStaging``: swapped in
  /// complete, other files of the output kept), later ones file by file, each replaced atomically.
  /// `changedFiles`: the files besides the pages that differ from `previous`'s; `removedFiles`:
  /// those of `previous` that are gone.
  private func write(
    pages: [String: PageRecord], changedPages: [String], files: [String: OutputFile.Contents],
    changedFiles: [String], removedFiles: [String], previous: State?
  ) throws(DiagnosticError) -> (written: [String], removed: [String]) {
    func pieces(_ record: PageRecord) -> [String] { [record.start] + record.sections.map(\.html) + [record.end] }
    // An output deleted since the last write (while serving, say) is written again as a whole:
    // writing only what changed would leave the rest missing. One check, not one per file: this
    // is on every rebuild's path.
    let previous = FileManager.default.fileExists(atPath: output + "/" + OutputManifest.name) ? previous : nil
    let changedPages = previous == nil ? Array(pages.keys) : changedPages
    var changedPageFiles: [(path: String, pieces: [String])] = []
    var changed: [OutputFile] = []
    for path in changedPages.sorted() {
      guard let record = pages[path] else { continue }
      // A template edit re-renders every section; pages that come out the same stay as they are.
      if let old = previous?.pages[path], old.start == record.start, old.end == record.end,
        old.sections.map(\.html) == record.sections.map(\.html)
      {
        continue
      }
      changedPageFiles.append((path, pieces(record)))
    }
    for path in (previous == nil ? Array(files.keys) : changedFiles).sorted() where pages[path] == nil {
      if let contents = files[path] { changed.append(OutputFile(path: path, contents: contents)) }
    }
    guard let previous else {
      let pageFiles = changedPageFiles.map { OutputFile(path: $0.path, text: $0.pieces.joined()) }
      try OutputWriter.write(pageFiles + changed, to: output, siteDirectory: siteDirectory)
      return (pageFiles.map(\.path) + changed.map(\.path), [])
    }
    let removed = removedFiles
    try OutputWriter.replace(
      changed, pages: changedPageFiles, removing: removed, in: output,
      manifest: files.count != previous.files.count || !removed.isEmpty
        ? files.keys.sorted() : nil)
    return (changedPageFiles.map(\.path) + changed.map(\.path), removed)
  }

  /// Time spent per stage, summed over the pages.
  private struct StageTimes {
    let clock: ContinuousClock
    var last: ContinuousClock.Instant
    var totals: [(String, Duration)] = []

    init(clock: ContinuousClock) {
      self.clock = clock
      last = clock.now
    }

    mutating func end(_ stage: String) {
      let now = clock.now
      if let index = totals.firstIndex(where: { $0.0 == stage }) {
        totals[index].1 += now - last
      } else {
        totals.append((stage, now - last))
      }
      last = now
    }
  }

  // MARK: - Rendering

  /// The HTML of the page's sections at `indices`: several sections render on every core, one
  /// renderer per thread (a renderer is not thread-safe); one renders here.
  private static func render(
    _ indices: [Int], of page: PageContent, renderer: PageRenderer, renderers: RendererPool
  ) throws(DiagnosticError) -> [(Int, String)] {
    if indices.count == 1, let index = indices.first {
      return [(index, try rendering { () throws(TemplateError) in try renderer.section(index, of: page) })]
    }
    let results = ParallelRendering.map(indices.count, renderers: renderers) {
      renderer, position throws(TemplateError) in
      try renderer.section(indices[position], of: page)
    }
    var htmls: [(Int, String)] = []
    for (index, result) in zip(indices, results) {
      htmls.append((index, try rendering { () throws(TemplateError) in try result.get() }))
    }
    return htmls
  }

  // MARK: - Helpers

  private static func rendering<T>(_ body: () throws(TemplateError) -> T) throws(DiagnosticError) -> T {
    do {
      return try body()
    } catch {
      throw DiagnosticError(error.diagnostic)
    }
  }
}
