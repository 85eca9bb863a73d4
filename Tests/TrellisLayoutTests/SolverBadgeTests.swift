import Testing

@testable import TrellisLayout

/// Semantics §6 badges: supplementary items anchored to their item.
@Suite struct SolverBadgeTests {
  /// One 100 x 100 item at (0, 0) in a 390-wide row, carrying `badge`; the second item at x 100.
  private func badges(_ badge: LayoutSupplementaryItem, insets: DirectionalEdgeInsets = .zero)
    -> [LayoutFrame]
  {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)),
      subitems: [Build.item(.absolute(100), .absolute(100), insets: insets, badges: [badge])])
    return LayoutSolver.solve(LayoutSection(group: group), itemCount: 2, environment: phone)
      .frames(.badge)
  }

  private func badge(_ anchor: LayoutAnchor, item: LayoutAnchor? = nil, size: Double = 20)
    -> LayoutSupplementaryItem
  {
    LayoutSupplementaryItem(
      layoutSize: Build.size(.absolute(size), .absolute(size)), elementKind: "badge",
      containerAnchor: anchor, itemAnchor: item)
  }

  /// Top trailing, offset (5, -5): inside the corner, then moved: x = 100 - 20 + 5 = 85, y = -5.
  /// The second item's badge follows its item: x = 185.
  @Test func absoluteOffsetFromTheTopTrailingCorner() {
    let frames = badges(badge(LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: 5, y: -5))))
    expectFrame(frames[0], 85, -5, 20, 20)
    expectFrame(frames[1], 185, -5, 20, 20)
    #expect(frames.map(\.index) == [0, 1])
  }

  /// Apple's badge sample: fractionalOffset (0.3, -0.3) of a 20-point badge: (86, -6).
  @Test func fractionalOffset() {
    let frames = badges(
      badge(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: LayoutPoint(x: 0.3, y: -0.3))))
    expectFrame(frames[0], 86, -6, 20, 20)
  }

  /// No edges anchors at the centre: (50 - 10, 50 - 10).
  @Test func centreAnchor() {
    expectFrame(badges(badge(LayoutAnchor(edges: [])))[0], 40, 40, 20, 20)
  }

  /// Bottom leading corner: (0, 100 - 20).
  @Test func bottomLeadingAnchor() {
    expectFrame(badges(badge(LayoutAnchor(edges: [.bottom, .leading])))[0], 0, 80, 20, 20)
  }

  /// An item anchor puts the badge's bottom leading corner on the item's top trailing corner.
  @Test func itemAnchor() {
    let frames = badges(
      badge(LayoutAnchor(edges: [.top, .trailing]), item: LayoutAnchor(edges: [.bottom, .leading])))
    expectFrame(frames[0], 100, -20, 20, 20)
  }

  /// Badges anchor to the visible (inset) item: item (10, 10, 80, 80); a fractionalWidth(0.25)
  /// badge is 20 wide and sits at its top trailing corner (90 - 20, 10).
  @Test func badgesAnchorToTheInsetItem() {
    let fractional = LayoutSupplementaryItem(
      layoutSize: Build.size(.fractionalWidth(0.25), .fractionalHeight(0.25)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    expectFrame(badges(fractional, insets: DirectionalEdgeInsets(all: 10))[0], 70, 10, 20, 20)
  }
}
