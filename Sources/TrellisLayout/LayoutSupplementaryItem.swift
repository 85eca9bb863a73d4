/// A supplementary view anchored to an item, such as a badge (Apple's
/// `NSCollectionLayoutSupplementaryItem`).
///
/// JSON: `{"elementKind": "badge", "layoutSize": {...}, "containerAnchor": {...},
/// "itemAnchor": {...}, "zIndex": 1}`; `itemAnchor` and `zIndex` are optional.
public struct LayoutSupplementaryItem: Hashable, Sendable {
  /// The element kind Trellis draws as a badge: the only one the layout format accepts.
  public static let badgeElementKind = "badge"

  /// The kind of element, naming how Trellis renders it (`"badge"`).
  public var elementKind: String
  /// The supplementary's size; fractions are of the container it is anchored to.
  public var layoutSize: LayoutSize
  /// Where on the container the supplementary attaches.
  public var containerAnchor: LayoutAnchor
  /// Which point of the supplementary goes at the container anchor; `nil` means the point
  /// matching the container anchor's edges.
  public var itemAnchor: LayoutAnchor?
  /// The stacking order; higher draws on top. Items are at 0.
  public var zIndex: Int

  /// Creates a supplementary item.
  public init(
    layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
  ) {
    self.elementKind = elementKind
    self.layoutSize = layoutSize
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
  }
}
