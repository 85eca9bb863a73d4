import Dispatch
import Synchronization
import TrellisRender

/// Renders HTML on every core. Job `i` of `count` goes to worker `i mod workers`, which renders
/// its jobs in order with a ``PageRenderer`` of its own (a renderer caches compiled templates
/// and is not thread-safe); each worker hands its results over once, under a lock, and they come
/// back in job order. The one way Trellis renders in parallel: whole pages in batches
/// (``ParallelPageRendering``) and changed sections in the live preview (`LiveBuild`).
enum ParallelRendering {
  static func map(
    _ count: Int, workers: Int, templates: TemplateSet,
    _ render: @Sendable (PageRenderer, Int) throws(TemplateError) -> String
  ) -> [Result<String, TemplateError>] {
    let workers = min(max(workers, 1), max(count, 1))
    let done = Mutex<[(Int, Result<String, TemplateError>)]>([])
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let renderer = PageRenderer(templates: templates)
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
