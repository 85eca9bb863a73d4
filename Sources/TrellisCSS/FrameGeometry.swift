import TrellisLayout

/// A frame whose coordinates are linear lengths, exact across one capacity range.
struct FrameGeometry: Hashable {
  var x: LinearLength
  var y: LinearLength
  var width: LinearLength
  var height: LinearLength
  /// The height is the content's (an estimated axis): CSS leaves it `auto`.
  var selfSizingHeight = false
  /// The width is the content's: CSS sizes it `max-content`.
  var selfSizingWidth = false
  /// For a badge: how far it moves, relative to its item, per point of the item's height and
  /// width (0 for a top or leading anchor, 0.5 centred, 1 bottom or trailing). It matters where
  /// the item sizes to its content, so CSS places such a badge by percentages of the item.
  var followsItemHeight = 0.0
  var followsItemWidth = 0.0
  /// For an item: what its group keeps below it and after it (the group's bottom and trailing
  /// insets, the item's edge spacing) when its content makes it the group's tallest or widest
  /// item. A row or column that sizes to its content is the largest of these margin boxes.
  var spaceBelow = LinearLength.zero
  var spaceAfter = LinearLength.zero
  /// For an item: its top, within its group, moves when the items' content grows (flexible top
  /// edge spacing in a group that sizes to its content, or an item stacked below one that does).
  var topFollowsContent = false

  func offset(by origin: FrameGeometry) -> FrameGeometry {
    var moved = self
    moved.x = x - origin.x
    moved.y = y - origin.y
    return moved
  }
}
