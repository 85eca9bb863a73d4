/// A header or footer sized and placed across the section, waiting for its y.
struct BoundaryPlacement: Sendable {
  var kind: FrameKind
  var index: Int
  var x: Double
  var width: Double
  var height: Double
  var isBottom: Bool
  var extendsBoundary: Bool
  var offset: LayoutPoint

  /// Sizes and places the section's headers and footers across it (semantics §6).
  ///
  /// The width box is the container's width, less the leading and trailing insets when the
  /// section's supplementaries follow its content insets; fractional heights are of the
  /// container's height. Estimated dimensions self-size: they take the measured size when
  /// given. Only the element kinds `"header"` and `"footer"` are placed: the layout format
  /// refuses any other, and one built in Swift gets no frame and no room.
  static func placements(
    for section: LayoutSection, environment: LayoutEnvironment, measured: MeasuredSizes
  ) -> [BoundaryPlacement] {
    let insets = section.contentInsets
    let follows = section.supplementariesFollowContentInsets
    // Never negative: section insets wider than the container leave the box zero wide.
    let boxWidth = max(0, environment.containerWidth - (follows ? insets.leading + insets.trailing : 0))
    let minX = follows ? insets.leading : 0
    let box = LengthSize(
      width: .constant(boxWidth), height: .constant(environment.containerHeight))
    var placements: [BoundaryPlacement] = []
    var headers = 0
    var footers = 0
    for item in section.boundarySupplementaryItems {
      let kind: FrameKind
      let index: Int
      let measurement: MeasuredSize?
      switch item.elementKind {
      case BoundarySupplementaryItem.headerElementKind:
        kind = .header
        index = headers
        headers += 1
        measurement = measured.headers[index]
      case BoundarySupplementaryItem.footerElementKind:
        kind = .footer
        index = footers
        footers += 1
        measurement = measured.footers[index]
      default:
        continue
      }
      let width = GroupResolver.resolve(
        item.layoutSize.widthDimension, in: box, selfSizing: true, measured: measurement?.width
      ).value
      let height = GroupResolver.resolve(
        item.layoutSize.heightDimension, in: box, selfSizing: true, measured: measurement?.height
      ).value
      placements.append(
        BoundaryPlacement(
          kind: kind, index: index, x: minX + item.alignment.horizontalAnchor * (boxWidth - width),
          width: width, height: height, isBottom: item.alignment.isBottom,
          extendsBoundary: item.extendsBoundary, offset: item.absoluteOffset))
    }
    return placements
  }

  /// The frame at `y`, moved by the item's absolute offset.
  func frame(y: Double, section: Int) -> LayoutFrame {
    LayoutFrame(
      kind: kind, section: section, index: index, x: x + offset.x, y: y + offset.y, width: width,
      height: height)
  }
}
