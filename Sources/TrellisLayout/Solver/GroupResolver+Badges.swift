extension GroupResolver {
  /// Places a supplementary item (a badge) on an item's visible frame, relative to its origin.
  ///
  /// The badge's size resolves against the item's frame (an estimated dimension takes its
  /// estimate: badges are not measured). The container anchor picks a point of the item frame
  /// (leading or top 0, centre 0.5, trailing or bottom 1); the item anchor picks the point of the
  /// badge that goes there, by default the one with the container anchor's edges, so a
  /// `[top, trailing]` badge sits inside the item's top trailing corner. Both anchors' offsets
  /// are added, an absolute offset in points and a fractional one in badge sizes (choice: Apple
  /// does not document the item anchor's offset; Trellis moves the badge by it, like the
  /// container anchor's).
  static func badge(
    _ supplementary: LayoutSupplementaryItem, onItemOfWidth itemWidth: Double, height itemHeight: Double
  ) -> BadgeSlot {
    let box = LengthSize(width: .constant(itemWidth), height: .constant(itemHeight))
    let width = resolve(supplementary.layoutSize.widthDimension, in: box).value
    let height = resolve(supplementary.layoutSize.heightDimension, in: box).value
    let container = supplementary.containerAnchor
    let item = supplementary.itemAnchor ?? LayoutAnchor(edges: container.edges)
    let containerOffset = container.offset.points(forWidth: width, height: height)
    let itemOffset = item.offset.points(forWidth: width, height: height)
    let x =
      container.edges.horizontalFraction * itemWidth + containerOffset.x
      - item.edges.horizontalFraction * width + itemOffset.x
    let y =
      container.edges.verticalFraction * itemHeight + containerOffset.y
      - item.edges.verticalFraction * height + itemOffset.y
    return BadgeSlot(x: x, y: y, width: width, height: height, zIndex: supplementary.zIndex)
  }
}

extension LayoutAnchor.Offset {
  /// The offset in points, for a supplementary of the given size.
  func points(forWidth width: Double, height: Double) -> LayoutPoint {
    switch self {
    case .absolute(let point): point
    case .fractional(let fraction): LayoutPoint(x: fraction.x * width, y: fraction.y * height)
    }
  }
}

extension RectEdge {
  /// Where along a box's width the edges point: leading 0, trailing 1, neither the centre 0.5.
  var horizontalFraction: Double {
    contains(.leading) ? 0 : contains(.trailing) ? 1 : 0.5
  }

  /// Where down a box's height the edges point: top 0, bottom 1, neither the centre 0.5.
  var verticalFraction: Double {
    contains(.top) ? 0 : contains(.bottom) ? 1 : 0.5
  }
}
