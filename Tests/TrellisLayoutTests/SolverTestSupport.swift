import Testing

@testable import TrellisLayout

/// The semantics' worked-example container, 390 x 844.
let phone = LayoutEnvironment(containerWidth: 390, containerHeight: 844)

/// Whether two lengths agree within 1e-9 (arithmetic on fractions is inexact).
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

/// Expects `frame` to be at (x, y, width, height), within 1e-9.
func expectFrame(
  _ frame: LayoutFrame?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame else {
    Issue.record("missing frame", sourceLocation: sourceLocation)
    return
  }
  #expect(
    close(frame.x, x) && close(frame.y, y) && close(frame.width, width)
      && close(frame.height, height),
    "\(frame.kind) \(frame.index) is (\(frame.x), \(frame.y), \(frame.width), \(frame.height)), expected (\(x), \(y), \(width), \(height))",
    sourceLocation: sourceLocation)
}

/// Expects two lengths to agree within 1e-9.
func expectClose(
  _ actual: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(close(actual, expected), "\(actual) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects two lists of lengths to agree within 1e-9, element by element.
func expectClose(
  _ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.count == expected.count && zip(actual, expected).allSatisfy { close($0, $1) },
    "\(actual) != \(expected)", sourceLocation: sourceLocation)
}

extension SectionSolution {
  /// The frames of one kind, in order.
  func frames(_ kind: FrameKind) -> [LayoutFrame] { frames.filter { $0.kind == kind } }
  /// The item frames.
  var items: [LayoutFrame] { frames(.item) }
  /// The top-level group frames.
  var groups: [LayoutFrame] { frames(.group) }
}

/// Shorthands for building layouts in tests.
enum Build {
  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  static func item(
    _ width: LayoutDimension = .fractionalWidth(1), _ height: LayoutDimension = .fractionalHeight(1),
    insets: DirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing? = nil,
    badges: [LayoutSupplementaryItem] = []
  ) -> LayoutGroupSubitem {
    .item(
      LayoutItem(
        layoutSize: size(width, height), contentInsets: insets, edgeSpacing: edgeSpacing,
        supplementaryItems: badges))
  }

  static func insets(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0)
    -> DirectionalEdgeInsets
  {
    DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }
}
