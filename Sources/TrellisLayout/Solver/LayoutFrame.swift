/// One solved rectangle of a section, in points, relative to the section's origin.
///
/// `x = 0` is the layout container's leading edge and `y = 0` the section's top (the header's
/// top when it has one). In a section that scrolls sideways, items and groups are in the scrolled
/// content's coordinates at rest (scroll offset 0); headers, footers and decorations are not.
///
/// `index` is the item's index for items and badges (a badge follows its item), the group's index
/// for groups, and the position among boundary items of the same kind (or among decorations) for
/// headers, footers and decorations.
public struct LayoutFrame: Hashable, Sendable {
  /// What the frame shows.
  public var kind: FrameKind
  /// The index of the section the frame belongs to.
  public var section: Int
  /// The item, group or supplementary index (see the type's description).
  public var index: Int
  /// The leading edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a frame.
  public init(
    kind: FrameKind, section: Int, index: Int, x: Double, y: Double, width: Double, height: Double
  ) {
    self.kind = kind
    self.section = section
    self.index = index
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The trailing edge, `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { y + height }
}
