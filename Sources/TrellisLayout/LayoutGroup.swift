/// A row or column of items and nested groups (Apple's `NSCollectionLayoutGroup`).
///
/// Build groups with the factories that mirror Apple's:
/// ```swift
/// let item = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
/// var row = LayoutGroup.horizontal(
///   layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)), subitem: item, count: 4)
/// row.interItemSpacing = .fixed(16)
/// ```
/// The factories take a ``LayoutItem``, a nested ``LayoutGroup`` or, for a mix of the two,
/// ``LayoutGroupSubitem``s (`.item(item)`, `.group(group)`).
/// JSON: an object with exactly one key, `"horizontal"` or `"vertical"`, whose value holds
/// `layoutSize` and exactly one of `"subitems": [...]`, `"subitem": X, "count": n` (or `"count":
/// {"containerWidthDividedBy": d}`) or `"repeatingSubitem": X, "count": n`, plus optional `interItemSpacing`, `contentInsets` and
/// `edgeSpacing`. Apple's group `supplementaryItems` are refused when decoding: Trellis draws
/// supplementaries anchored to items (badges), not to groups.
public struct LayoutGroup: Hashable, Sendable {
  /// The direction the group lays out its subitems.
  public var axis: Axis
  /// The group's size; fractions are of the section box or of the parent group's content box.
  public var layoutSize: LayoutSize
  /// What the group holds and how it is filled.
  public var subitems: Subitems
  /// Space between neighbouring subitems along the axis; `nil` is none.
  public var interItemSpacing: LayoutSpacing?
  /// Insets between the group's frame and the box its subitems resolve against.
  public var contentInsets: DirectionalEdgeInsets
  /// Space outside the group that moves it within its parent group.
  public var edgeSpacing: EdgeSpacing?

  /// Creates a group; the static factories read more like Apple's API.
  public init(
    axis: Axis, layoutSize: LayoutSize, subitems: Subitems,
    interItemSpacing: LayoutSpacing? = nil, contentInsets: DirectionalEdgeInsets = .zero,
    edgeSpacing: EdgeSpacing? = nil
  ) {
    self.axis = axis
    self.layoutSize = layoutSize
    self.subitems = subitems
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
  }
}

extension LayoutGroup {
  /// A horizontal group of `subitems` at their own sizes, cycling, as many as fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem]) -> Self {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: .subitems(subitems))
  }

  /// A horizontal group of `count` equal slots holding `subitem`.
  public static func horizontal(layoutSize: LayoutSize, subitem: LayoutGroupSubitem, count: Int)
    -> Self
  {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: .count(subitem, count))
  }

  /// A horizontal group of equal slots holding `subitem`, as many as the container width divided
  /// by `divisor`, rounded down (at least one): Apple's `horizontal(layoutSize:subitem:count:)`
  /// with `count: Int(layoutEnvironment.container.effectiveContentSize.width / divisor)`.
  public static func horizontal(
    layoutSize: LayoutSize, subitem: LayoutGroupSubitem, countDividingContainerWidthBy divisor: Double
  ) -> Self {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: .countDividingContainerWidth(subitem, by: divisor))
  }

  /// A horizontal group of `count` copies of `subitem` at its own size (iOS 16).
  public static func horizontal(
    layoutSize: LayoutSize, repeatingSubitem: LayoutGroupSubitem, count: Int
  ) -> Self {
    Self(axis: .horizontal, layoutSize: layoutSize, subitems: .repeating(repeatingSubitem, count))
  }

  /// A vertical group of `subitems` at their own sizes, cycling, as many as fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem]) -> Self {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: .subitems(subitems))
  }

  /// A vertical group of `count` equal slots holding `subitem`.
  public static func vertical(layoutSize: LayoutSize, subitem: LayoutGroupSubitem, count: Int)
    -> Self
  {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: .count(subitem, count))
  }

  /// A vertical group of equal slots holding `subitem`, as many as the container width divided by
  /// `divisor`, rounded down (at least one).
  public static func vertical(
    layoutSize: LayoutSize, subitem: LayoutGroupSubitem, countDividingContainerWidthBy divisor: Double
  ) -> Self {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: .countDividingContainerWidth(subitem, by: divisor))
  }

  /// A vertical group of `count` copies of `subitem` at its own size (iOS 16).
  public static func vertical(
    layoutSize: LayoutSize, repeatingSubitem: LayoutGroupSubitem, count: Int
  ) -> Self {
    Self(axis: .vertical, layoutSize: layoutSize, subitems: .repeating(repeatingSubitem, count))
  }
}
