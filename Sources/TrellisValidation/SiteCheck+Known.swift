import Foundation
import TrellisDiagnostics

extension SiteCheck {
  /// What a ``SiteCheck`` knows of the output: every file's facts, the pages kept in parts, what
  /// changed since the checks across files last ran, and what they came to.
  struct Known {
    /// Every file's facts: a file checked whole as checked, a page in parts put together from
    /// them at the last ``problems(files:displayName:)``.
    var facts: [String: DocumentFacts] = [:]
    /// The pages kept in parts.
    var pages: [String: PageParts] = [:]
    /// The files checked or removed since the last ``problems(files:displayName:)``, and whether
    /// one of them has other ids than before.
    var dirty: Set<String> = []
    var idsChanged = false
    /// What the links of every page came to at the last ``problems(files:displayName:)``.
    var links: LinkResults?
    /// What to put back when a rebuild's changes are discarded: the small state as it was, and
    /// the old facts of each file changed (the facts of every file are too many to copy on each
    /// rebuild).
    var undo: Undo?

    struct Undo {
      var pages: [String: PageParts]
      var dirty: Set<String>
      var idsChanged: Bool
      var links: LinkResults?
      var facts: [String: DocumentFacts?] = [:]
    }

    /// The links of every page: each page's problems and the pages it leads to, and the pages no
    /// link reaches; good while the output has the same files with the same ids.
    struct LinkResults {
      var files: Set<String>
      var pages: [String]
      var index: [String: Int]
      var results: [SiteLinks.PageLinks]
      var unreachable: [ValidationProblem]
    }

    mutating func discardChanges() {
      guard let undo else { return }
      (pages, dirty, idsChanged, links) = (undo.pages, undo.dirty, undo.idsChanged, undo.links)
      for (path, old) in undo.facts { facts[path] = old }
      self.undo = nil
    }

    /// Sets a file's facts, noting whether its ids changed, and what they were for the undo.
    mutating func setFacts(_ new: DocumentFacts?, of path: String) {
      let old = facts[path]
      if undo != nil, undo?.facts.index(forKey: path) == nil { undo?.facts[path] = .some(old) }
      let (newIDs, oldIDs) = (new?.ids ?? [:], old?.ids ?? [:])
      if newIDs.count != oldIDs.count || newIDs.keys.contains(where: { oldIDs[$0] == nil }) { idsChanged = true }
      facts[path] = new
    }

    /// Keeps a page in parts; its facts are put together at the next problems.
    mutating func setParts(_ parts: PageParts, of path: String) {
      dirty.insert(path)
      pages[path] = parts
    }

    /// Every problem of the checked files, with the checks across sections and files (columns
    /// not yet found, not sorted).
    mutating func problems(files: Set<String>, displayName: String) -> [ValidationProblem] {
      // The facts of the pages that changed, put together from their parts.
      for path in dirty {
        if let parts = pages[path] { setFacts(parts.facts(displayName: displayName + "/" + path), of: path) }
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
        for (page, found) in siteLinks.pageLinks(pages, index: index, of: Array(pages.indices)) {
          results[page] = found
        }
        links = LinkResults(
          files: files, pages: pages, index: index, results: results,
          unreachable: siteLinks.unreachablePages(pages, linked: results.map(\.targets), index: index))
      }
      for result in links?.results ?? [] { problems += result.problems }
      problems += links?.unreachable ?? []
      return problems
    }
  }

  /// What a section's document showed, in lines counted from the section's first line (1); where
  /// a problem's id was first seen, in the lines of that document.
  struct SectionFacts {
    var facts = DocumentFacts()
    var html: String
    var lineCount: Int
  }

  /// A page kept in parts: its shell (the HTML before and after its sections) and each section,
  /// each with what its check found.
  struct PageParts {
    var start: String
    var end: String
    var startLines: Int
    /// The facts of the shell, at its lines in a page without sections (`end` right after `start`).
    var shell = DocumentFacts()
    var sections: [String: SectionFacts] = [:]
    var order: [String] = []
    /// The facts of a page whose whole check found problems, kept whole: which section a
    /// problem across sections (an id twice) belongs to is not known, so the page is checked
    /// whole again when anything of it changes. (A build that finds a problem is abandoned, so
    /// the pages kept between builds have none.)
    var whole: DocumentFacts?

