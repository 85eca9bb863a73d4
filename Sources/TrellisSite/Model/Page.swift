import TrellisData
import TrellisGallery
import TrellisLayout

/// A page resolved against its data: sections with their items, and the page's snapshot.
package struct Page: Sendable {
  package var id: String
  package var title: String
  package var summary: String?
  package var layoutConfiguration: LayoutConfiguration
  /// The segments of a segmented page (a single segment for other pages).
  package var segments: [Gallery.Segment]
  package var isSegmented: Bool
  package var sections: [PageSection]
  /// What the page's card on the generated home page says: the page's summary, or for a page
  /// made for each category, the category's description (the declaration's summary only on the
  /// first of its pages, so that no card repeats another's text).
  package var cardText: String?

  /// What each item shows, by identifier (built on demand).
  package var items: [ItemID: GalleryItem] {
    var items: [ItemID: GalleryItem] = [:]
    for section in sections {
      for (id, entry) in zip(section.items, section.entries) { items[id] = entry }
    }
    return items
  }

  /// How many items the page shows.
  package var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

  /// The page's file name: its id (shortened when it is very long: ``OutputFileName``) and `.html`.
  package var fileName: String { Self.fileName(ofID: id) }

  /// The file name of the page whose id is `id`.
  package static func fileName(ofID id: String) -> String { OutputFileName.fitted(id) + ".html" }

  /// Whether the page shows a search field (any of its sections is searchable).
  package var isSearchable: Bool { sections.contains { $0.declaration.searchable } }

  /// Whether the site's navigation and home page list this page: every page but the second and
  /// later of a cut page.
  package var isFirstOfItsPages: Bool { (pagination?.index ?? 1) == 1 }

  /// Where the page stands among the pages a declaration with a `pageSize` was cut into; nil
  /// for a page that is not cut.
  package var pagination: Pagination?

  /// Page `index` of `count`, all cut from the declaration whose id is `baseID`.
  package struct Pagination: Hashable, Sendable {
    package var index: Int
    package var count: Int
    package var baseID: String

    /// The id of page `index` (from 1): the declaration's id for the first, `ID-N` after it.
    package static func id(ofPage index: Int, base: String) -> String { index == 1 ? base : "\(base)-\(index)" }
  }
}
