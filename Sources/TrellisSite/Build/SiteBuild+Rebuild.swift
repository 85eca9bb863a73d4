import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisRender
import TrellisValidation

extension SiteBuild {
  // MARK: - A rebuild

  /// Rebuilds what `changedFiles` (absolute, standardized paths) affect, from `previous`.
  func rebuild(
    changedFiles: Set<String>, previous: State, siteDirectory: String, check: SiteCheck
  ) throws(DiagnosticError) -> (BuildUpdate, PendingWrite) {
    let clock = ContinuousClock()
    let start = clock.now
    var stages = StageTimes(clock: clock)
    let validatedBefore = check.cpuTime.total

    // 1. Reload what changed.
    let inputs = try reload(changedFiles: changedFiles, previous: previous, siteDirectory: siteDirectory)
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
      var reloadsPages = inputs.templatesChanged || previous.site.pages.map(\.id) != inputs.site.pages.map(\.id)
      var sectionsRendered = 0
      var sectionsChecked = 0
      var changedPages: [String] = []
      for page in inputs.site.pages {
        // With every item in its place and only some items' content changed, a page that shows
        // none of them is as it was.
        if inputs.keepsPlaces, let changedItems = inputs.changedItems, let old = previous.pages[page.fileName],
          changedItems.isEmpty || !page.sections.contains(where: { $0.sources.contains(where: changedItems.contains) })
        {
          pages[page.fileName] = old
          continue
        }
        let content = try context.content(for: page)
        let update = try diffAndRender(
          page, content: content, previous: previous.pages[content.fileName], inputs: inputs, renderer: renderer,
          renderers: renderers, stages: &stages)
        if update.shellChanged { reloadsPages = true }
        sectionsRendered += update.rendered
        let old = update.old
        let orderChanged = old.map { $0.sections.map(\.id) != update.record.sections.map(\.id) } ?? true
        if old == nil || !update.changed.isEmpty || orderChanged || reloadsPages {
          sectionsChecked += check.checkPage(
            content.fileName, start: update.record.start, sections: update.record.checkedSections,
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
        changedItems: inputs.keepsPlaces ? inputs.changedItems : nil, previous: previous,
        checking: true)
      let files = others.files
      // A static file may be anything a page uses (a stylesheet, a font, a picture): pages reload.
      if previous.site.staticFiles != inputs.site.staticFiles
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

      // 4. What to write: the files that changed.
      let pending = plannedWrite(
        pages: pages, changedPages: changedPages, files: files, changedFiles: others.changed,
        removedFiles: others.removed, previous: previous)
      let stylesheetChanged = previous.files[RenderContext.stylesheetPath] != files[RenderContext.stylesheetPath]
      state = State(
        site: inputs.site, templates: inputs.templates, renderer: renderer, renderers: renderers, context: context,
        pages: pages, files: files, itemFiles: others.itemFiles, otherPaths: others.otherPaths, paths: others.paths,
        search: others.search)
      version += 1
      let update = BuildUpdate(
        version: version, reloadsPages: reloadsPages, stylesheetChanged: stylesheetChanged,
        pages: reloadsPages ? [] : patches, sectionsRendered: sectionsRendered, sectionsChecked: sectionsChecked,
        filesWritten: pending.paths, filesRemoved: pending.removed, bytesWritten: pending.byteCount,
        inPlaceReason: nil, warnings: context.allWarnings,
        duration: clock.now - start, stages: stages.totals, validationTime: check.cpuTime.total - validatedBefore)
      return (update, pending)
    } catch {
      check.discardChanges()
      throw error
    }
  }

  // MARK: - Reloading

  /// What a rebuild starts from: the site (its unchanged files reused), the templates (reused
  /// unless one changed) and the render context (its images reused unless they may look
  /// different).
  struct Inputs {
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

  func reload(
    changedFiles: Set<String>, previous: State?, siteDirectory: String
  ) throws(DiagnosticError) -> Inputs {
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
      try TemplateOverrides.checkDecorationTemplates(templates, of: site.gallery)
    } else {
      templates = try TemplateOverrides.templateSet(
        siteDirectory: siteDirectory, strings: site.strings, gallery: site.gallery)
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
  static func showSameItems(_ site: LoadedSite, _ other: LoadedSite) -> Bool {
    site.pages.count == other.pages.count
      && zip(site.pages, other.pages).allSatisfy { page, otherPage in
        page.id == otherPage.id && page.sections.count == otherPage.sections.count
          && zip(page.sections, otherPage.sections).allSatisfy { $0.id == $1.id && $0.sources == $1.sources }
      }
  }

  // MARK: - Pages

  /// One page rebuilt: its record, the sections (ids) rendered anew, and whether its shell
  /// (everything around the sections) changed.
  struct PageUpdate {
    var old: PageRecord?
    var record: PageRecord
    var changed: Set<String>
    var shellChanged: Bool
    var rendered: Int
  }

  /// Diffs a page against its last good build and renders the sections that changed: those
  /// whose items were inserted, removed or moved, whose content or layout differs, or all of
  /// them when a template changed.
  func diffAndRender(
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

  // MARK: - Diffing

  /// The new page's sections that are new, or whose items were inserted, removed or moved (within
  /// the section or from another): those whose item list differs from the old section's of the
  /// same id. Item identifiers are unique in a page (the page builder checked them), so a list
  /// that differs is exactly one a diff of the two pages would touch; the removed sections are the
  /// patch's to handle (``patch(_:old:new:changed:)``).
  static func sectionsTouched(old: PageRecord, new page: Page, items: [[ItemID]]) -> Set<String> {
    let oldItems = Dictionary(old.sections.map { ($0.pageSectionID, $0.items) }, uniquingKeysWith: { a, _ in a })
    var touched: Set<String> = []
    for (section, sectionItems) in zip(page.sections, items) where oldItems[section.id] != sectionItems {
      touched.insert(section.id)
    }
    return touched
  }

  /// The page's sections for the browser: the changed ones with their HTML and where each item was.
  static func patch(_ fileName: String, old: PageRecord, new: PageRecord, changed: Set<String>) -> PagePatch {
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

}
