/// A set of edges of a box, named by reading direction (Apple's `NSDirectionalRectEdge`).
///
/// JSON: an array of edge names, `["top", "trailing"]`.
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .leading, .bottom, .trailing]

  /// The single edges with their JSON names, in the order they are listed in messages.
  static let named: [(name: String, edge: RectEdge)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  /// The names of the edges in the set, in the order top, leading, bottom, trailing.
  public var names: [String] {
    Self.named.filter { contains($0.edge) }.map(\.name)
  }
}
