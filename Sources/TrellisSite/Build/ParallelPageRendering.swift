import Dispatch
import Foundation
import TrellisRender

/// Renders a page on every core: its pieces (``PagePiece``) are rendered in batches, one
/// renderer per thread, while the batch before is handed to `emit` in page order. The HTML is
/// the same, byte for byte, as a renderer's sequential ``PageRenderer/render(_:stylesheet:script:emit:)``;
/// only two batches (a few megabytes) are held at a time.
struct ParallelPageRendering {
  /// One renderer per worker thread (a renderer caches templates and is not thread-safe).
  private let renderers: Renderers
  /// Pieces per batch, per worker.
  static let piecesPerWorker = 4

  init(templates: TemplateSet, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
    renderers = Renderers((0..<min(max(workers, 1), 16)).map { _ in PageRenderer(templates: templates) })
  }

  /// Renders the page, handing its HTML to `emit` in order; `progress` is told the fraction of
  /// the page done after each batch.
  func render(
    _ page: PageContent, stylesheet: String, script: String?, progress: (Double) -> Void = { _ in },
    emit: (String) throws -> Void
  ) throws {
    let workers = renderers.items.count
    let pieces = renderers.items[0].pieces(of: page)
    guard workers > 1, pieces.count > workers else {
      return try renderers.items[0].render(page, stylesheet: stylesheet, script: script, emit: emit)
    }
    let batchSize = workers * Self.piecesPerWorker
    let renderers = self.renderers
    var pending: Batch?
    for start in stride(from: 0, to: pieces.count, by: batchSize) {
      let batch = Batch(Array(pieces[start..<min(start + batchSize, pieces.count)]))
      let group = DispatchGroup()
      DispatchQueue.global().async(group: group) {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          // Worker w renders pieces w, w + workers, …: each slot is written by one thread.
          for index in stride(from: worker, to: batch.pieces.count, by: workers) {
            var html = ""
            do throws(TemplateError) {
              try renderers.items[worker].render(
                batch.pieces[index], of: page, stylesheet: stylesheet, script: script, into: &html)
              batch.results[index] = .success(html)
            } catch {
              batch.results[index] = .failure(error)
            }
          }
        }
      }
      do {
        if let pending { try pending.emit(emit) }
      } catch {
        group.wait()
        throw error
      }
      group.wait()
      pending = batch
      progress(Double(start + batch.pieces.count) / Double(pieces.count))
    }
    try pending?.emit(emit)
  }

  private final class Renderers: @unchecked Sendable {
    let items: [PageRenderer]
    init(_ items: [PageRenderer]) { self.items = items }
  }

  /// A batch of pieces and their HTML. Each result slot is written by exactly one worker and
  /// read only after the batch's group has finished.
  private final class Batch: @unchecked Sendable {
    let pieces: [PagePiece]
    let results: UnsafeMutableBufferPointer<Result<String, TemplateError>>

    init(_ pieces: [PagePiece]) {
      self.pieces = pieces
      results = .allocate(capacity: pieces.count)
      results.initialize(repeating: .success(""))
    }

    deinit {
      _ = results.deinitialize()
      results.deallocate()
    }

    /// Hands the HTML on, small pieces (a section's start or end) gathered into larger writes.
    func emit(_ emit: (String) throws -> Void) throws {
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
}
