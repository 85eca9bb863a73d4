import TrellisLayout

/// Where a section's groups stand in its content element, for a documentation site's Annotate
/// switch to outline them where the CSS does not make them elements: grid rows, the columns of a
/// sideways scroller, groups placed by index, rows whose count follows the width. Every group has the first one's size, and each
/// stands one `pitch` after the one before, downwards or (orthogonal sections) towards the
/// trailing edge.
package struct GroupBoxes: Hashable, Sendable {
  /// The first group's box in the content element's padding box, from its top and leading edges.
  var x: LinearLength
  var y: LinearLength
  var width: LinearLength
  var height: LinearLength
  /// From one group's start to the next one's: the group's length and the spacing between groups.
  var pitch: LinearLength
  /// Groups follow each other sideways (orthogonal sections), else downwards.
  package var repeatsSideways: Bool
  /// How many items a group holds: as many boxes are drawn as `--n` (the item count) needs.
  var capacity: Int

  /// The line the outlines are drawn with.
  package static let line = 2.0

  /// Background layers that draw every group's outline in `color`, as lines inside its box: each
  /// an image starting at the first group and ending after the last, whose repeating gradient
  /// draws one group's edges every `pitch`. Right to left, the images start from the right edge
  /// and their gradients run leftward. Positions are from the padding box.
  package func layers(color: String, rightToLeft: Bool) -> [BackgroundLayer] {
    let (x, y, width, height, pitch) = (x.css, y.css, width.css, height.css, pitch.css)
    let line = "\(cssNumber(Self.line))px"
    func position(_ inline: String, _ block: String) -> String {
      rightToLeft ? "right \(inline) top \(block)" : "\(inline) \(block)"
    }
    // The images end after the last group, not at the end of the background area: a scroller can
    // be wider than its groups, and below the last group are the bottom inset and any room the
    // page gives. `--n`, the section's item count, is written on a documentation site's sections.
    let length = "calc(round(up, var(--n, 0) / \(capacity), 1) * \(pitch))"
    if repeatsSideways {
      let direction = rightToLeft ? "to left" : "to right"
      // The leading and trailing edges of each group, then its top and bottom edges.
      let sides =
        "repeating-linear-gradient(\(direction), \(color) 0 \(line), transparent \(line) calc(\(width) - \(line)), "
        + "\(color) calc(\(width) - \(line)) \(width), transparent \(width) \(pitch))"
      let edge = "repeating-linear-gradient(\(direction), \(color) 0 \(width), transparent \(width) \(pitch))"
      return [
        BackgroundLayer(image: sides, size: "\(length) \(height)", position: position(x, y)),
        BackgroundLayer(image: edge, size: "\(length) \(line)", position: position(x, y)),
        BackgroundLayer(
          image: edge, size: "\(length) \(line)", position: position(x, "calc(\(y) + \(height) - \(line))")),
      ]
    }
    // The top and bottom edges of each group, then its leading and trailing edges.
    let edges =
      "repeating-linear-gradient(\(color) 0 \(line), transparent \(line) calc(\(height) - \(line)), "
      + "\(color) calc(\(height) - \(line)) \(height), transparent \(height) \(pitch))"
    let side = "repeating-linear-gradient(\(color) 0 \(height), transparent \(height) \(pitch))"
    return [
      BackgroundLayer(image: edges, size: "\(width) \(length)", position: position(x, y)),
      BackgroundLayer(image: side, size: "\(line) \(length)", position: position(x, y)),
      BackgroundLayer(image: side, size: "\(line) \(length)", position: position("calc(\(x) + \(width) - \(line))", y)),
    ]
  }
}

/// One layer of a background: its image, size and position, not repeated.
package struct BackgroundLayer: Hashable, Sendable {
  package var image: String
  package var size: String
  package var position: String
}

/// A section's group boxes under some conditions: one capacity range of one environment region.
package struct GroupBoxBlock: Hashable, Sendable {
  package var conditions: [String]
  package var boxes: GroupBoxes
}

extension TemplateGeometry {
  /// Where this range's groups stand, for the schemes whose groups are not elements and follow
  /// each other at one pitch; nil where a group's length follows its content (its rows or
  /// columns differ), for flows (whose lines hold what fits), and where groups are elements of
  /// their own.
  func groupBoxes(_ scheme: Scheme) -> GroupBoxes? {
    // Every scheme starts the first group where the solver does, in the content element's padding
    // box: the group's own x (the element spans the section's width), and the top inset down.
    let (x, y) = (group.x, LinearLength(insets.top) + group.y - contentTop)
    switch scheme {
    case .flowRows:
      guard !group.selfSizingHeight, !group.selfSizingWidth else { return nil }
      return GroupBoxes(
        x: x, y: y, width: group.width, height: group.height, pitch: group.height + interGroupSpacing,
        repeatsSideways: false, capacity: capacity)
    case .flowColumns:
      guard !group.selfSizingHeight, !hasSelfSizingWidth else { return nil }
      return GroupBoxes(
        x: x, y: y, width: group.width, height: group.height, pitch: group.width + interGroupSpacing,
        repeatsSideways: true, capacity: capacity)
    case .indexed:
      let length = isOrthogonal ? group.width : group.height
      return GroupBoxes(
        x: x, y: y, width: group.width, height: group.height, pitch: length + interGroupSpacing,
        repeatsSideways: isOrthogonal, capacity: capacity)
    case .widthColumns:
      // Rows of as many items as the width holds, placed by index from the top inset down.
      guard !isOrthogonal else { return nil }
      return GroupBoxes(
        x: x, y: y, width: group.width, height: group.height, pitch: group.height + interGroupSpacing,
        repeatsSideways: false, capacity: capacity)
    case .groupColumns, .wrap:
      return nil
    }
  }
}
