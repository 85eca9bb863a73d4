import Foundation
import Synchronization
import TrellisDiagnostics

/// The checks across files: links resolve, fragments have targets, pages are reachable.
struct SiteLinks {
  let root: URL
  let displayName: String
  let files: Set<String>
  let documents: [String: DocumentFacts]

  func problems() -> [ValidationProblem] {
    // In no particular order: what is found does not depend on it (problems are sorted later).
    let pages = documents.keys.filter { $0.hasSuffix(".html") }
    let index = Dictionary(uniqueKeysWithValues: pages.enumerated().map { ($1, $0) })
    let links = pageLinks(pages, index: index, of: Array(pages.indices))
    var linked = [[Int]](repeating: [], count: pages.count)
    var problems: [ValidationProblem] = []
    for (page, found) in links {
      linked[page] = found.targets
      problems += found.problems
    }
    return problems + unreachablePages(pages, linked: linked, index: index)
  }

  /// What one page's links come to: the problems found, and the pages they lead to (positions
  /// in the pages given).
  struct PageLinks: Sendable {
    var problems: [ValidationProblem] = []
    var targets: [Int] = []
  }

  /// The links of the pages at `positions` of `pages` (every page of the output, `index` giving
  /// each one's position), checked on every core.
  func pageLinks(_ pages: [String], index: [String: Int], of positions: [Int]) -> [(Int, PageLinks)] {
    // The pages are shared out among the cores; each worker keeps what the links of a folder
    // come to (pages share most links: the navigation, the stylesheet, their neighbours).
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, positions.count))
    let found = Mutex<[(Int, PageLinks)]>([])
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var results: [(Int, PageLinks)] = []
      var outcomes: [String: [String: Outcome]] = [:]
      for position in stride(from: worker, to: positions.count, by: workers) {
        let page = positions[position]
        let path = pages[page]
        guard let facts = documents[path] else { continue }
        let folder = PathText.split(path).directory
        // This folder's outcomes, taken out while the page is read (no copy on write).
        var known = outcomes.removeValue(forKey: folder) ?? [:]
        defer { outcomes[folder] = known }
        var result = PageLinks()
        for link in facts.links {
          let outcome: Outcome
          // A fragment alone names an element of the page itself: not shared with the folder.
          if link.value.utf8.first == UInt8(ascii: "#") || link.value.isEmpty {
            outcome = self.outcome(of: link.value, from: path, pageIndex: index)
          } else if let found = known[link.value] {
            outcome = found
          } else {
            outcome = self.outcome(of: link.value, from: path, pageIndex: index)
            known[link.value] = outcome
          }
          switch outcome {
          case .external:
            if link.loads { result.problems.append(problem(in: path, link: link, .loadsFromElsewhere(link.value))) }
          case .problem(let message):
            result.problems.append(problem(in: path, link: link, message))
          case .missingFile(let target):
            result.problems.append(
              problem(in: path, link: link, .noFile(attribute: link.attribute, value: link.value, target: target)))
          case .file(let target, let missingID):
            if let target { result.targets.append(target) }
            if let (target, id) = missingID {
              result.problems.append(
                problem(
                  in: path, link: link, .noElement(attribute: link.attribute, value: link.value, id: id, target: target)
                ))
            }
          }
        }
        results.append((page, result))
      }
      found.withLock { $0 += results }
    }
    return found.withLock { $0 }
  }

  /// What a link comes to.
  private enum Outcome {
    case external
    case problem(Diagnostic.Message)
    case missingFile(target: String)
    /// A file of the output: its index when it is a page, and the target and fragment when the
    /// fragment names no element of it.
    case file(page: Int?, missingID: (target: String, id: String)?)
  }

  private func outcome(of value: String, from path: String, pageIndex: [String: Int]) -> Outcome {
    switch resolve(value, from: path) {
    case .external: return .external
    case .problem(let message): return .problem(message)
    case .local(let target, let fragment):
      guard files.contains(target) else { return .missingFile(target: target) }
      let page = target.hasSuffix(".html") ? pageIndex[target] : nil
      if let fragment, !fragment.isEmpty, let ids = documents[target]?.ids, ids[fragment] == nil {
        return .file(page: page, missingID: (target, fragment))
      }
      return .file(page: page, missingID: nil)
    }
  }

  /// The page a server shows for an address that has none (GitHub Pages, Netlify and others
  /// look for it at the root).
  static let notFoundPage = "404.html"

  /// Pages no chain of links from `index.html` reaches (`linked[i]`: the pages page `i` links to).
  func unreachablePages(_ pages: [String], linked: [[Int]], index: [String: Int]) -> [ValidationProblem] {
    guard !pages.isEmpty else { return [] }
    guard files.contains("index.html") else {
      return [
        ValidationProblem(file: displayName + "/index.html", line: 1, column: 1, message: .noIndexPage)
      ]
    }
    var reached = [Bool](repeating: false, count: pages.count)
    var queue: [Int] = []
    if let home = index["index.html"] {
      reached[home] = true
      queue.append(home)
    }
    while let page = queue.popLast() {
      for target in linked[page] where !reached[target] {
        reached[target] = true
        queue.append(target)
      }
    }
    // The not-found page is what a server shows for a missing address: nothing links to it.
    return pages.indices.filter { !reached[$0] && pages[$0] != Self.notFoundPage }.map {
      ValidationProblem(file: displayName + "/" + pages[$0], line: 1, column: 1, message: .unreachablePage)
    }
  }

  enum Resolution: Equatable {
    case external
    case local(path: String, fragment: String?)
    case problem(Diagnostic.Message)
  }

  /// A link's target: a file of the output (and a fragment), something outside (a URL with a
  /// scheme), or a problem.
  func resolve(_ written: String, from page: String) -> Resolution {
    Self.plainLink(written, from: page) ?? Self.resolveInFull(written, from: page)
  }

  /// ``resolve(_:from:)`` for any link: spaces trimmed, scheme, fragment, query, percent-decoding,
  /// `.` and `..`.
  static func resolveInFull(_ written: String, from page: String) -> Resolution {
    // Browsers ignore spaces around a URL (" javascript:…" runs script).
    let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\n" }
    let start = written.firstIndex { !isSpace($0) } ?? written.endIndex
    let end = written[start...].lastIndex { !isSpace($0) }.map { written.index(after: $0) } ?? start
    let value = String(written[start..<end])
    if value.hasPrefix("//") { return .problem(.linkLeavesSite(value)) }
    if let colon = value.firstIndex(of: ":"), !value[..<colon].contains(where: { "/?#".contains($0) }) {
      let scheme = value[..<colon].lowercased()
      return ["http", "https", "mailto"].contains(scheme) ? .external : .problem(.linkScheme(written, scheme: scheme))
    }
    var rest = Substring(value)
    var fragment: String?
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...]).removingPercentEncoding
      rest = rest[..<hash]
    }
    if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
    if rest.isEmpty { return .local(path: page, fragment: fragment) }
    guard let decoded = String(rest).removingPercentEncoding else {
      return .problem(.badPercentEncoding(value))
    }
    var components = rest.hasPrefix("/") ? [] : Array(PathText.components(page).dropLast())
    for component in PathText.components(decoded) {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return .problem(.linkLeavesOutput(value)) }
        components.removeLast()
      default: components.append(String(component))
      }
    }
    return .local(path: components.joined(separator: "/"), fragment: fragment)
  }

  /// The common link, resolved without decoding: a file in the page's folder or below it, and
  /// perhaps a fragment, or a fragment alone, of letters, digits, `-`, `_` and `.` only, folders
  /// separated by `/` (`emoji-1f600.html#g`, `assets/avatar-ann.svg`, `#main`); no folder is
  /// empty, `.` or `..`. Nil for anything else (then ``resolve(_:from:)`` reads it in full).
  static func plainLink(_ written: String, from page: String) -> Resolution? {
    // Read as bytes: every byte of a plain link is ASCII.
    let bytes = written.utf8
    var name = bytes[...]
    var fragment: String?
    if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
      let rest = bytes[bytes.index(after: hash)...]
      guard rest.allSatisfy(isPlain) else { return nil }
      fragment = String(Substring(rest))
      name = bytes[..<hash]
    }
    // A fragment alone names an element of the page itself.
    if name.isEmpty { return name.allSatisfy(isPlain) ? fragment.map { .local(path: page, fragment: $0) } : nil }
    // Each folder and the file name: not empty, not `.` or `..`, plain bytes (read in one pass).
    var partLength = 0
    var partDots = 0
    for byte in name {
      if byte == UInt8(ascii: "/") {
        guard partLength > 0, partDots < partLength || partLength > 2 else { return nil }
        (partLength, partDots) = (0, 0)
        continue
      }
      guard isPlain(byte) else { return nil }
      partLength += 1
      if byte == UInt8(ascii: ".") { partDots += 1 }
    }
    guard partLength > 0, partDots < partLength || partLength > 2 else { return nil }
    guard let slash = page.utf8.lastIndex(of: UInt8(ascii: "/")) else {
      return .local(path: String(Substring(name)), fragment: fragment)
    }
    return .local(path: String(Substring(page.utf8[...slash])) + String(Substring(name)), fragment: fragment)
  }

  /// A byte of a plain link: a letter, digit, `-`, `_` or `.`.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// A problem at a link; its column is found later, on the link's line.
  private func problem(in page: String, link: DocumentFacts.Link, _ message: Diagnostic.Message) -> ValidationProblem {
    let written = HTMLEscaping.attribute(link.value)  // the value as Trellis writes it
    var problem = ValidationProblem(file: displayName + "/" + page, line: link.line, column: 0, message: message)
    problem.columnHints = ["\(link.attribute)=\"\(written)\"", "\(link.attribute)="]
    return problem
  }
}
