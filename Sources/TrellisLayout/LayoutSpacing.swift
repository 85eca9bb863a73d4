/// Space between neighbouring items or groups (Apple's `NSCollectionLayoutSpacing`).
///
/// JSON: `{"fixed": 16}` or `{"flexible": 8}`, finite and at least 0.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this much space.
  case fixed(Double)
  /// At least this much space; leftover room in the group is shared out evenly.
  case flexible(Double)

  /// The spacing's amount (the minimum, for flexible spacing).
  public var value: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }
}
