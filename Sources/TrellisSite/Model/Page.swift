import TrellisData
import TrellisLayout

/// A page resolved against its data: sections with their items, and the page's snapshot.
public struct Page: Sendable {
  public var id: String
  public var title: String
  public var summary: String?
  public var layoutConfiguration: LayoutConfiguration
  /// The segments of a segmented page (a single segment for other pages).
  public var segments: [SegmentDescription]
  public var isSegmented: Bool
  public var sections: [PageSection]
  /// Section ids and item ids, as a diffable data source would hold them.
  public var snapshot: Snapshot<String, ItemID>
  /// What each item shows.
  public var items: [ItemID: GalleryItem]

  /// Whether the page shows a search field (any of its sections is searchable).
  public var isSearchable: Bool { sections.contains { $0.description.searchable } }
}
