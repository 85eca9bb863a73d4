import TrellisData
import TrellisDiagnostics

extension PageBuilder {
  /// Checks site.json's `sidebar` against the pages: each entry names a page the navigation lists
  /// (a page cut into parts by its first), once, and every such page is in it.
  mutating func checkSidebar(_ sidebar: Located<[SidebarEntry]>, pages: [Page]) {
    let listed = pages.filter(\.isFirstOfItsPages).map(\.id)
    let known = Set(listed)
    var firstSeen: [String: Located<String>] = [:]
    for (id, _) in SidebarEntry.pages(in: sidebar.value) {
      if !known.contains(id.value) {
        report(id, Suggestion.unknown("page", id.value, known: listed))
      } else if let first = firstSeen[id.value] {
        report(id, .pageInSidebarTwice(id.value, firstSeenAt: place(of: first)))
      } else {
        firstSeen[id.value] = id
      }
    }
    let missing = listed.filter { firstSeen[$0] == nil }
    if !missing.isEmpty { report(sidebar, .pageNotInSidebar(missing)) }
  }
}