    /// The page `start`, `sections`, `end`, whose whole check found `facts`: each fact goes to
    /// the section on whose lines it is, the rest to the shell.
    init(start: String, sections: [SiteCheck.Section], end: String, facts: DocumentFacts) {
      self.start = start
      self.end = end
      startLines = Self.newlines(in: start)
      order = sections.map(\.id)
      guard facts.problems.isEmpty else {
        whole = facts
        for section in sections { self.sections[section.id] = SectionFacts(html: section.html, lineCount: 0) }
        return
      }
      var first = startLines + 1
      var ranges: [(id: String, lines: Range<Int>)] = []
      for section in sections {
        let count = Self.newlines(in: section.html)
        ranges.append((section.id, first..<(first + count)))
        self.sections[section.id] = SectionFacts(html: section.html, lineCount: count)
        first += count
      }
      let total = first - startLines - 1
      // The section a line is on (nil: the shell's), found by halving (lines grow with the sections).
      func section(of line: Int) -> Int? {
        var (low, high) = (0, ranges.count)
        while low < high {
          let middle = (low + high) / 2
          if ranges[middle].lines.upperBound <= line { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].lines.contains(line) ? low : nil
      }
      let shellEnd = startLines + total
      let shellLine = { (line: Int) in line > shellEnd ? line - total : line }
      // Where a line of the whole page falls: the section it is on (nil: the shell), and its line there.
      func placed(_ line: Int) -> (section: String?, line: Int) {
        guard let index = section(of: line) else { return (nil, shellLine(line)) }
        return (ranges[index].id, line - ranges[index].lines.lowerBound + 1)
      }
      for problem in facts.problems {
        var moved = problem
        let (id, line) = placed(problem.line)
        moved.line = line
        if let id { self.sections[id]?.facts.problems.append(moved) } else { shell.problems.append(moved) }
      }
      for (name, line) in facts.ids {
        let (id, line) = placed(line)
        if let id { self.sections[id]?.facts.ids[name] = line } else { shell.ids[name] = line }
      }
      for link in facts.links {
        var moved = link
        let (id, line) = placed(link.line)
        moved.line = line
        if let id { self.sections[id]?.facts.links.append(moved) } else { shell.links.append(moved) }
      }
    }

    /// What the check of `start + html + end` found on the section's lines. Problems outside
    /// them that the shell does not have (an element the section left open) count as the
    /// section's, at its last line.
    func sectionFacts(_ html: String, inside facts: DocumentFacts) -> SectionFacts {
      let lineCount = Self.newlines(in: html)
      let (first, last) = (startLines + 1, startLines + lineCount)
      let inSection = { (line: Int) in line >= first && line <= last }
      let shellLine = { (line: Int) in line > last ? line - lineCount : line }
      var result = SectionFacts(html: html, lineCount: lineCount)
      let shellProblems = Set(shell.problems.map { "\($0.line)|\($0.message)" })
      for problem in facts.problems {
        var moved = problem
        if inSection(problem.line) {
          moved.line -= startLines
        } else if !shellProblems.contains("\(shellLine(problem.line))|\(problem.message)") {
          moved.line = max(lineCount, 1)
        } else {
          continue
        }
        result.facts.problems.append(moved)
      }
      for (id, line) in facts.ids where inSection(line) { result.facts.ids[id] = line - startLines }
      result.facts.links = facts.links.filter { inSection($0.line) }.map {
        var moved = $0
        moved.line -= startLines
        return moved
      }
      return result
    }

    /// The page's facts, at their lines in the real page: the shell's, then each section's
    /// moved down by the lines of the sections before it; an id twice is a problem.
    func facts(displayName: String) -> DocumentFacts {
      if let whole { return whole }
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
        var moved = $0
        moved.line = place($0.line)
        return moved
      }
      for id in order {
        guard let section = sections[id] else { continue }
        let base = startLines + offset
        let earlier = facts.ids  // the ids of the shell and of the sections before this one
        for problem in section.facts.problems {
          var moved = problem
          moved.line += base
          // Where an id was first seen is kept in the lines of the section's own document: in
          // the shell before it, it stays; in the section, it is the page's first of that id,
          // in the shell or a section before, else it moves down with the section.
          if var first = moved.firstSeen, first.line > startLines {
            if let name = Self.duplicatedID(problem), let line = earlier[name] {
              first.line = line
            } else {
              first.line += offset
            }
            moved.firstSeen = first
          }
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
          var moved = $0
          moved.line += base
          return moved
        }
        offset += section.lineCount
      }
      return facts
    }

    /// The id a duplicate-id problem is about (its column hint is `id="NAME"`).
    static func duplicatedID(_ problem: ValidationProblem) -> String? {
      guard let hint = problem.columnHints.first, hint.hasPrefix("id=\""), hint.hasSuffix("\"") else { return nil }
      let name = String(hint.dropFirst(4).dropLast())
      return problem.message == .duplicateID(name) ? name : nil
    }

    /// Some lines of the page, from the texts kept (for the columns of problems).
    func lines(_ wanted: Set<Int>) -> [Int: String] {
      var text = start
      for id in order { text += sections[id]?.html ?? "" }
      text += end
      var result: [Int: String] = [:]
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where wanted.contains(index + 1) {
        result[index + 1] = String(line)
      }
      return result
    }

    static func newlines(in text: String) -> Int {
      text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
  }
}
