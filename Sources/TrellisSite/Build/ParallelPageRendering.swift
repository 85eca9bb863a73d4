import Dispatch
import Foundation
import Synchronization
import TrellisRender

/// Renders a page on every core: its pieces (``PagePiece``) are rendered in batches
/// (``ParallelRendering``), while the batch before is handed to `emit` in page order. The HTML is
/// the same, byte for byte, as a renderer's sequential ``PageRenderer/render(_:stylesheet:script:emit:)``;
/// only two batches (a few megabytes) are held at a time.
struct ParallelPageRendering {
  private let templates: TemplateSet
  let workers: Int
  /// The workers' renderers, kept from batch to batch and page to page (and used for the
  /// items' pages once the pages are done).
  let renderers: RendererPool
  /// Pieces per batch, per worker.
  static let piecesPerWorker = 4

  init(templates: TemplateSet, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.templates = templates
    self.workers = min(max(workers, 1), 16)
    renderers = RendererPool(templates: templates, count: self.workers)
  }

  /// Renders the page, handing its HTML to `emit` in order; `progress` is told the fraction of
  /// the page done after each batch.
  func render(
    _ page: PageContent, stylesheet: String, script: String?, progress: (Double) -> Void = { _ in },
    emit: (String) throws -> Void
  ) throws {
    let sequential = PageRenderer(templates: templates)
    let pieces = sequential.pieces(of: page)
    guard workers > 1, pieces.count > workers else {
      return try sequential.render(page, stylesheet: stylesheet, script: script, emit: emit)
    }
    let batchSize = workers * Self.piecesPerWorker
    var pending: [Result<String, TemplateError>] = []
    for start in stride(from: 0, to: pieces.count, by: batchSize) {
      let batch = Array(pieces[start..<min(start + batchSize, pieces.count)])
      let rendered = RenderedBatch()
      let group = DispatchGroup()
      DispatchQueue.global().async(group: group) { [renderers] in
        let results = ParallelRendering.map(batch.count, renderers: renderers) {
          renderer, index throws(TemplateError) in
          var html = ""
          try renderer.render(batch[index], of: page, stylesheet: stylesheet, script: script, into: &html)
          return html
        }
        rendered.results.withLock { $0 = results }
      }
      do {
        try Self.emit(pending, emit)
      } catch {
        group.wait()
        throw error
      }
      group.wait()
      pending = rendered.results.withLock { $0 }
      progress(Double(start + batch.count) / Double(pieces.count))
    }
    try Self.emit(pending, emit)
  }

  /// Where a batch rendered in the background leaves its HTML.
  private final class RenderedBatch: Sendable {
    let results = Mutex<[Result<String, TemplateError>]>([])
  }

  /// Hands a batch's HTML on, small pieces (a section's start or end) gathered into larger writes.
  private static func emit(_ results: [Result<String, TemplateError>], _ emit: (String) throws -> Void) throws {
    var small = ""
    for result in results {
      let html = try result.get()
      if html.utf8.count < 65_536 {
        small += html
        if small.utf8.count < 65_536 { continue }
        try emit(small)
      } else {
        if !small.isEmpty { try emit(small) }
        try emit(html)
      }
      small = ""
    }
    if !small.isEmpty { try emit(small) }
  }
}
