/// Insets on the four edges of a box, named by reading direction (Apple's
/// `NSDirectionalEdgeInsets`).
///
/// JSON: a number for all four edges (`10`), or an object with any of `top`, `leading`,
/// `bottom` and `trailing` (a missing edge is 0). Trellis rejects negative insets when decoding.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top.
  public var top: Double
  /// The inset at the leading edge (left, in Trellis's left-to-right pages).
  public var leading: Double
  /// The inset at the bottom.
  public var bottom: Double
  /// The inset at the trailing edge.
  public var trailing: Double

  /// Creates insets from the four edges.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
