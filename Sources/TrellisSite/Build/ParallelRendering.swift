import Dispatch
import Synchronization
import TrellisRender

/// Renders HTML on every core. Job `i` of `count` goes to worker `i mod workers`, which renders
/// its jobs in order with a ``PageRenderer`` of its own from `renderers` (a renderer caches
/// compiled templates and is not thread-safe); each worker hands its results over once, under a
/// lock, and they come back in job order. Used for whole pages in batches
/// (``ParallelPageRendering``) and changed sections in the live preview (`SiteBuild`); the items'
/// own pages are written the same way (``OutputStaging/writeInParallel(_:workers:_:)``).
enum ParallelRendering {
  static func map(
    _ count: Int, renderers: RendererPool,
    _ render: @Sendable (PageRenderer, Int) throws(TemplateError) -> String
  ) -> [Result<String, TemplateError>] {
    let workers = min(renderers.count, max(count, 1))
    let done = Mutex<[(Int, Result<String, TemplateError>)]>([])
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let renderer = renderers.renderer(worker)
      var mine: [(Int, Result<String, TemplateError>)] = []
      for index in stride(from: worker, to: count, by: workers) {
        mine.append((index, Result { () throws(TemplateError) in try render(renderer, index) }))
      }
      done.withLock { $0 += mine }
    }
    var results = [Result<String, TemplateError>](repeating: .success(""), count: count)
    for (index, result) in done.withLock({ $0 }) { results[index] = result }
    return results
  }
}
