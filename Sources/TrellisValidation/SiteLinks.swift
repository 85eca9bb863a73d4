import Foundation
import TrellisDiagnostics

/// The checks across files: links resolve, fragments have targets, pages are reachable.
struct SiteLinks {
  let root: URL
  let displayName: String
  let files: Set<String>
  let documents: [String: DocumentFacts]

  func problems() -> [ValidationProblem] {
    var problems: [ValidationProblem] = []
    var linkedPages: [String: Set<String>] = [:]
    // Pages share most links (the navigation, the stylesheet; every item page its neighbours'),
    // so each link is resolved once per folder.
    var resolved: [String: Resolution] = [:]
    for (path, facts) in documents where path.hasSuffix(".html") {
      let folder = path.split(separator: "/").dropLast().joined(separator: "/")
      for link in facts.links {
        let key = folder + "\u{0}" + link.value
        let resolution: Resolution
        if let known = resolved[key] {
          resolution = known
        } else {
          resolution = resolve(link.value, from: path)
          resolved[key] = resolution
        }
        switch resolution {
        case .external:
          if link.loads { problems.append(problem(in: path, link: link, .loadsFromElsewhere(link.value))) }
        case .problem(let message):
          problems.append(problem(in: path, link: link, message))
        case .local(let target, let fragment):
          guard files.contains(target) else {
            problems.append(
              problem(in: path, link: link, .noFile(attribute: link.attribute, value: link.value, target: target)))
            continue
          }
          if target.hasSuffix(".html") { linkedPages[path, default: []].insert(target) }
          if let fragment, !fragment.isEmpty, let ids = documents[target]?.ids, ids[fragment] == nil {
            problems.append(
              problem(
                in: path, link: link,
                .noElement(attribute: link.attribute, value: link.value, id: fragment, target: target)))
          }
        }
      }
    }
    problems += unreachablePages(linkedPages)
    return problems
  }

  /// The page a server shows for an address that has none (GitHub Pages, Netlify and others
  /// look for it at the root).
  static let notFoundPage = "404.html"

  /// Pages no chain of links from `index.html` reaches.
  private func unreachablePages(_ links: [String: Set<String>]) -> [ValidationProblem] {
    let pages = documents.keys.filter { $0.hasSuffix(".html") }
    guard !pages.isEmpty else { return [] }
    guard files.contains("index.html") else {
      return [
        ValidationProblem(file: displayName + "/index.html", line: 1, column: 1, message: .noIndexPage)
      ]
    }
    var reached: Set<String> = ["index.html"]
    var queue = ["index.html"]
    while let page = queue.popLast() {
      for target in links[page] ?? [] where reached.insert(target).inserted { queue.append(target) }
    }
    // The not-found page is what a server shows for a missing address: nothing links to it.
    return pages.filter { !reached.contains($0) && $0 != Self.notFoundPage }.sorted().map {
      ValidationProblem(
        file: displayName + "/" + $0, line: 1, column: 1, message: .unreachablePage)
    }
  }

  enum Resolution {
    case external
    case local(path: String, fragment: String?)
    case problem(Diagnostic.Message)
  }

  /// A link's target: a file of the output (and a fragment), something outside (a URL with a
  /// scheme), or a problem.
  func resolve(_ written: String, from page: String) -> Resolution {
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
    var components = rest.hasPrefix("/") ? [] : page.split(separator: "/").dropLast().map(String.init)
    for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
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

  /// A problem at a link; its column is found later, on the link's line.
  private func problem(in page: String, link: DocumentFacts.Link, _ message: Diagnostic.Message) -> ValidationProblem {
    let written = HTMLEscaping.attribute(link.value)  // the value as Trellis writes it
    var problem = ValidationProblem(file: displayName + "/" + page, line: link.line, column: 0, message: message)
    problem.columnHints = ["\(link.attribute)=\"\(written)\"", "\(link.attribute)="]
    return problem
  }
}
