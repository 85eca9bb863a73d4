/// Space outside an item or group, on each edge (Apple's `NSCollectionLayoutEdgeSpacing`).
///
/// Unlike content insets, edge spacing moves the item and uses up room in its group.
/// JSON: an object with any of `leading`, `top`, `trailing`, `bottom`, each a ``LayoutSpacing``.
public struct EdgeSpacing: Hashable, Sendable {
  /// Space before the leading edge.
  public var leading: LayoutSpacing?
  /// Space above the top edge.
  public var top: LayoutSpacing?
  /// Space after the trailing edge.
  public var trailing: LayoutSpacing?
  /// Space below the bottom edge.
  public var bottom: LayoutSpacing?

  /// Creates edge spacing; an edge left `nil` has none.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
