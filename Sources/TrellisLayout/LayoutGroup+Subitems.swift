extension LayoutGroup {
  /// How a group is filled, one case per Apple initialiser.
  public enum Subitems: Hashable, Sendable {
    /// `horizontal(layoutSize:subitems:)`: the subitems in order, cycling, as many as fit at
    /// their own sizes. JSON `"subitems": [...]` (non-empty).
    case subitems([LayoutGroupSubitem])
    /// `horizontal(layoutSize:subitem:count:)`: `count` equal slots sharing the group's length;
    /// the subitem's own length on the group's axis is ignored. JSON `"subitem": X, "count": n`.
    case count(LayoutGroupSubitem, Int)
    /// `horizontal(layoutSize:subitem:count:)` with `count: Int(containerWidth / divisor)`, as
    /// Apple's Insertion Sort sample writes it: max(1, floor(container width / `divisor`)) equal
    /// slots, so the count steps as the container widens. The width is the section's container
    /// (``LayoutEnvironment/containerWidth``). JSON `"subitem": X, "count":
    /// {"containerWidthDividedBy": d}`.
    case countDividingContainerWidth(LayoutGroupSubitem, by: Double)
    /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` slots at the
    /// subitem's own size, overflow allowed. JSON `"repeatingSubitem": X, "count": n`.
    case repeating(LayoutGroupSubitem, Int)
  }
}

extension LayoutGroup.Subitems {
  /// The number of equal slots a `.countDividingContainerWidth` group has in a container
  /// `containerWidth` wide: max(1, floor(`containerWidth` / `divisor`)), at most
  /// 100,000 (`LayoutChoices.maximumGroupCapacity`).
  public static func slotCount(containerWidth: Double, dividedBy divisor: Double) -> Int {
    let quotient = (containerWidth / divisor).rounded(.down)
    guard quotient.isFinite, quotient >= 1 else { return 1 }
    return Int(min(quotient, Double(LayoutChoices.maximumGroupCapacity)))
  }
}
