/// One section's layout: a group repeated for all of the section's items (Apple's
/// `NSCollectionLayoutSection`).
///
/// JSON: `{"group": {...}}` plus optional `interGroupSpacing`, `contentInsets`,
/// `orthogonalScrollingBehavior`, `boundarySupplementaryItems`,
/// `supplementariesFollowContentInsets` and `decorationItems`.
public struct LayoutSection: Hashable, Sendable {
  /// The group every run of items is laid out in.
  public var group: LayoutGroup
  /// Space between consecutive groups.
  public var interGroupSpacing: Double
  /// Insets between the section's frame and the box its group resolves against.
  public var contentInsets: DirectionalEdgeInsets
  /// Whether and how the section scrolls sideways.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// Headers, footers and other views on the section's edges.
  public var boundarySupplementaryItems: [BoundarySupplementaryItem]
  /// Whether boundary supplementaries are narrowed by the leading and trailing content insets.
  public var supplementariesFollowContentInsets: Bool
  /// Backgrounds drawn behind the items.
  public var decorationItems: [DecorationItem]

  /// Creates a section.
  public init(
    group: LayoutGroup, interGroupSpacing: Double = 0,
    contentInsets: DirectionalEdgeInsets = .zero,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
    supplementariesFollowContentInsets: Bool = true, decorationItems: [DecorationItem] = []
  ) {
    self.group = group
    self.interGroupSpacing = interGroupSpacing
    self.contentInsets = contentInsets
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.decorationItems = decorationItems
  }

  /// A layout that takes no room at all, for a section that hides when it has no items (the hide-empty-sections example):
  /// a vertical group and its item, both `fractionalWidth(1)` x `absolute(0)`.
  public static let empty: LayoutSection = {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
    let item = LayoutItem(layoutSize: size)
    return LayoutSection(group: .vertical(layoutSize: size, subitems: [.item(item)]))
  }()
}
