import Dispatch
import Foundation
import ServiceLifecycle
import Synchronization
import TrellisData
import TrellisDiagnostics
import TrellisSite

/// The preview's loop: waits for the watcher, rebuilds what changed (``SiteBuild``), and tells
/// the terminal and the open pages. Changes that arrive while a rebuild runs are gathered and
/// rebuilt together once it ends, so rapid saves cost one rebuild, not one each.
///
/// The open pages are told as soon as a rebuild's files are made and checked; its files are
/// served from memory (``pendingContents(of:)``) until they are written, a moment later.
final class PreviewSession: Service, @unchecked Sendable {
  // `build` is used by one rebuild at a time (the loop waits for each), on the rebuild queue.
  private let build: SiteBuild
  private let watcher: any FileWatcher
  private let events: LiveEvents
  private let report: @Sendable (PreviewServer.Report) -> Void
  private let queue = DispatchQueue(label: "trellis.rebuild")
  private let currentVersion = Atomic<Int>(0)
  /// The warnings last printed: printed again only when they change.
  private let warnings = Mutex<[Diagnostic]>([])
  /// The rebuild's files while they are being written.
  private let pending = Mutex<PendingWrite?>(nil)

  /// The version of the output being served.
  var version: Int { currentVersion.load(ordering: .acquiring) }

  init(
    build: SiteBuild, watcher: any FileWatcher, events: LiveEvents,
    report: @escaping @Sendable (PreviewServer.Report) -> Void
  ) {
    self.build = build
    self.watcher = watcher
    self.events = events
    self.report = report
  }

  /// The first build, before the server starts. A bad site is reported and served as it was
  /// (the previous output, if any), with the problem shown on every page. The watcher starts
  /// first, so that a file saved during the first build, or before the server's first line, is
  /// rebuilt; the folders the build found (of data files in folders of their own) join it after.
  func buildFirst() {
    watcher.watch(build.watchedDirectories)
    let result = Result { () throws(DiagnosticError) in try build.update() }
    tell(result)
    if case .success(let update) = result { report(.info(update.summary)) }
    watcher.watch(build.watchedDirectories)
  }

  /// A file of the output (a path relative to it) as the rebuild being written makes it, and
  /// that build's version; nil when no rebuild is being written, or it leaves the file as it is.
  func pendingContents(of path: String) -> (contents: PendingWrite.Contents, version: Int)? {
    pending.withLock { pending in
      guard let pending, let contents = pending.contents(of: path) else { return nil }
      return (contents, pending.version)
    }
  }

  func run() async throws {
    watcher.watch(build.watchedDirectories)
    await withGracefulShutdownHandler {
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await self.heartbeats() }
        group.addTask { await self.rebuilds() }
        await group.next()
        group.cancelAll()
      }
    } onGracefulShutdown: {
      self.watcher.stop()
      self.events.close()
    }
  }

  /// Rebuilds as long as the watcher reports changes.
  private func rebuilds() async {
    for await _ in watcher.signals {
      // Everything reported since the last rebuild began goes into this one. A directory that
      // appeared (a first template, the images folder) is watched from now on, and the files
      // already in it count as changed.
      var changes = watcher.takeChanges()
      for directory in watcher.watch(build.watchedDirectories) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        changes.formUnion(names.filter { !$0.hasPrefix(".") }.map { directory + "/" + $0 })
      }
      let inputs = changes.filter(build.isInput)
      guard !inputs.isEmpty else { continue }
      var result = await rebuild(inputs)
      // A build that read a file being saved fails for nothing: when the save goes on (more
      // changes come within a quiet period, seen within the watcher's latency), the next rebuild
      // tells, not this one. A writer paused mid-save past that wait may have finished unseen,
      // so the files are read once more before a problem is told.
      if case .failure = result {
        try? await Task.sleep(for: watcher.quiet + watcher.latency)
        if watcher.hasChanges { continue }
        result = await rebuild(inputs)
        if case .failure = result, watcher.hasChanges { continue }
      }
      // The open pages first, then the files written: served from memory meanwhile, from
      // before the pages are told (a page told to load again asks at once).
      if case .success(let (_, pendingWrite?)) = result { pending.withLock { $0 = pendingWrite } }
      tell(result.map(\.0))
      if case .success(let (update, pendingWrite?)) = result {
        let written = await write(pendingWrite, of: update)
        pending.withLock { $0 = nil }
        switch written {
        case .success(let update): report(.info(update.summary))
        case .failure(let error):
          report(.problems(error.diagnostics, "the output could not be written; the next rebuild writes it whole"))
        }
      } else if case .success(let (update, nil)) = result {
        report(.info(update.summary))
      }
      watcher.watch(build.watchedDirectories)
    }
  }

  /// Rebuilds what `inputs` affect, on the rebuild queue, up to the writing.
  private func rebuild(_ inputs: Set<String>) async -> Result<(BuildUpdate, PendingWrite?), DiagnosticError> {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(
          returning: Result { () throws(DiagnosticError) in try self.build.prepare(changedFiles: inputs) })
      }
    }
  }

  /// Writes a rebuild's files, on the rebuild queue.
  private func write(_ pending: PendingWrite, of update: BuildUpdate) async -> Result<BuildUpdate, DiagnosticError> {
    await withCheckedContinuation { continuation in
      queue.async {
        continuation.resume(
          returning: Result { () throws(DiagnosticError) in try self.build.write(pending, of: update) })
      }
    }
  }

  /// Tells the open pages and the terminal what a build came to (its summary is told once it
  /// is written).
  private func tell(_ result: Result<BuildUpdate, DiagnosticError>) {
    switch result {
    case .success(let update):
      currentVersion.store(update.version, ordering: .releasing)
      let message = update.reloadsPages ? PreviewMessage.reload(version: update.version) : PreviewMessage.patch(update)
      // The first good build reloads pages opened while the site could not be built.
      events.broadcast(
        update.version == 1 ? PreviewMessage.reload(version: 1) : message,
        greeting: [PreviewMessage.hello(version: update.version)])
      let newWarnings = warnings.withLock { old in
        defer { old = update.warnings }
        return old == update.warnings ? [] : update.warnings
      }
      if !newWarnings.isEmpty { report(.problems(newWarnings, "")) }
    case .failure(let error):
      let version = self.version
      let problem = PreviewMessage.problem(version: version, error.diagnostics)
      events.broadcast(problem, greeting: [PreviewMessage.hello(version: version), problem])
      report(
        .problems(
          error.diagnostics,
          version == 0 ? "the site could not be built" : "the last good build is still served"))
    }
  }

  /// A comment line to every client now and then: a client gone is found by the failed write.
  private func heartbeats() async {
    while !Task.isCancelled {
      try? await Task.sleep(for: .seconds(10))
      events.broadcast(PreviewMessage.heartbeat, greeting: nil)
    }
  }
}
