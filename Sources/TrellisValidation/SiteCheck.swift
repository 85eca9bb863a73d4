import Dispatch
import Foundation
import Synchronization
import TrellisDiagnostics

/// Checks a site's output with the rules of ``SiteValidator`` (each page against the page
/// schema, each SVG well-formed, a sitemap against the Sitemap protocol, ids unique within a
/// page, links and fragments that resolve, every page reachable), and keeps what it learnt, so
/// that one checker serves a site from its first build through every rebuild:
///
/// - **A whole build** hands each page and SVG over as its bytes are written
///   (``begin(_:worker:)``), from several writers at once.
/// - **A rebuild** checks what changed: files made whole (``checkFiles(_:)``), and a gallery page
///   part by part (``checkPage(_:start:sections:end:changed:)``): each changed section inside the
///   page's shell (the HTML before and after its sections), as a document of its own. The schema
///   takes any number of sections, so each such document is one it can judge, and what is found
///   in it is put back at the section's lines in the real page.
/// - ``problems(files:root:)`` adds the checks across sections and files. They are redone for
///   the changed files only while the output's files and every file's ids stay the same.
///
/// Nothing is read back from disk, except the lines of files with problems (for columns).
/// Only the writers of ``begin(_:worker:)`` run at the same time; call the rest from one thread.
package final class SiteCheck: @unchecked Sendable {
  /// The schema, read and parsed on another thread while the site loads (read after
  /// `schemaReady.wait()`); parsed once more for each worker past the first.
  private var schema: (source: SchemaSource, compiled: CompiledSchema?)?
  private let schemaReady = DispatchGroup()
  private let workerSchemas = Mutex<[Int: CompiledSchema]>([:])
  /// Each worker's page stream, between pages: reset for the next page, it keeps its parser's
  /// names and the shapes of the pages it found valid (see ``DocumentStream``).
  private let idleStreams = Mutex<[Int: DocumentStream]>([:])
  private let displayName: String
  private let collapsesRuns: Bool
  /// Facts found by writers and workers, not yet taken into ``known``.
  private let arrived = Mutex<[String: DocumentFacts]>([:])
  /// Whether a file checked since the last ``beginChanges()`` had a problem of its own.
  private let problemArrived = Atomic<Bool>(false)
  /// What is known of the output (used from one thread at a time).
  private var known = Known()
  /// The CPU time spent checking, on every thread: the schema's parsing, each file's check and
  /// the checks across files.
  package let cpuTime = CPUTime()

  /// `displayName` is how problems name the output directory (`Output` in
  /// `Output/gallery.html:12:5: error: …`).
  package init(schema: String?, displayName: String, collapsesRuns: Bool = true) {
    self.displayName = displayName
    self.collapsesRuns = collapsesRuns
    if let schema {
      DispatchQueue.global().async(group: schemaReady) {
        self.cpuTime.measure { self.schema = (SchemaSource(schema), CompiledSchema(schema)) }
      }
    }
  }

  /// Waits until the schema, parsed on another thread since ``init(schema:displayName:collapsesRuns:)``,
  /// is ready. A build that stops before it checks a file (its site did not load) waits for it
  /// before it returns: the process may then exit, and libxml2's cleanup at exit frees what a
  /// parse still running would use.
  package func settle() { schemaReady.wait() }

  /// Whether a file is checked: pages (`.html`) and SVG drawings.
  package static func checks(_ path: String) -> Bool { path.hasSuffix(".html") || path.hasSuffix(".svg") }

  // MARK: - Files as they are written

  /// Starts checking the file at `path` (relative to the output) written by worker `worker` of
  /// several writing at once; nil for a file not checked. Each worker closes a writer before it
  /// begins the next.
  package func begin(_ path: String, worker: Int = 0) -> DocumentWriter? {
    guard Self.checks(path) else { return nil }
    let stream = cpuTime.measure { self.stream(for: path, worker: worker) }
    return DocumentWriter(stream: stream, cpu: cpuTime) { [unowned self] found in
      self.arrive(found, at: path)
      if path.hasSuffix(".html") { self.idleStreams.withLock { $0[worker] = stream } }
    }
  }

  /// A stream for the file at `path`: a page's is worker `worker`'s, kept from page to page.
  private func stream(for path: String, worker: Int) -> DocumentStream {
    let name = displayName + "/" + path
    guard path.hasSuffix(".html") else {
      return DocumentStream(displayName: name, schema: nil, collapsesRuns: collapsesRuns)
    }
    if let idle = idleStreams.withLock({ $0.removeValue(forKey: worker) }) {
      idle.reset(displayName: name)
      return idle
    }
    schemaReady.wait()
    var compiled = schema?.compiled
    if worker > 0, let source = schema?.source {
      // A parsed schema is used by one validation at a time.
      compiled = workerSchemas.withLock { schemas in
        if let parsed = schemas[worker] { return parsed }
        let parsed = CompiledSchema(source.text)
        schemas[worker] = parsed
        return parsed
      }
    }
    return DocumentStream(displayName: name, schema: schema?.source, compiled: compiled, collapsesRuns: collapsesRuns)
  }

  /// Checks files made whole, on every core: each worker keeps its parser from file to file and
  /// does not validate again a small page of a shape it has found valid (``DocumentStream``).
  package func checkFiles(_ files: [(path: String, text: String)]) {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, files.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: files.count, by: workers) {
        let (path, text) = files[index]
        let (stream, found) = cpuTime.measure { () -> (DocumentStream, DocumentFacts) in
          let stream = self.stream(for: path, worker: worker)
          stream.remembersShapes = text.utf8.count <= DocumentStream.smallDocument
          stream.feed(text)
          return (stream, stream.finish())
        }
        arrive(found, at: path)
        if path.hasSuffix(".html") { idleStreams.withLock { $0[worker] = stream } }
      }
    }
  }

  /// Keeps what a file's check found, from any thread.
  private func arrive(_ found: DocumentFacts, at path: String) {
    if !found.problems.isEmpty { problemArrived.store(true, ordering: .relaxed) }
    arrived.withLock { $0[path] = found }
  }

  /// Whether a file checked as it was written (since the last ``beginChanges()``) has a problem
  /// of its own: a build stops writing then, and reports ``fileProblems(root:)``.
  package var hasFileProblems: Bool { problemArrived.load(ordering: .relaxed) }

  /// Whether the file at `path`, just checked as it was written (by ``begin(_:worker:)``), has a
  /// problem of its own; from any thread.
  package func hasProblems(_ path: String) -> Bool {
    arrived.withLock { $0[path].map { !$0.problems.isEmpty } } ?? false
  }

  /// Checks one file made whole.
  package func checkFile(_ path: String, text: String) {
    checkFiles([(path, text)])
  }

  /// Checks a sitemap Trellis wrote (``SitemapSchema/isSitemap(_:)``) against the Sitemap
  /// protocol's schema.
  package func checkSitemap(_ path: String, text: String) {
    var found = DocumentFacts()
    found.problems = cpuTime.measure { SitemapCheck.problems(of: text, displayName: displayName + "/" + path) }
    arrive(found, at: path)
  }

  // MARK: - Pages in parts

  /// One section of a page: its id (unique within the page) and its HTML.
  package struct Section: Sendable {
    package var id: String
    package var html: String
    package init(id: String, html: String) {
      self.id = id
      self.html = html
    }
  }

  /// Checks the page at `path` whose HTML is `start`, the sections in order, then `end`. Sections
  /// named in `changed` are checked anew, each inside the shell; the others keep their facts from
  /// an earlier check. A page not seen in parts before, whose shell changed, or whose last check
  /// found problems, is checked whole.
  /// Returns how many sections were checked.
  @discardableResult
  package func checkPage(
    _ path: String, start: String, sections: [Section], end: String, changed: Set<String>
  ) -> Int {
    takeArrived()
    let old = known.pages[path]
    guard let old, old.start == start, old.end == end, old.whole == nil else {
      let facts = check(document: start + sections.map(\.html).joined() + end, path: path)
      known.setParts(PageParts(start: start, sections: sections, end: end, facts: facts), of: path)
      return sections.count
    }
    var record = old
    record.sections = old.sections.filter { id, _ in sections.contains { $0.id == id } }
    let toCheck = sections.filter { changed.contains($0.id) || record.sections[$0.id] == nil }
    for section in toCheck {
      let facts = check(document: start + section.html + end, path: path)
      record.sections[section.id] = record.sectionFacts(section.html, inside: facts)
    }
    record.order = sections.map(\.id)
    known.setParts(record, of: path)
    return toCheck.count
  }

  /// Keeps the page at `path`, checked whole as it was written, as its parts, for
  /// ``checkPage(_:start:sections:end:changed:)`` to check a section of it anew later.
  package func keepParts(of path: String, start: String, sections: [Section], end: String) {
    takeArrived()
    guard let facts = known.facts[path] else { return }
    known.pages[path] = PageParts(start: start, sections: sections, end: end, facts: facts)
  }

  // MARK: - Changes

  /// Forgets a file no longer in the output.
  package func remove(_ path: String) {
    takeArrived()
    guard known.pages[path] != nil || known.facts[path] != nil else { return }
    known.dirty.insert(path)
    known.pages[path] = nil
    known.setFacts(nil, of: path)
  }

  /// Starts a rebuild's changes: ``discardChanges()`` goes back to what was known here.
  package func beginChanges() {
    takeArrived()
    problemArrived.store(false, ordering: .relaxed)
    known.undo = Known.Undo(
      pages: known.pages, dirty: known.dirty, idsChanged: known.idsChanged, links: known.links)
  }

  /// Forgets everything checked since ``beginChanges()`` (a rebuild abandoned).
  package func discardChanges() {
    takeArrived()
    known.discardChanges()
  }

  /// Takes the facts the writers and workers found into what is known.
  private func takeArrived() {
    let found = arrived.withLock { facts in
      defer { facts = [:] }
      return facts
    }
    for (path, facts) in found {
      known.dirty.insert(path)
      known.pages[path] = nil
      known.setFacts(facts, of: path)
    }
  }

  // MARK: - Problems

  /// Every problem in the checked files, with the checks across sections and files, sorted by
  /// file and line. `files` is every file of the output (relative paths), for links to resolve
  /// against; `root`, when given, is where the lines of a file checked whole can be read (for
  /// the columns of its problems).
  package func problems(files: Set<String>, root: String? = nil) -> [ValidationProblem] {
    cpuTime.measure {
      takeArrived()
      return located(known.problems(files: files, displayName: displayName), root: root)
    }
  }

  /// The problems of the files checked so far, each file's own, without the checks across
  /// files (which need every file): what a build that stopped early reports; with `paths`, those
  /// of these files only.
  package func fileProblems(root: String? = nil, among paths: Set<String>? = nil) -> [ValidationProblem] {
    takeArrived()
    let facts = paths.map { paths in known.facts.filter { paths.contains($0.key) } } ?? known.facts
    return located(facts.values.flatMap(\.problems), root: root)
  }

  /// `problems` with their columns found (from the kept parts of a page, else from the file
  /// below `root`), sorted by file and line.
  private func located(_ problems: [ValidationProblem], root: String?) -> [ValidationProblem] {
    var problems = problems
    SiteValidator.findColumns(of: &problems) { file, lines in
      let path = String(file.dropFirst(displayName.count + 1))
      if let page = known.pages[path] { return page.lines(lines) }
      guard let root else { return [:] }
      return SiteValidator.lines(lines, of: root + "/" + path)
    }
    return problems.sorted {
      ($0.file, $0.line, $0.column, $0.message.text) < ($1.file, $1.line, $1.column, $1.message.text)
    }
  }

  private func check(document text: String, path: String) -> DocumentFacts {
    let (checker, found) = cpuTime.measure { () -> (DocumentStream, DocumentFacts) in
      let checker = stream(for: path, worker: 0)
      checker.remembersShapes = text.utf8.count <= DocumentStream.smallDocument
      checker.feed(text)
      return (checker, checker.finish())
    }
    if path.hasSuffix(".html") { idleStreams.withLock { $0[0] = checker } }
    return found
  }
}
