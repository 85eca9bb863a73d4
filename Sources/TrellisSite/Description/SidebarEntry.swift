import TrellisData

/// One entry of site.json's `sidebar`: a page, by its id, or a titled group of entries, as the
/// outline of an iPad app's sidebar.
///
///     "sidebar": [
///       {"title": "Compositional Layout", "items": [
///         {"title": "Getting Started", "items": ["grid", "inset-items-grid"]}]},
///       "about"
///     ]
package indirect enum SidebarEntry: Decodable, Sendable {
  /// A page of the site, named by its id (a page cut into parts is named by its first).
  case page(Located<String>)
  /// A group: its title and what it holds, at least one entry.
  case group(title: String, items: [SidebarEntry])

  enum CodingKeys: String, CodingKey { case title, items }

  package init(from decoder: any Decoder) throws {
    if let id = try? decoder.singleValueContainer().decode(Located<String>.self) {
      self = .page(id)
      return
    }
    let container: KeyedDecodingContainer<CodingKeys>
    do {
      container = try decoder.container(keyedBy: CodingKeys.self)
    } catch {
      throw DecodingError.problem(.sidebarEntryKind, at: decoder.codingPath)
    }
    let title = try container.decode(String.self, forKey: .title)
    guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw DecodingError.problem(.emptySidebarGroupTitle, forKey: .title, in: container)
    }
    let items = try container.decode([SidebarEntry].self, forKey: .items)
    guard !items.isEmpty else {
      throw DecodingError.problem(.emptySidebarGroup(title), forKey: .items, in: container)
    }
    self = .group(title: title, items: items)
  }

  /// The pages the entries name, in order, each with the titles of the groups around it.
  package static func pages(
    in entries: [SidebarEntry], groups: [String] = []
  ) -> [(id: Located<String>, groups: [String])] {
    entries.flatMap { entry -> [(id: Located<String>, groups: [String])] in
      switch entry {
      case .page(let id): [(id, groups)]
      case .group(let title, let items): pages(in: items, groups: groups + [title])
      }
    }
  }
}
