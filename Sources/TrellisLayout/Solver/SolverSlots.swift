/// An item's visible frame inside a resolved top-level group, relative to the group's origin,
/// with the range of its badges in the resolver's badge buffer.
struct LeafSlot: Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  var badgeStart: Int
  var badgeEnd: Int
}

/// A badge's frame relative to its item's visible frame.
struct BadgeSlot: Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
  /// The supplementary item's `zIndex` (not part of the frame; the CSS stacks badges by it).
  var zIndex: Int
}

/// Which axes of a group are estimated, so its items self-size on them.
struct AxisFlags: Sendable {
  var width: Bool
  var height: Bool

  static let none = AxisFlags(width: false, height: false)
}
