/// Where a supplementary item attaches to its item (Apple's `NSCollectionLayoutAnchor`).
///
/// The anchor names up to one vertical edge and one horizontal edge; no edges means the centre.
/// The offset moves the supplementary from that point, either in points or as a fraction of the
/// supplementary's own size. JSON:
/// `{"edges": ["top", "trailing"], "absoluteOffset": {"x": -5, "y": 5}}`, or with
/// `"fractionalOffset"` instead (not both). Decoding rejects contradictory edges (top with bottom,
/// leading with trailing).
public struct LayoutAnchor: Hashable, Sendable {
  /// The edges the anchor attaches to; empty means the centre.
  public var edges: RectEdge
  /// The offset from the anchor point.
  public var offset: Offset

  /// An anchor at `edges`, moved by `absoluteOffset` points.
  public init(edges: RectEdge, absoluteOffset: LayoutPoint = .zero) {
    self.edges = edges
    self.offset = .absolute(absoluteOffset)
  }

  /// An anchor at `edges`, moved by `fractionalOffset` times the supplementary's size.
  public init(edges: RectEdge, fractionalOffset: LayoutPoint) {
    self.edges = edges
    self.offset = .fractional(fractionalOffset)
  }

  /// The names of contradictory edge pairs in `edges` (top with bottom, leading with trailing).
  static func contradictions(in edges: RectEdge) -> [String] {
    var pairs: [String] = []
    if edges.isSuperset(of: [.top, .bottom]) { pairs.append("top and bottom") }
    if edges.isSuperset(of: [.leading, .trailing]) { pairs.append("leading and trailing") }
    return pairs
  }
}
