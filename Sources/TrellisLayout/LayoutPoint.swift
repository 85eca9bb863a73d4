/// A point or offset in points, x to the right and y downwards (Apple's `CGPoint`).
///
/// JSON: `{"x": -5, "y": 5}`; a missing coordinate is 0.
public struct LayoutPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = LayoutPoint(x: 0, y: 0)
}
