import Foundation
import Synchronization

/// Checks a site while it is being written, with the rules of ``SiteValidator``: each page and
/// SVG is checked as its bytes go by (``begin(_:)`` gives the writer of a file something to hand
/// them to), and ``finish(root:files:)`` adds the checks across files once everything is written.
/// Nothing is read back from disk, except the lines of files with problems (for columns).
///
/// Files are begun from one thread at a time, except through ``begin(_:worker:)``: worker `k`
/// of several writing at once has a parsed schema of its own (libxml2's parsed RelaxNG schema is
/// not shared between validations running at the same time).
package final class SiteCheck: @unchecked Sendable {
  /// The schema, read and parsed on another thread while the site loads; parsed once, as the
  /// files are checked one after another.
  private var schema: (source: SchemaSource, compiled: CompiledSchema?)?
  private let schemaReady = DispatchGroup()
  private let displayName: String
  private let collapsesRuns: Bool
  private let facts = Mutex<[String: DocumentFacts]>([:])
  /// The schema parsed again for workers 1, 2 …, made when a worker first asks.
  private let workerSchemas = Mutex<[Int: CompiledSchema]>([:])
  /// Each worker's page stream, between pages: reset for the next page, it keeps its parser's
  /// names and the shapes of the pages it found valid (see ``DocumentStream``).
  private let idleStreams = Mutex<[Int: DocumentStream]>([:])

  /// `displayName` is how problems name the output directory (`Output` in
  /// `Output/gallery.html:12:5: error: …`).
  package init(schema: String?, displayName: String, collapsesRuns: Bool = true) {
    self.displayName = displayName
    self.collapsesRuns = collapsesRuns
    if let schema {
      DispatchQueue.global().async(group: schemaReady) {
        self.schema = (SchemaSource(schema), CompiledSchema(schema))  // read after schemaReady.wait()
      }
    }
  }

  /// Whether a file is checked: pages (`.html`) and SVG drawings.
  package static func checks(_ path: String) -> Bool { path.hasSuffix(".html") || path.hasSuffix(".svg") }

  /// Starts checking the file at `path` (relative to the output); nil for a file not checked.
  /// Close its writer before beginning the next page (they share the parsed schema).
  package func begin(_ path: String) -> DocumentWriter? {
    begin(path, worker: 0)
  }

  /// Starts checking a file written by worker `worker` of several writing at once (worker 0 is
  /// the one ``begin(_:)`` stands for). Each worker closes a writer before it begins the next.
  package func begin(_ path: String, worker: Int) -> DocumentWriter? {
    guard Self.checks(path) else { return nil }
    schemaReady.wait()
    let page = path.hasSuffix(".html")
    var compiled = page ? schema?.compiled : nil
    if worker > 0, page, let source = schema?.source {
      compiled = workerSchemas.withLock { schemas in
        if let parsed = schemas[worker] { return parsed }
        let parsed = CompiledSchema(source.text)
        schemas[worker] = parsed
        return parsed
      }
    }
    let name = displayName + "/" + path
    guard page else {
      let stream = DocumentStream(displayName: name, schema: nil, collapsesRuns: collapsesRuns)
      return DocumentWriter(stream: stream) { [unowned self] found in self.facts.withLock { $0[path] = found } }
    }
    let stream: DocumentStream
    if let idle = idleStreams.withLock({ $0.removeValue(forKey: worker) }) {
      idle.reset(displayName: name)
      stream = idle
    } else {
      stream = DocumentStream(
        displayName: name, schema: schema?.source, compiled: compiled, collapsesRuns: collapsesRuns)
    }
    return DocumentWriter(stream: stream) { [unowned self] found in
      self.facts.withLock { $0[path] = found }
      self.idleStreams.withLock { $0[worker] = stream }
    }
  }

  /// Checks a sitemap Trellis wrote (``SitemapSchema/isSitemap(_:)``) against the Sitemap
  /// protocol's schema.
  package func checkSitemap(_ path: String, text: String) {
    var found = DocumentFacts()
    found.problems = SitemapCheck.problems(of: text, displayName: displayName + "/" + path)
    facts.withLock { $0[path] = found }
  }

  /// The checks across files, once every file is written into `root`; every problem found,
  /// sorted by file and line.
  /// `files`, when given, are the files below `root` (relative paths), which then is not listed.
  package func finish(root: String, files: [String]? = nil) -> [ValidationProblem] {
    let root = URL(fileURLWithPath: root).standardizedFileURL
    return SiteValidator.conclude(
      facts.withLock { $0 }, root: root, displayName: displayName, files: files ?? SiteValidator.files(below: root))
  }
}

/// Takes one file's bytes as they are written. A small file is checked when it is closed; a
/// large one on a thread of its own as it goes, so the writer goes on while libxml2 reads. At
/// most ``maximumPending`` chunks wait; a writer that gets further ahead waits for the checker.
package final class DocumentWriter: @unchecked Sendable {
  package static let maximumPending = 32
  /// Below this many bytes a file is checked at once, when closed (no thread for an icon).
  package static let smallFile = 1 << 20

  private enum Chunk {
    case text(String)
    case bytes([UInt8])
  }

  private let stream: DocumentStream
  private let done: (DocumentFacts) -> Void
  private var held: [Chunk] = []
  private var heldBytes = 0
  /// Set once the file has grown past ``smallFile``.
  private var queue: DispatchQueue?
  private let room = DispatchSemaphore(value: DocumentWriter.maximumPending)

  init(stream: DocumentStream, done: @escaping (DocumentFacts) -> Void) {
    self.stream = stream
    self.done = done
  }

  package func write(_ text: String) { add(.text(text), count: text.utf8.count) }

  package func write(_ bytes: [UInt8]) { add(.bytes(bytes), count: bytes.count) }

  /// The file is complete: checks what is held, or waits for the checker.
  package func close() {
    if let queue {
      done(queue.sync { stream.finish() })
    } else {
      stream.remembersShapes = heldBytes <= DocumentStream.smallDocument
      for chunk in held { Self.feed(chunk, to: stream) }
      done(stream.finish())
    }
  }

  private func add(_ chunk: Chunk, count: Int) {
    if queue == nil {
      held.append(chunk)
      heldBytes += count
      guard heldBytes >= Self.smallFile else { return }
      queue = DispatchQueue(label: "trellis.validation")
      for chunk in held { send(chunk) }
      held = []
    } else {
      send(chunk)
    }
  }

  private func send(_ chunk: Chunk) {
    guard let queue else { return }
    room.wait()
    queue.async { [stream, room] in
      Self.feed(chunk, to: stream)
      room.signal()
    }
  }

  private static func feed(_ chunk: Chunk, to stream: DocumentStream) {
    switch chunk {
    case .text(let text): stream.feed(text)
    case .bytes(let bytes): bytes.withUnsafeBytes { stream.feed($0) }
    }
  }
}
