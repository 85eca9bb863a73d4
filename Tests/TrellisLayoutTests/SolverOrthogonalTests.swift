import Testing

@testable import TrellisLayout

/// Semantics §5 (orthogonal): one sideways row, its scroll width, group positions and rests.
@Suite struct SolverOrthogonalTests {
  /// 100 x 50 groups, 10 apart, insets top 10 leading 20 bottom 20 trailing 30.
  private func solve(_ behavior: OrthogonalScrollingBehavior, items: Int = 3, groupWidth: Double = 100)
    -> SectionSolution
  {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(groupWidth), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, interGroupSpacing: 10,
      contentInsets: Build.insets(top: 10, leading: 20, bottom: 20, trailing: 30),
      orthogonalScrollingBehavior: behavior)
    return LayoutSolver.solve(section, itemCount: items, environment: phone)
  }

  /// Groups at x = 20 + g x 110, y = 10; scroll width 20 + 300 + 20 + 30 = 370; height
  /// 10 + 50 + 20 = 80. Continuous rests anywhere.
  @Test func continuous() {
    let solution = solve(.continuous)
    #expect(solution.groups.map(\.x) == [20, 130, 240])
    #expect(solution.groups.map(\.y) == [10, 10, 10])
    #expect(solution.items.map(\.x) == [20, 130, 240])
    #expect(solution.contentWidth == 370)
    #expect(solution.height == 80)
    #expect(solution.restOffsets().isEmpty)
  }

  /// Leading boundary: rests with a group's leading edge at the leading inset: 0, 110, 220.
  @Test func continuousGroupLeadingBoundary() {
    let solution = solve(.continuousGroupLeadingBoundary)
    #expect(solution.groups.map(\.x) == [20, 130, 240])
    #expect(solution.contentWidth == 370)
    #expect(solution.restOffsets() == [0, 110, 220])
  }

  /// Group paging: same geometry and rests as the leading boundary.
  @Test func groupPaging() {
    let solution = solve(.groupPaging)
    #expect(solution.groups.map(\.x) == [20, 130, 240])
    #expect(solution.restOffsets() == [0, 110, 220])
  }

  /// Paging: rests at multiples of 390 below the scroll width (5 groups: 20 + 500 + 40 + 30 = 590).
  @Test func paging() {
    #expect(solve(.paging).restOffsets() == [0])
    let solution = solve(.paging, items: 5)
    #expect(solution.contentWidth == 590)
    #expect(solution.restOffsets() == [0, 390])
  }

  /// Centred: extra (390 - 100) / 2 = 145 each side: groups at 165, 275, 385; scroll width
  /// 165 + 300 + 20 + 145 + 30 = 660; rests centre each group: 165 + 50 - 195 = 20, 130, 240.
  @Test func groupPagingCentered() {
    let solution = solve(.groupPagingCentered)
    #expect(solution.centeringInset == 145)
    #expect(solution.groups.map(\.x) == [165, 275, 385])
    #expect(solution.contentWidth == 660)
    #expect(solution.restOffsets() == [20, 130, 240])
  }

  /// Choice: a group wider than the container gets no (negative) centring inset.
  @Test func centeringInsetIsNeverNegative() {
    let solution = solve(.groupPagingCentered, items: 1, groupWidth: 500)
    #expect(solution.centeringInset == 0)
    #expect(solution.groups[0].x == 20)
  }

  /// An empty sideways section is its insets: scroll width 20 + 30, height 10 + 20.
  @Test func emptyOrthogonalSection() {
    let solution = solve(.continuous, items: 0)
    #expect(solution.contentWidth == 50)
    #expect(solution.height == 30)
    #expect(solution.groups.isEmpty)
  }

  /// Headers do not scroll: a header stays in section coordinates while items start below it.
  @Test func headerAboveASidewaysRow() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(100), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, contentInsets: Build.insets(leading: 16, trailing: 16),
      orthogonalScrollingBehavior: .continuous,
      boundarySupplementaryItems: [.header(height: .absolute(30))],
      supplementariesFollowContentInsets: false)
    let solution = LayoutSolver.solve(section, itemCount: 5, environment: phone)
    expectFrame(solution.frames(.header).first, 0, 0, 390, 30)
    expectFrame(solution.items[4], 416, 30, 100, 50)
    #expect(solution.height == 80)
  }
}
