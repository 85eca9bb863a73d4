import TrellisRender

/// One ``PageRenderer`` per worker, kept for a whole build so that each compiles a template
/// once (a renderer caches compiled templates and is not thread-safe). Worker `w` uses
/// `renderer(w)` only, from one thread at a time.
final class RendererPool: @unchecked Sendable {  // each renderer is used by its worker only
  private let renderers: [PageRenderer]

  init(templates: TemplateSet, count: Int) {
    renderers = (0..<max(count, 1)).map { _ in PageRenderer(templates: templates) }
  }

  var count: Int { renderers.count }

  func renderer(_ worker: Int) -> PageRenderer { renderers[worker] }
}
