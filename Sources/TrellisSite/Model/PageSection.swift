import TrellisData
import TrellisLayout

/// One rendered section of a page: a site section, or one part of a site section whose data
/// expands into several (a universe's character sections).
public struct PageSection: Sendable {
  /// Unique within the page: the site section's id, plus the data section's id when expanded
  /// ("universe-teaParty").
  public var id: String
  /// The header title.
  public var title: String
  /// The declaration it comes from.
  public var description: SectionDescription
  /// The segment it belongs to on a segmented page.
  public var segment: String
  public var cell: CellKind
  /// The id of the site section that shows the items: the scope of their identifiers.
  public var scope: String
  /// The items in display order (for an outline: parents followed by their children, depth
  /// first), as places in the catalogs.
  public var sources: [ItemSource]
  /// The catalogs the sources point into.
  public var data: SiteData

  /// What each item shows, in display order.
  public var entries: GalleryEntries { GalleryEntries(data: data, sources: sources) }
  /// The items' identifiers, in display order (made on demand: a build never needs them).
  public var items: [ItemID] { sources.map { data.identifier($0, scope: scope) } }
  public var itemCount: Int { sources.count }
  /// For outline sections: each parent's position in ``items`` and how many children follow it.
  public var outlineGroups: [OutlineGroup]?

  public struct OutlineGroup: Hashable, Sendable {
    public var parent: Int
    public var childCount: Int
    public var children: Range<Int> { (parent + 1)..<(parent + 1 + childCount) }
  }

  /// The hierarchy as a section snapshot (the Emoji Explorer sample's outline), built on demand.
  public var outline: SectionSnapshot<ItemID>? {
    guard let outlineGroups else { return nil }
    var snapshot = SectionSnapshot<ItemID>()
    let items = self.items
    for group in outlineGroups {
      // Identifiers are unique by construction (the page builder checked them).
      try? snapshot.append([items[group.parent]])
      try? snapshot.append(Array(items[group.children]), to: items[group.parent])
    }
    return snapshot
  }

  public var isEmpty: Bool { sources.isEmpty }
  /// An empty section that hides takes no room: the renderer gives it the hide-empty-sections example's empty layout.
  public var isHidden: Bool { isEmpty && description.hidesWhenEmpty }
  /// How many items are complete, for progress headers (characters only; others count none).
  public var completedCount: Int
}
