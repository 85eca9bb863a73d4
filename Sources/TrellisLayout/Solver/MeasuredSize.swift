/// A size measured in a browser for a self-sizing element; either axis may be missing.
public struct MeasuredSize: Hashable, Sendable {
  /// The measured width, if measured.
  public var width: Double?
  /// The measured height, if measured.
  public var height: Double?

  /// Creates a measurement of one or both axes.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
}
