/// One cell of the layout (Apple's `NSCollectionLayoutItem`).
///
/// JSON: `{"layoutSize": {...}, "contentInsets": 5, "edgeSpacing": {...},
/// "supplementaryItems": [...]}`; only `layoutSize` is required.
public struct LayoutItem: Hashable, Sendable {
  /// The item's size; fractions are of its group's content box.
  public var layoutSize: LayoutSize
  /// Insets that shrink the visible item inside its slot (ignored on an estimated axis).
  public var contentInsets: DirectionalEdgeInsets
  /// Space outside the item that moves it and uses up room in its group.
  public var edgeSpacing: EdgeSpacing?
  /// Supplementaries such as badges, anchored to the item.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// Creates an item.
  public init(
    layoutSize: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero,
    edgeSpacing: EdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}
