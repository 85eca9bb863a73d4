import Dispatch
import Foundation
import Synchronization
import TrellisCSS
import TrellisData
import TrellisDiagnostics
import TrellisRender
import TrellisValidation

/// The one build of a site: `trellis build`, `build --watch`, `serve` and the library's
/// `Site.build` all run it. Each ``update(changedFiles:progress:)`` takes the last good build's
/// state and what changed; the first, with nothing before it, builds the whole site.
///
/// **The whole build** renders every page (on every core), and writes the new site beside the
/// old output, checking each page and SVG as its bytes go by (``SiteCheck``); it is swapped in
/// only when complete and valid (``OutputStaging``). A build that keeps no state
/// (`trellis build`) streams a large page as it is made; one that does renders each page as its
/// shell and sections and keeps them, with what the check found in each.
///
/// **A rebuild** does again only what a change needs:
///
/// 1. **Reload what changed.** Data files not in the change are not read again, and of an emoji
///    file only the emoji whose bytes changed (``EmojiCatalog/reloading(_:)``); templates are
///    compiled again only when one changed; compiled layouts and templates are kept.
/// 2. **Diff.** When only some emoji's titles or keywords changed (``ChangedItems``), pages and
///    sections that show none of them are kept, and so are the items' places and page names.
///    Otherwise each page's sections are compared with the last build's: sections whose items
///    were inserted, removed or moved have changed. So have sections whose items show something
///    new under the same identity (each item's content is hashed), and sections whose own parts
///    changed (title, layout, header, …).
/// 3. **Render and check those sections only**, and the items' own pages that name a changed
///    item. Each section is rendered on its own and checked by libxml2 inside its page's shell;
///    the checks across the site (ids, links) run again from the facts kept, for the changed
///    files only while the files and their ids stay the same.
/// 4. **Write the files that changed**, each replaced atomically. The output is byte for byte what
///    a whole build writes for the same site.
///
/// A build that fails (unreadable JSON, an invalid layout, invalid output) throws its located
/// problems and changes nothing: the output and this object stay at the last good build.
package final class SiteBuild {
  /// The site's folder; nil for a site made from values (``init(site:output:)``).
  package let siteDirectory: String?
  package let output: String
  /// Stands for site.json's base URL when given (`--base-url`).
  package let baseURL: String?
  /// Whether a build keeps what the next one needs to do only what changed (the preview's
  /// builds), or keeps nothing (`trellis build`: every update is a whole build).
  package let keepsState: Bool
  /// The site, when it was made from values.
  private let values: LoadedSite?
  private(set) var check: SiteCheck?
  var state: State?
  /// Whether the last write failed: the output on disk is not the last build's.
  var outputIsStale = false

  /// The generation of the last good build (0 before the first).
  package internal(set) var version = 0

  /// Throws when `output` is no place to write a site (see ``OutputWriter/checkLocation(output:siteDirectory:)``).
  package init(siteDirectory: String, output: String, baseURL: String? = nil, keepsState: Bool = true)
    throws(DiagnosticError)
  {
    _ = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory)
    self.siteDirectory = siteDirectory
    self.output = output
    self.baseURL = baseURL
    self.keepsState = keepsState
    values = nil
  }

  /// A build of a site already loaded (made from values): each update builds it whole.
  package init(site: LoadedSite, output: String) {
    siteDirectory = site.directory
    self.output = output
    baseURL = nil
    keepsState = false
    values = site
  }

  /// How problems name the output directory (`Output` in `Output/gallery.html:12:5: error: …`).
  private var displayName: String { output.hasSuffix("/") ? String(output.dropLast()) : output }

  /// What the last good build was made of.
  struct State {
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
    /// The search index's entries, for the next rebuild to change only those of changed items.
    var search: SearchEntries?
  }

  struct PageRecord {
    var start: String
    var end: String
    var sections: [SectionRecord]

    var checkedSections: [SiteCheck.Section] { sections.map { SiteCheck.Section(id: $0.id, html: $0.html) } }
  }

  struct SectionRecord {
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
    guard let siteDirectory else { return [] }
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
    guard let siteDirectory else { return false }
    let root = standardizedPath(siteDirectory)
    if path == root + "/site.json" || path.hasPrefix(root + "/images/") { return true }
    if path.hasPrefix(root + "/" + StaticFolder.name + "/") { return true }
    if path.hasPrefix(root + "/Templates/") { return path.hasSuffix(".mustache") }
    guard let data = state?.site.dataFiles else { return path.hasSuffix(".json") }
    return data.paths.contains { standardizedPath(joinPath(siteDirectory, $0)) == path }
  }

  /// Builds the whole site (the first time, or every time when no state is kept) or what
  /// `changedFiles` (absolute, standardized paths) affect. Throws the located problems of a bad
  /// edit; the last good build stays. `progress` is told each stage of a whole build as it
  /// starts, and how far large pages have got.
  package func update(
    changedFiles: Set<String> = [], progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> BuildUpdate {
    let (update, pending) = try prepare(changedFiles: changedFiles, progress: progress)
    guard let pending else { return update }
    return try write(pending, of: update)
  }

  /// ``update(changedFiles:progress:)`` up to the writing of a rebuild: its files are made and
  /// checked, and this object is at the new build, but they are not written yet (`serve` tells
  /// the open pages first, serving the files from memory until ``write(_:of:)`` has written
  /// them). A whole build is written already: its pending write is nil.
  package func prepare(
    changedFiles: Set<String> = [], progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> (BuildUpdate, PendingWrite?) {
    guard keepsState, let previous = state, let siteDirectory, let check else {
      return (try buildWhole(progress: progress), nil)
    }
    return try rebuild(changedFiles: changedFiles, previous: previous, siteDirectory: siteDirectory, check: check)
  }

  /// Writes a rebuild's files, each replaced atomically (or the whole site, swapped in, when
  /// there was none on disk to change), and returns `update` with the time it took. When the
  /// writing fails, the next rebuild writes the whole site.
  package func write(_ pending: PendingWrite, of update: BuildUpdate) throws(DiagnosticError) -> BuildUpdate {
    let clock = ContinuousClock()
    let start = clock.now
    do throws(DiagnosticError) {
      if pending.whole {
        try OutputWriter.write(
          pending.pages.map { OutputFile(path: $0.path, text: $0.pieces.joined()) } + pending.files,
          to: output, siteDirectory: siteDirectory)
      } else {
        try OutputWriter.replace(
          pending.files, pages: pending.pages, removing: pending.removed, in: output, manifest: pending.manifest)
      }
    } catch {
      outputIsStale = true
      throw error
    }
    outputIsStale = false
    var update = update
    update.duration += clock.now - start
    update.stages.append(("write", clock.now - start))
    return update
  }

  // MARK: - The whole build

  func buildWhole(progress: (String) -> Void) throws(DiagnosticError) -> BuildUpdate {
    let clock = ContinuousClock()
    let start = clock.now
    var stages = StageTimes(clock: clock)
    // Every file is checked as it is written; the schema is made ready while the site loads.
    let check = SiteCheck(schema: PageSchema.relaxNG, displayName: displayName)
    // However the build ends, nothing is left parsing when it returns (see `settle()`).
    defer { check.settle() }
    let site: LoadedSite
    if let values {
      site = values
    } else {
      let directory = siteDirectory ?? "."
      progress("loading \(joinPath(directory, "site.json"))")
      site = try LoadedSite.load(directory: directory, baseURL: baseURL, keepingSources: keepsState)
    }
    let templates = try TemplateOverrides.templateSet(
      siteDirectory: site.directory, strings: site.strings, gallery: site.gallery)
    stages.end("load")
    progress("rendering \(site.pages.count) page\(site.pages.count == 1 ? "" : "s")")
    var staging = try OutputStaging(output: output, siteDirectory: site.directory, check: check)
    var kept: State?
    let warnings: [Diagnostic]
    do throws(DiagnosticError) {
      if keepsState {
        kept = try renderKeeping(site, templates: templates, into: &staging)
        warnings = kept?.context.allWarnings ?? []
      } else {
        warnings = try site.render(templates: templates, into: &staging, progress: progress)
      }
      stages.end("render and write")  // each file checked as it is written
      progress("checking links across the site")
      // The staging directory holds only what was written (files Trellis did not write are
      // carried over when the new site is swapped in).
      let problems = check.problems(files: Set(staging.writtenPaths), root: staging.directory)
      stages.end("check")
      guard problems.isEmpty else {
        throw DiagnosticError(problems.map(\.diagnostic))
      }
    } catch {
      staging.cancel()
      throw error
    }
    progress(
      staging.placement == .swap
        ? "swapping the new site into \(output)" : "moving the new site into \(output) file by file")
    let summary = staging.summary
    let written = staging.writtenPaths
    let inPlaceReason: String? =
      if case .inPlace(let reason) = staging.placement { reason } else { nil }
    try staging.commit()  // which leaves the output as it was when it fails
    stages.end("swap")
    if let kept {
      // What the next rebuild starts from: each page's parts, with what the check found in each.
      for (path, record) in kept.pages {
        check.keepParts(of: path, start: record.start, sections: record.checkedSections, end: record.end)
      }
      self.check = check
    }
    state = kept
    version += 1
    return BuildUpdate(
      version: version, reloadsPages: false, stylesheetChanged: false, pages: [],
      sectionsRendered: kept?.pages.values.reduce(0) { $0 + $1.sections.count } ?? 0,
      sectionsChecked: 0, filesWritten: written, filesRemoved: [], bytesWritten: summary.bytes,
      inPlaceReason: inPlaceReason, warnings: warnings, duration: clock.now - start, stages: stages.totals,
      validationTime: check.cpuTime.total)
  }

  /// Renders every page as its shell and sections, and every other file, into `staging`
  /// (checked as they are written), and returns them as the state the next rebuild starts from.
  func renderKeeping(
    _ site: LoadedSite, templates: TemplateSet, into staging: inout OutputStaging
  ) throws(DiagnosticError) -> State {
    var context = RenderContext(site: site)
    let renderer = PageRenderer(templates: templates)
    let renderers = RendererPool(templates: templates, count: ProcessInfo.processInfo.activeProcessorCount)
    var pages: [String: PageRecord] = [:]
    var order: [String] = []
    // Every section is new: each is rendered (a page's on every core).
    let inputs = Inputs(
      site: site, templates: templates, context: context, templatesChanged: true, changedItems: nil,
      keepsPlaces: false)
    var stages = StageTimes(clock: ContinuousClock())
    for page in site.pages {
      let content = try context.content(for: page)
      pages[content.fileName] =
        try diffAndRender(
          page, content: content, previous: nil, inputs: inputs, renderer: renderer, renderers: renderers,
          stages: &stages
        ).record
      order.append(content.fileName)
    }
    let others = try otherFiles(
      context: context, renderer: renderer, renderers: renderers, pages: pages, changedItems: nil, previous: nil,
      checking: false)
    // The pages, then the other files in the order a build makes them, written and checked on
    // every core; then the sitemaps (checked against their own schema) and the static folder
    // (not checked), one by one.
    let files =
      order.compactMap { path in pages[path].map { OutputFile(path: path, text: Self.joined($0)) } }
      + others.order.compactMap { path in others.files[path].map { OutputFile(path: path, contents: $0) } }
    func isLast(_ file: OutputFile) -> Bool {
      if case .copy = file.contents { return true }
      return SitemapSchema.isSitemap(file.path)
    }
    let (inParallel, last) = (files.filter { !isLast($0) }, files.filter(isLast))
    try staging.writeInParallel(inParallel.count, workers: renderers.count) { _, index in inParallel[index] }
    for file in last {
      if case .copy = file.contents { try staging.write(file, checked: false) } else { try staging.write(file) }
    }
    return State(
      site: site, templates: templates, renderer: renderer, renderers: renderers, context: context, pages: pages,
      files: others.files, itemFiles: others.itemFiles, otherPaths: others.otherPaths, paths: others.paths,
      search: others.search)
  }

  static func joined(_ record: PageRecord) -> String {
    record.start + record.sections.map(\.html).joined() + record.end
  }

  /// Time spent per stage, summed over the pages.
  struct StageTimes {
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
  static func render(
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

  static func rendering<T>(_ body: () throws(TemplateError) -> T) throws(DiagnosticError) -> T {
    do {
      return try body()
    } catch {
      throw DiagnosticError(error.diagnostic)
    }
  }
}
