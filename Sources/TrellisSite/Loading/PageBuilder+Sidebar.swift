import TrellisData
import TrellisDiagnostics

extension PageBuilder {
  /// site.json's `sidebar` checked against the pages, with each id of a page declaration that
  /// expands (`"expand": "categories"`) made a group of the pages it made, titled as the
  /// declaration is. Each entry must name a page the navigation lists (a page cut into parts by
  /// its first), once, and every such page must be in it.
  mutating func resolveSidebar(_ sidebar: Located<[SidebarEntry]>, pages: [Page]) -> Located<[SidebarEntry]> {
    let listed = pages.filter(\.isFirstOfItsPages).map(\.id)
    let known = Set(listed)
    var resolved = sidebar
    resolved.value = expandingDeclarations(in: sidebar.value, known: known)
    var firstSeen: [String: Located<String>] = [:]
    for (id, _) in SidebarEntry.pages(in: resolved.value) {
      if !known.contains(id.value) {
        report(id, .unknownSidebarPage(id.value, known: listed + expansions.keys.sorted()))
      } else if let first = firstSeen[id.value] {
        report(id, .pageInSidebarTwice(id.value), firstSeen: first)
      } else {
        firstSeen[id.value] = id
      }
    }
    let missing = listed.filter { firstSeen[$0] == nil }
    let makers = expansions.filter { _, made in made.pages.contains { firstSeen[$0] == nil } }.keys.sorted()
    if !missing.isEmpty { report(sidebar, .pageNotInSidebar(missing, declarations: makers)) }
    return resolved
  }

  /// The entries with each expanding declaration's id (one that is not also a page's) replaced
  /// by a group of its pages, each located where the id was written.
  private func expandingDeclarations(in entries: [SidebarEntry], known: Set<String>) -> [SidebarEntry] {
    entries.map { entry in
      switch entry {
      case .page(let id):
        guard !known.contains(id.value), let expansion = expansions[id.value] else { return entry }
        return .group(
          title: expansion.title,
          items: expansion.pages.map { .page(Located($0, offset: id.offset, path: id.path)) })
      case .group(let title, let items):
        return .group(title: title, items: expandingDeclarations(in: items, known: known))
      }
    }
  }
}
