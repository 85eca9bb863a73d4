import TrellisData
import TrellisGallery
import TrellisLayout

/// One rendered section of a page: a site section, or one part of a site section whose data
/// expands into several (a universe's character sections).
package struct PageSection: Sendable {
  /// Unique within the page: the site section's id, plus the data section's id when expanded
  /// ("universe-teaParty").
  package var id: String
  /// The header title.
  package var title: String
  /// The declaration it comes from.
  package var declaration: Gallery.Section
  /// Where the declaration is in the gallery: `pages[0].sections[2]`.
  package var path: [JSONPathComponent]
  /// The segment it belongs to on a segmented page.
  package var segment: String
  package var cell: Gallery.Cell
  /// The id of the site section that shows the items: the scope of their identifiers.
  package var scope: String
  /// The items in display order (for an outline: parents followed by their children, depth
  /// first), as places in the catalogs.
  package var sources: [ItemSource]
  /// The catalogs the sources point into.
  package var data: SiteData

  /// What each item shows, in display order.
  package var entries: GalleryEntries { GalleryEntries(data: data, sources: sources) }
  /// The items' identifiers, in display order (made on demand: a build never needs them).
  package var items: [ItemID] { sources.map { data.identifier($0, scope: scope) } }
  package var itemCount: Int { sources.count }
  /// For outline sections: each parent's position in ``items`` and how many children follow it.
  package var outlineGroups: [OutlineGroup]?

  package struct OutlineGroup: Hashable, Sendable {
    package var parent: Int
    package var childCount: Int
    package var children: Range<Int> { (parent + 1)..<(parent + 1 + childCount) }
  }

  package var isEmpty: Bool { sources.isEmpty }
  /// An empty section that hides takes no room: the renderer gives it the hide-empty-sections example's empty layout.
  package var isHidden: Bool { isEmpty && declaration.hidesWhenEmpty }
  /// An empty section with an `emptyMessage` shows it in place of its items (a section that hides
  /// has none: the site is refused).
  package var showsEmptyMessage: Bool { isEmpty && declaration.emptyMessage != nil && !isHidden }
  /// How many items are complete, for progress headers (characters only; others count none).
  package var completedCount: Int
  /// Where a page cut by `pageSize` cut the section: its whole item count, when this part shows
  /// only some of them; nil for a section shown whole.
  package var wholeCount: Int?
  /// Whether the section goes on from the previous part of a cut page.
  package var continuesFromPrevious = false
}
