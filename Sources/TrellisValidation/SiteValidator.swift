import Dispatch
import Foundation
import Synchronization
import TrellisDiagnostics

/// Checks a directory of Trellis output: every page and SVG is well-formed XML, every page
/// matches the page schema (when given), a sitemap the Sitemap protocol's schema, ids are unique within a page, every local `href` and
/// `src` names a file of the output (and an id, for a `#fragment`), and every page is reachable
/// from `index.html`. Files are checked in parallel, each streamed.
package struct SiteValidator: Sendable {
  /// The RelaxNG schema (XML syntax) that pages must match; `nil` checks the rest only.
  package var schema: String? {
    didSet { source = schema.map(SchemaSource.init) }
  }
  /// Whether runs of alike siblings are validated as two (see ``DocumentStream``); false hands
  /// every element to the schema validator, about thirty times slower on a large gallery.
  package var collapsesRuns: Bool
  private var source: SchemaSource?

  package init(schema: String? = nil, collapsesRuns: Bool = true) {
    self.schema = schema
    self.collapsesRuns = collapsesRuns
    source = schema.map(SchemaSource.init)
  }

  /// Every problem in `directory`, files named as `displayName/PATH`, sorted by file and line.
  package func validate(directory: String, displayName: String) -> [ValidationProblem] {
    let root = URL(fileURLWithPath: directory).standardizedFileURL
    let files = Self.files(below: root)
    let documents = files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".svg") }
    let facts = UnsafeMutableBufferPointer<DocumentFacts>.allocate(capacity: documents.count)
    facts.initialize(repeating: DocumentFacts())
    defer {
      _ = facts.deinitialize()
      facts.deallocate()
    }
    let (schema, collapsesRuns) = (source, self.collapsesRuns)
    let results = Results(facts)
    // Each worker takes the next file and keeps its streams from file to file, as a build's
    // workers do: the schema is parsed once per worker, not once per file, and a small page of a
    // shape the worker has found valid is not validated again (see ``DocumentStream``).
    let next = Atomic<Int>(0)
    let rootPath = root.path
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, documents.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var pages: DocumentStream?
      var drawings: DocumentStream?
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < documents.count else { break }
        let path = documents[index]
        let (name, isPage) = (displayName + "/" + path, path.hasSuffix(".html"))
        let stream: DocumentStream
        if let kept = isPage ? pages : drawings {
          kept.reset(displayName: name)
          stream = kept
        } else {
          stream = DocumentStream(displayName: name, schema: isPage ? schema : nil, collapsesRuns: collapsesRuns)
          if isPage { pages = stream } else { drawings = stream }
        }
        results.facts[index] = DocumentCheck.check(path: rootPath + "/" + path, with: stream)
      }
    }
    var factsByPath: [String: DocumentFacts] = [:]
    for (index, path) in documents.enumerated() { factsByPath[path] = facts[index] }
    for path in files where SitemapSchema.isSitemap(path) {
      guard let bytes = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
      var found = DocumentFacts()
      found.problems = SitemapCheck.problems(
        of: String(decoding: bytes, as: UTF8.self), displayName: displayName + "/" + path)
      factsByPath[path] = found
    }
    return Self.conclude(factsByPath, root: root, displayName: displayName, files: files)
  }

  /// The problems of every file, with the checks across files, located and sorted.
  static func conclude(
    _ documents: [String: DocumentFacts], root: URL, displayName: String, files: [String]
  ) -> [ValidationProblem] {
    var problems = documents.values.flatMap(\.problems)
    problems += SiteLinks(root: root, displayName: displayName, files: Set(files), documents: documents).problems()
    findColumns(of: &problems, root: root, displayName: displayName)
    return problems.sorted {
      ($0.file, $0.line, $0.column, $0.message.text) < ($1.file, $1.line, $1.column, $1.message.text)
    }
  }

  /// Problems located only by line get the column of their hint on that line (else the line's
  /// first character), counted in Unicode scalars as libxml2 counts; each file with such
  /// problems is read once.
  static func findColumns(of problems: inout [ValidationProblem], root: URL, displayName: String) {
    findColumns(of: &problems) { file, lines in
      Self.lines(lines, of: root.appendingPathComponent(String(file.dropFirst(displayName.count + 1))).path)
    }
  }

  /// The same, with the lines of a file (as problems name it) read by `read`.
  static func findColumns(
    of problems: inout [ValidationProblem], read: (_ file: String, _ lines: Set<Int>) -> [Int: String]
  ) {
    let pending = problems.indices.filter { problems[$0].column == 0 || problems[$0].firstSeen?.column == 0 }
    guard !pending.isEmpty else { return }
    let byFile = Dictionary(grouping: pending) { problems[$0].file }
    for (file, indices) in byFile {
      let lines = read(
        file, Set(indices.flatMap { [problems[$0].line] + (problems[$0].firstSeen.map { [$0.line] } ?? []) }))
      // The column of the first hint on the line, else of its first character.
      func column(on line: Int, hints: [String]) -> Int {
        let text = lines[line] ?? ""
        for hint in hints {
          if let range = text.range(of: hint) {
            return text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound) + 1
          }
        }
        return (text.firstIndex { $0 != " " && $0 != "\t" }).map {
          text.unicodeScalars.distance(from: text.startIndex, to: $0) + 1
        } ?? 1
      }
      for index in indices {
        if problems[index].column == 0 {
          problems[index].column = column(on: problems[index].line, hints: problems[index].columnHints)
        }
        if var first = problems[index].firstSeen, first.column == 0 {
          first.column = column(on: first.line, hints: problems[index].columnHints)
          problems[index].firstSeen = first
        }
      }
    }
  }

  /// The text of some lines of a file, read in one pass.
  static func lines(_ wanted: Set<Int>, of path: String) -> [Int: String] {
    guard let last = wanted.max(), let handle = FileHandle(forReadingAtPath: path) else { return [:] }
    defer { try? handle.close() }
    var result: [Int: String] = [:]
    var line = 1
    var current: [UInt8] = []
    reading: while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      for byte in chunk {
        if byte == UInt8(ascii: "\n") {
          if wanted.contains(line) { result[line] = String(decoding: current, as: UTF8.self) }
          current.removeAll(keepingCapacity: true)
          line += 1
          if line > last { break reading }
        } else if wanted.contains(line) {
          current.append(byte)
        }
      }
    }
    if wanted.contains(line), !current.isEmpty { result[line] = String(decoding: current, as: UTF8.self) }
    return result
  }

  /// The regular files below `root`, as relative paths, except hidden ones (`.trellis-manifest`),
  /// sorted. Read with the system's directory calls (a symbolic link counts as what it names):
  /// a site of hundreds of thousands of files is listed in a fraction of a second.
  static func files(below root: URL) -> [String] {
    var files: [String] = []
    var folders = [""]
    while let folder = folders.popLast() {
      let path = folder.isEmpty ? root.path : root.path + "/" + folder
      guard let directory = opendir(path) else { continue }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }  // ".", "..", and hidden files and folders
        let relative = folder.isEmpty ? name : folder + "/" + name
        var type = Int(entry.pointee.d_type)
        if type == DT_UNKNOWN {  // a file system that does not say: asked
          var status = stat()
          guard lstat(path + "/" + name, &status) == 0 else { continue }
          type = status.st_mode & S_IFMT == S_IFDIR ? DT_DIR : status.st_mode & S_IFMT == S_IFLNK ? DT_LNK : DT_REG
        }
        let isFolder = type == DT_DIR
        var isFile = type == DT_REG
        if type == DT_LNK {  // a link to a file is that file; one to a folder is not entered
          var status = stat()
          guard stat(path + "/" + name, &status) == 0 else { continue }
          isFile = status.st_mode & S_IFMT == S_IFREG
        }
        if isFolder {
          folders.append(relative)
        } else if isFile {
          files.append(relative)
        }
      }
    }
    return files.sorted()
  }

  /// The per-file results, each slot written by one thread.
  private final class Results: @unchecked Sendable {
    let facts: UnsafeMutableBufferPointer<DocumentFacts>
    init(_ facts: UnsafeMutableBufferPointer<DocumentFacts>) { self.facts = facts }
  }
}
