import Foundation
import Synchronization
import TrellisDiagnostics

/// Checks a site that changes a section at a time (`trellis serve`), with the rules of
/// ``SiteValidator``, keeping what it learnt between checks.
///
/// A gallery page is checked part by part: each section inside the page's shell (the HTML before
/// and after its sections), as a document of its own: `start + section + end`. The schema takes
/// any number of sections, so each such document is a page the schema can judge, and what is
/// found in it is put back at the section's lines in the real page. A rebuild that changes one
/// section re-checks that section only; the checks across sections (ids unique within the page)
/// are redone from the kept facts. So are the checks across files (links, fragments,
/// reachability): for the files that changed only, while the output's files and every file's ids
/// stay the same, else for all.
///
/// Other files (the generated home page, SVG drawings) are checked whole.
/// Not thread-safe: call it from one thread at a time.
package final class IncrementalSiteCheck: @unchecked Sendable {
  private let schema: SchemaSource
  private let compiled: CompiledSchema?
  /// The schema parsed again for the workers of ``checkFiles(_:)`` past the first.
  private var workerSchemas: [CompiledSchema?] = []
  private let displayName: String
  /// The pages checked part by part.
  private var pages: [String: PageRecord] = [:]
  /// Every file's facts: a file checked whole as checked, a page put together from its parts at
  /// the last ``problems(files:)``.
  private var facts: [String: DocumentFacts] = [:]
  /// The files checked or removed since the last ``problems(files:)``, and whether one of them
  /// has other ids than before.
  private var dirty: Set<String> = []
  private var idsChanged = false
  /// What the links of every page came to at the last ``problems(files:)``.
  private var links: LinkResults?
  /// What to put back when the changes since ``beginChanges()`` are discarded: the small state
  /// as it was, and the old facts of each file changed (the facts of every file are too many to
  /// copy on each rebuild).
  private var undo: Undo?

  private struct Undo {
    var pages: [String: PageRecord]
    var dirty: Set<String>
    var idsChanged: Bool
    var links: LinkResults?
    var facts: [String: DocumentFacts?] = [:]
  }

  /// The links of every page: each page's problems and the pages it leads to, and the pages no
  /// link reaches; good while the output has the same files with the same ids.
  private struct LinkResults {
    var files: Set<String>
    var pages: [String]
    var index: [String: Int]
    var results: [SiteLinks.PageLinks]
    var unreachable: [ValidationProblem]
  }

  /// Starts a rebuild's changes: ``discardChanges()`` goes back to what was known here.
  package func beginChanges() {
    undo = Undo(pages: pages, dirty: dirty, idsChanged: idsChanged, links: links)
  }

  /// Forgets everything checked since ``beginChanges()`` (a rebuild abandoned).
  package func discardChanges() {
    guard let undo else { return }
    (pages, dirty, idsChanged, links) = (undo.pages, undo.dirty, undo.idsChanged, undo.links)
    for (path, old) in undo.facts { facts[path] = old }
    self.undo = nil
  }

  /// Sets a file's facts, noting whether its ids changed, and what they were for ``discardChanges()``.
  private func setFacts(_ new: DocumentFacts?, of path: String) {
    let old = facts[path]
    if undo != nil, undo?.facts.index(forKey: path) == nil { undo?.facts[path] = .some(old) }
    let (newIDs, oldIDs) = (new?.ids ?? [:], old?.ids ?? [:])
    if newIDs.count != oldIDs.count || newIDs.keys.contains(where: { oldIDs[$0] == nil }) { idsChanged = true }
    facts[path] = new
  }

  /// `displayName` names the output directory in problems (`Output/explorer.html:12:5: …`).
  package init(schema: String, displayName: String) {
    self.schema = SchemaSource(schema)
    compiled = CompiledSchema(schema)
    self.displayName = displayName
  }

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
  /// named in `changed` are checked anew; the others keep their facts from an earlier call (a
  /// section not seen before, or any section when the shell changed, is always checked).
  /// Returns how many sections were checked.
  @discardableResult
  package func checkPage(
    _ path: String, start: String, sections: [Section], end: String, changed: Set<String>
  ) -> Int {
    dirty.insert(path)
    let old = pages[path]
    let shellChanged = old == nil || old?.start != start || old?.end != end
    var record = PageRecord(start: start, end: end, startLines: Self.newlines(in: start))
    if !shellChanged, let old {
      record.shell = old.shell
      record.sections = old.sections.filter { id, _ in sections.contains { $0.id == id } }
    }
    let toCheck = sections.filter { shellChanged || changed.contains($0.id) || record.sections[$0.id] == nil }
    for section in toCheck {
      record.sections[section.id] = check(
        section, of: &record, path: path, isFirst: shellChanged && section.id == toCheck.first?.id)
    }
    if sections.isEmpty {
      record.shell = check(document: start + end, path: path)
    }
    record.order = sections.map(\.id)
    pages[path] = record
    return toCheck.count
  }

  /// Checks a file written whole: the generated home page, an SVG drawing.
  package func checkFile(_ path: String, text: String) {
    dirty.insert(path)
    pages[path] = nil
    setFacts(check(document: text, path: path), of: path)
  }

  /// Checks files written whole, as ``checkFile(_:text:)`` does, many at once on every core: each
  /// worker keeps its parser from file to file and does not validate again a small page of a shape
  /// it has found valid (``DocumentStream``), as `trellis build` checks its pages.
  package func checkFiles(_ files: [(path: String, text: String)]) {
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, files.count))
    // A parsed schema is used by one thread at a time: each worker past the first parses its own.
    while workerSchemas.count < workers - 1 { workerSchemas.append(CompiledSchema(schema.text)) }
    let schemas = WorkerSchemas(list: [compiled] + workerSchemas)
    let found = Mutex<[(Int, DocumentFacts)]>([])
    let (schema, displayName) = (self.schema, self.displayName)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var pageStream: DocumentStream?
      var results: [(Int, DocumentFacts)] = []
      for index in stride(from: worker, to: files.count, by: workers) {
        let (path, text) = files[index]
        let name = displayName + "/" + path
        let stream: DocumentStream
        if !path.hasSuffix(".html") {
          stream = DocumentStream(displayName: name, schema: nil)
        } else if let kept = pageStream {
          kept.reset(displayName: name)
          stream = kept
        } else {
          stream = DocumentStream(displayName: name, schema: schema, compiled: schemas.list[worker])
          pageStream = stream
        }
        stream.remembersShapes = text.utf8.count <= DocumentStream.smallDocument
        stream.feed(text)
        results.append((index, stream.finish()))
      }
      found.withLock { $0 += results }
    }
    for (index, facts) in found.withLock({ $0 }) {
      let path = files[index].path
      dirty.insert(path)
      pages[path] = nil
      setFacts(facts, of: path)
    }
  }

  /// The parsed schemas of ``checkFiles(_:)``'s workers.
  private struct WorkerSchemas: @unchecked Sendable {  // worker `w` uses `list[w]` only
    let list: [CompiledSchema?]
  }

  /// Checks a sitemap against the Sitemap protocol's schema.
  package func checkSitemap(_ path: String, text: String) {
    dirty.insert(path)
    pages[path] = nil
    var found = DocumentFacts()
    found.problems = SitemapCheck.problems(of: text, displayName: displayName + "/" + path)
    setFacts(found, of: path)
  }

  /// Forgets a file no longer in the output.
  package func remove(_ path: String) {
    guard pages[path] != nil || facts[path] != nil else { return }
    dirty.insert(path)
    pages[path] = nil
    setFacts(nil, of: path)
  }

  /// Every problem in the checked files, with the checks across sections and files: `files` is
  /// every file of the output (relative paths), for links to resolve against. Sorted by file and line.
  package func problems(files: Set<String>) -> [ValidationProblem] {
    // The facts of the pages that changed, put together from their parts.
    for path in dirty {
      if let record = pages[path] { setFacts(record.facts(displayName: displayName + "/" + path), of: path) }
    }
    let changed = dirty
    let anyIDsChanged = idsChanged
    (dirty, idsChanged) = ([], false)
    var problems = facts.values.flatMap(\.problems)
    let siteLinks = SiteLinks(
      root: URL(fileURLWithPath: "/"), displayName: displayName, files: files, documents: facts)
    if var results = links, !anyIDsChanged, results.files == files,
      changed.allSatisfy({ !$0.hasSuffix(".html") || results.index[$0] != nil })
    {
      // The same files with the same ids: only the changed pages' links can come to anything new.
      var targetsChanged = false
      let positions = changed.compactMap { results.index[$0] }
      for (page, found) in siteLinks.pageLinks(results.pages, index: results.index, of: positions) {
        if found.targets != results.results[page].targets { targetsChanged = true }
        results.results[page] = found
      }
      if targetsChanged {
        results.unreachable = siteLinks.unreachablePages(
          results.pages, linked: results.results.map(\.targets), index: results.index)
      }
      links = results
    } else {
      let pages = facts.keys.filter { $0.hasSuffix(".html") }
      let index = Dictionary(uniqueKeysWithValues: pages.enumerated().map { ($1, $0) })
      var results = [SiteLinks.PageLinks](repeating: SiteLinks.PageLinks(), count: pages.count)
      for (page, found) in siteLinks.pageLinks(pages, index: index, of: Array(pages.indices)) { results[page] = found }
      links = LinkResults(
        files: files, pages: pages, index: index, results: results,
        unreachable: siteLinks.unreachablePages(pages, linked: results.map(\.targets), index: index))
    }
    for result in links?.results ?? [] { problems += result.problems }
    problems += links?.unreachable ?? []
    SiteValidator.findColumns(of: &problems) { file, lines in self.lines(lines, of: file) }
    return problems.sorted {
      ($0.file, $0.line, $0.column, $0.message.text) < ($1.file, $1.line, $1.column, $1.message.text)
    }
  }

  // MARK: - Parts

  /// What a section's document showed, in lines counted from the section's first line (1).
  fileprivate struct SectionFacts {
    var facts = DocumentFacts()
    var html: String
    var lineCount: Int
  }

  fileprivate struct PageRecord {
    var start: String
    var end: String
    var startLines: Int
    /// The facts of the shell, at its lines in a page without sections (`end` right after `start`).
    var shell = DocumentFacts()
    var sections: [String: SectionFacts] = [:]
    var order: [String] = []

    /// The page's facts, at their lines in the real page: the shell's, then each section's
    /// moved down by the lines of the sections before it; an id twice is a problem.
    func facts(displayName: String) -> DocumentFacts {
      var facts = DocumentFacts()
      var offset = 0
      let total = order.reduce(0) { $0 + (sections[$1]?.lineCount ?? 0) }
      func place(_ line: Int) -> Int { line > startLines ? line + total : line }
      for problem in shell.problems {
        var moved = problem
        moved.line = place(problem.line)
        facts.problems.append(moved)
      }
      for (id, line) in shell.ids { facts.ids[id] = place(line) }
      facts.links = shell.links.map {
        DocumentFacts.Link(attribute: $0.attribute, value: $0.value, line: place($0.line))
      }
      for id in order {
        guard let section = sections[id] else { continue }
        let base = startLines + offset
        for problem in section.facts.problems {
          var moved = problem
          moved.line += base
          facts.problems.append(moved)
        }
        for (name, line) in section.facts.ids.sorted(by: { $0.value < $1.value }) {
          if let first = facts.ids[name] {
            var problem = ValidationProblem(
              file: displayName, line: line + base, column: 0, message: .duplicateID(name))
            problem.firstSeen = ValidationProblem.Place(line: first, column: 0)
            problem.columnHints = ["id=\"\(name)\""]  // as DocumentStream reports one
            facts.problems.append(problem)
          } else {
            facts.ids[name] = line + base
          }
        }
        facts.links += section.facts.links.map {
          DocumentFacts.Link(attribute: $0.attribute, value: $0.value, line: $0.line + base)
        }
        offset += section.lineCount
      }
      return facts
    }
  }

  /// Checks `start + section + end` and keeps what falls on the section's lines. The first
  /// section checked after the shell changed also gives the shell's facts; problems outside the
  /// section that the shell does not have (an element the section left open) count as the section's.
  private func check(_ section: Section, of record: inout PageRecord, path: String, isFirst: Bool) -> SectionFacts {
    let lineCount = Self.newlines(in: section.html)
    let facts = check(document: record.start + section.html + record.end, path: path)
    let first = record.startLines + 1
    let last = record.startLines + lineCount
    let inSection = { (line: Int) in line >= first && line <= last }
    var result = SectionFacts(html: section.html, lineCount: lineCount)
    // Lines after the section, as they are in a page without sections.
    let shellLine = { (line: Int) in line > last ? line - lineCount : line }
    if isFirst {
      record.shell = DocumentFacts()
      for problem in facts.problems where !inSection(problem.line) {
        var moved = problem
        moved.line = shellLine(problem.line)
        record.shell.problems.append(moved)
      }
      for (id, line) in facts.ids where !inSection(line) { record.shell.ids[id] = shellLine(line) }
      record.shell.links = facts.links.filter { !inSection($0.line) }.map {
        DocumentFacts.Link(attribute: $0.attribute, value: $0.value, line: shellLine($0.line))
      }
    }
    let shellProblems = Set(record.shell.problems.map { "\($0.line)|\($0.message)" })
    for problem in facts.problems {
      if inSection(problem.line) {
        var moved = problem
        moved.line -= record.startLines
        result.facts.problems.append(moved)
      } else if !shellProblems.contains("\(shellLine(problem.line))|\(problem.message)") {
        // Put at the section's last line: the section is what differs from the shell.
        var moved = problem
        moved.line = max(lineCount, 1)
        result.facts.problems.append(moved)
      }
    }
    for (id, line) in facts.ids where inSection(line) { result.facts.ids[id] = line - record.startLines }
    result.facts.links = facts.links.filter { inSection($0.line) }.map {
      DocumentFacts.Link(attribute: $0.attribute, value: $0.value, line: $0.line - record.startLines)
    }
    return result
  }

  private func check(document text: String, path: String) -> DocumentFacts {
    let isPage = path.hasSuffix(".html")
    let stream = DocumentStream(
      displayName: displayName + "/" + path, schema: isPage ? schema : nil, compiled: isPage ? compiled : nil)
    stream.feed(text)
    return stream.finish()
  }

  /// Some lines of a checked file, from the texts kept (for the columns of problems).
  private func lines(_ wanted: Set<Int>, of file: String) -> [Int: String] {
    let path = String(file.dropFirst(displayName.count + 1))
    guard let record = pages[path] else { return [:] }
    var text = record.start
    for id in record.order { text += record.sections[id]?.html ?? "" }
    text += record.end
    var result: [Int: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where wanted.contains(index + 1) {
      result[index + 1] = String(line)
    }
    return result
  }

  private static func newlines(in text: String) -> Int {
    text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}
