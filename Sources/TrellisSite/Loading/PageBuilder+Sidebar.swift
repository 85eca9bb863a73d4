import TrellisData
import TrellisDiagnostics
import TrellisGallery

extension PageBuilder {
  /// The gallery's `sidebar` checked against the pages, with each id of a page declaration that
  /// expands (`"expand": "categories"`) made a group of the pages it made, titled as the
  /// declaration is. Each entry must name a page the navigation lists (a page cut into parts by
  /// its first), once, and every such page must be in it.
  mutating func resolveSidebar(_ sidebar: [Gallery.SidebarEntry], pages: [Page]) -> [Gallery.SidebarEntry] {
    let listed = pages.filter(\.isFirstOfItsPages).map(\.id)
    let known = Set(listed)
    var firstSeen: [String: Path] = [:]
    for (id, path) in pageIDs(in: sidebar, at: [.key("sidebar")], known: known) {
      if !known.contains(id) {
        report(path, .unknownSidebarPage(id, known: listed + expansions.keys.sorted()))
      } else if let first = firstSeen[id] {
        report(path, .pageInSidebarTwice(id), firstSeen: first)
      } else {
        firstSeen[id] = path
      }
    }
    let missing = listed.filter { firstSeen[$0] == nil }
    let makers = expansions.filter { _, made in made.pages.contains { firstSeen[$0] == nil } }.keys.sorted()
    if !missing.isEmpty { report([.key("sidebar")], .pageNotInSidebar(missing, declarations: makers)) }
    return expandingDeclarations(in: sidebar, known: known)
  }

  /// The pages the entries name, in order, each at its entry's path: an expanding declaration's
  /// id stands for the pages it made.
  private func pageIDs(
    in entries: [Gallery.SidebarEntry], at path: Path, known: Set<String>
  ) -> [(id: String, at: Path)] {
    entries.enumerated().flatMap { index, entry -> [(id: String, at: Path)] in
      let entryAt = path + [.index(index)]
      switch entry {
      case .page(let id):
        guard !known.contains(id), let expansion = expansions[id] else { return [(id, entryAt)] }
        return expansion.pages.map { ($0, entryAt) }
      case .group(_, let items):
        return pageIDs(in: items, at: entryAt + [.key("items")], known: known)
      }
    }
  }

  /// The entries with each expanding declaration's id (one that is not also a page's) replaced
  /// by a group of its pages.
  private func expandingDeclarations(
    in entries: [Gallery.SidebarEntry], known: Set<String>
  ) -> [Gallery.SidebarEntry] {
    entries.map { entry in
      switch entry {
      case .page(let id):
        guard !known.contains(id), let expansion = expansions[id] else { return entry }
        return .group(expansion.title, expansion.pages.map { .page($0) })
      case .group(let title, let items):
        return .group(title, expandingDeclarations(in: items, known: known))
      }
    }
  }
}
