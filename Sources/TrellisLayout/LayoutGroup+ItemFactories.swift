// Overloads of Apple's group factories that take items and groups directly, as Apple's do
// (`NSCollectionLayoutGroup` is an `NSCollectionLayoutItem`), so callers need not wrap each in
// `.item(_:)` or `.group(_:)`:
//
//   let item = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
//   let row = LayoutGroup.horizontal(
//     layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)), subitem: item, count: 4)
//
// A mix of items and groups still takes `[LayoutGroupSubitem]`.

extension LayoutGroup {
  /// A horizontal group of `subitems` at their own sizes, cycling, as many as fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> Self {
    horizontal(layoutSize: layoutSize, subitems: subitems.map(LayoutGroupSubitem.item))
  }

  /// A horizontal group of nested `subitems` at their own sizes, cycling, as many as fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutGroup]) -> Self {
    horizontal(layoutSize: layoutSize, subitems: subitems.map(LayoutGroupSubitem.group))
  }

  /// A horizontal group of `count` equal slots holding `subitem`.
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> Self {
    horizontal(layoutSize: layoutSize, subitem: .item(subitem), count: count)
  }

  /// A horizontal group of max(1, floor(container width / `divisor`)) equal slots holding
  /// `subitem`.
  public static func horizontal(
    layoutSize: LayoutSize, subitem: LayoutItem, countDividingContainerWidthBy divisor: Double
  ) -> Self {
    horizontal(layoutSize: layoutSize, subitem: .item(subitem), countDividingContainerWidthBy: divisor)
  }

  /// A horizontal group of `count` equal slots holding the nested group `subitem`.
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutGroup, count: Int) -> Self {
    horizontal(layoutSize: layoutSize, subitem: .group(subitem), count: count)
  }

  /// A horizontal group of `count` copies of `repeatingSubitem` at its own size (iOS 16).
  public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: .item(repeatingSubitem), count: count)
  }

  /// A horizontal group of `count` copies of the nested group `repeatingSubitem` at its own size
  /// (iOS 16).
  public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutGroup, count: Int) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: .group(repeatingSubitem), count: count)
  }

  /// A vertical group of `subitems` at their own sizes, cycling, as many as fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> Self {
    vertical(layoutSize: layoutSize, subitems: subitems.map(LayoutGroupSubitem.item))
  }

  /// A vertical group of nested `subitems` at their own sizes, cycling, as many as fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutGroup]) -> Self {
    vertical(layoutSize: layoutSize, subitems: subitems.map(LayoutGroupSubitem.group))
  }

  /// A vertical group of `count` equal slots holding `subitem`.
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> Self {
    vertical(layoutSize: layoutSize, subitem: .item(subitem), count: count)
  }

  /// A vertical group of max(1, floor(container width / `divisor`)) equal slots holding
  /// `subitem`.
  public static func vertical(
    layoutSize: LayoutSize, subitem: LayoutItem, countDividingContainerWidthBy divisor: Double
  ) -> Self {
    vertical(layoutSize: layoutSize, subitem: .item(subitem), countDividingContainerWidthBy: divisor)
  }

  /// A vertical group of `count` equal slots holding the nested group `subitem`.
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutGroup, count: Int) -> Self {
    vertical(layoutSize: layoutSize, subitem: .group(subitem), count: count)
  }

  /// A vertical group of `count` copies of `repeatingSubitem` at its own size (iOS 16).
  public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: .item(repeatingSubitem), count: count)
  }

  /// A vertical group of `count` copies of the nested group `repeatingSubitem` at its own size
  /// (iOS 16).
  public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutGroup, count: Int) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: .group(repeatingSubitem), count: count)
  }
}
