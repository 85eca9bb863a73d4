import TrellisDiagnostics
import TrellisRender

extension LoadedSite {
  /// Renders every file of the site into `staging`, in a deterministic order: the pages (and
  /// `index.html`), streamed as they are made, the items' own pages, then the stylesheet, the script, the assets (images and avatars) and the static folder.
  /// Returns the warnings.
  /// `progress` is told, for large pages, each tenth of the page rendered.
  package func render(
    templates: TemplateSet, into staging: inout OutputStaging, progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> [Diagnostic] {
    var context = RenderContext(site: self)
    let renderer = PageRenderer(templates: templates)
    let pageRenderer = ParallelPageRendering(templates: templates)
    // Pages of up to a few thousand rows are made, written and checked on every core, a batch
    // at a time; a larger page is rendered on every core and written as it is made.
    var small: [PageContent] = []
    for page in pages {
      let content = try context.content(for: page)
      if content.rowCount <= Self.smallPageRows {
        small.append(content)
        if small.count == Self.smallPageBatch {
          try Self.writeSmallPages(small, renderers: pageRenderer.renderers, into: &staging)
          small.removeAll()
        }
        continue
      }
      try Self.writeSmallPages(small, renderers: pageRenderer.renderers, into: &staging)
      small.removeAll()
      try staging.stream(content.fileName) {
        (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
        do {
          var tenths = 0
          try pageRenderer.render(
            content, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath,
            progress: { done in
              guard Int(done * 10) > tenths else { return }
              tenths = Int(done * 10)
              progress("rendering \(content.fileName): \(tenths * 10)%")
            }
          ) {
            try append(.text($0))
          }
        } catch let error as DiagnosticError {
          throw error
        } catch let error as TemplateError {
          throw DiagnosticError(error.diagnostic)
        } catch {
          throw DiagnosticError(Diagnostic(at: nil, .unexpected(error)))
        }
      }
    }
    try Self.writeSmallPages(small, renderers: pageRenderer.renderers, into: &staging)
    if let home = try context.homePage(renderer: renderer) { try staging.write(home) }
    if let search = context.search() {
      progress("writing the search page and index")
      try Self.write(search.page.fileName, into: &staging) { () throws(TemplateError) in
        try renderer.renderSearch(
          search.page, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath)
      }
      try staging.write(search.index)
    }
    // The items' pages, thousands of small ones, are made, written and checked on every core.
    if let items = context.itemPageContents(), !items.indices.isEmpty {
      progress("writing \(items.indices.count) item page\(items.indices.count == 1 ? "" : "s")")
      try Self.writeItemPages(items, renderers: pageRenderer.renderers, into: &staging)
    }
    for file in context.siteFiles() { try staging.write(file) }
    // With a base URL: the not-found page, and the sitemap of every page written.
    if let notFound = try context.notFoundPage(renderer: renderer) { try staging.write(notFound) }
    for sitemap in context.sitemaps(pages: staging.writtenPaths) { try staging.write(sitemap) }
    // The static folder last, as it is: counted by the link checks, its contents not checked.
    let written = staticFiles.isEmpty ? [] : Set(staging.writtenPaths)
    let statics =
      if let directory {
        try StaticFolder.outputFiles(staticFiles, siteDirectory: directory, avoiding: written)
      } else {
        [OutputFile]()
      }
    for file in statics { try staging.write(file, checked: false) }
    return context.allWarnings
  }

  /// The most rows a page rendered whole by one worker has (a larger one is cut into pieces).
  static let smallPageRows = 2048
  /// Small pages rendered at a time.
  static let smallPageBatch = 64

  /// Pages rendered, written and checked each by one of the workers, in order.
  private static func writeSmallPages(
    _ pages: [PageContent], renderers: RendererPool, into staging: inout OutputStaging
  ) throws(DiagnosticError) {
    guard !pages.isEmpty else { return }
    try staging.writeInParallel(pages.count, workers: renderers.count) { worker, index throws(DiagnosticError) in
      try renderers.renderer(worker).outputFile(for: pages[index])
    }
  }

  /// The items' pages, thousands of small ones: each made, written and checked by one of the
  /// workers.
  private static func writeItemPages(
    _ items: ItemPageContents, renderers: RendererPool, into staging: inout OutputStaging
  ) throws(DiagnosticError) {
    try staging.writeInParallel(items.indices.count, workers: renderers.count) {
      worker, index throws(DiagnosticError) in
      guard let item = items[index] else { return nil }
      do throws(TemplateError) {
        let html = try renderers.renderer(worker).renderItem(
          item, stylesheet: RenderContext.stylesheetPath, script: RenderContext.scriptPath)
        return OutputFile(path: item.fileName, text: html)
      } catch {
        throw DiagnosticError(error.diagnostic)
      }
    }
  }

  /// Writes the page `render` makes; a template's error becomes its diagnostic.
  private static func write(
    _ path: String, into staging: inout OutputStaging, _ render: () throws(TemplateError) -> String
  ) throws(DiagnosticError) {
    let html: String
    do {
      html = try render()
    } catch {
      throw DiagnosticError(error.diagnostic)
    }
    try staging.write(OutputFile(path: path, text: html))
  }
}
