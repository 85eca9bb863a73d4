/// The size of an item, group or supplementary along one axis (Apple's
/// `NSCollectionLayoutDimension`).
///
/// A fractional dimension is a fraction of the containing box's width or height, on either
/// axis: a height of `.fractionalWidth(1)` makes squares. JSON: an object with exactly one key,
/// `{"fractionalWidth": 0.28}`, `{"absolute": 80}`, `{"estimated": 44}`.
public enum LayoutDimension: Hashable, Sendable {
  /// A fraction (greater than 0) of the containing box's width.
  case fractionalWidth(Double)
  /// A fraction (greater than 0) of the containing box's height.
  case fractionalHeight(Double)
  /// A fixed length in points (at least 0).
  case absolute(Double)
  /// An estimated length in points (greater than 0); the final size is the content's fitting size.
  case estimated(Double)

  /// The number the dimension carries, whatever its kind.
  public var value: Double {
    switch self {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
      .estimated(let value):
      value
    }
  }

  /// Whether the dimension is estimated (self-sizing).
  public var isEstimated: Bool {
    if case .estimated = self { true } else { false }
  }
}
