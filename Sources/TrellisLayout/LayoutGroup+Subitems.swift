extension LayoutGroup {
  /// How a group is filled, one case per Apple initialiser.
  public enum Subitems: Hashable, Sendable {
    /// `horizontal(layoutSize:subitems:)`: the subitems in order, cycling, as many as fit at
    /// their own sizes. JSON `"subitems": [...]` (non-empty).
    case subitems([LayoutGroupSubitem])
    /// `horizontal(layoutSize:subitem:count:)`: `count` equal slots sharing the group's length;
    /// the subitem's own length on the group's axis is ignored. JSON `"subitem": X, "count": n`.
    case count(LayoutGroupSubitem, Int)
    /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` slots at the
    /// subitem's own size, overflow allowed. JSON `"repeatingSubitem": X, "count": n`.
    case repeating(LayoutGroupSubitem, Int)
  }
}
