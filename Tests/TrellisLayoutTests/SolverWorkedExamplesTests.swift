import Testing

@testable import TrellisLayout

/// The semantics' section 8 worked examples, verbatim (C = 390 x 844).
@Suite struct SolverWorkedExamplesTests {
  /// (a) Grid: 4 equal slots of (358 - 3 x 16) / 4 = 77.5, rows 80 tall, 16 apart.
  @Test func gridExampleA() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)),
      subitem: Build.item(.absolute(999), .absolute(80)), count: 4)
    group.interItemSpacing = .fixed(16)
    let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(all: 16))
    let solution = LayoutSolver.solve(section, itemCount: 8, environment: phone)
    let items = solution.items
    #expect(items.count == 8)
    expectFrame(items[0], 16, 16, 77.5, 80)
    expectFrame(items[1], 109.5, 16, 77.5, 80)
    expectFrame(items[2], 203, 16, 77.5, 80)
    expectFrame(items[3], 296.5, 16, 77.5, 80)
    expectFrame(items[4], 16, 96, 77.5, 80)
    #expect(solution.height == 192)
    #expect(solution.groupCapacity == 4)
    #expect(solution.groupCount == 2)
  }

  /// (b) Carousel: 70 x 90 groups 16 apart from x = 16; 10 items scroll 16 + 700 + 144 + 16.
  @Test func carouselExampleB() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(70), .absolute(90)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, interGroupSpacing: 16, contentInsets: Build.insets(leading: 16, trailing: 16),
      orthogonalScrollingBehavior: .continuous)
    let solution = LayoutSolver.solve(section, itemCount: 10, environment: phone)
    expectFrame(solution.groups[0], 16, 0, 70, 90)
    expectFrame(solution.groups[1], 102, 0, 70, 90)
    expectFrame(solution.groups[2], 188, 0, 70, 90)
    expectFrame(solution.items[0], 16, 0, 70, 90)
    expectFrame(solution.items[1], 102, 0, 70, 90)
    expectFrame(solution.items[2], 188, 0, 70, 90)
    #expect(solution.contentWidth == 876)
    #expect(solution.height == 90)
    #expect(solution.restOffsets().isEmpty)
  }

  private func banner(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.77), .absolute(150)), subitems: [Build.item()])
    return LayoutSection(group: group, orthogonalScrollingBehavior: behavior)
  }

  /// (c) Banner: G.w = 0.77 x 390 = 300.3; groups at 0, 300.3, 600.6, resting every 300.3.
  @Test func bannerExampleC() {
    let solution = LayoutSolver.solve(banner(.groupPaging), itemCount: 3, environment: phone)
    expectClose(solution.groupSize.width, 300.3)
    expectClose(solution.groups.map(\.x), [0, 300.3, 600.6])
    expectClose(solution.restOffsets(), [0, 300.3, 600.6])
    expectClose(solution.contentWidth, 900.9)
    #expect(solution.height == 150)
  }

  /// (c) With groupPagingCentered the extra inset is (390 - 300.3) / 2 = 44.85 on each side.
  @Test func bannerExampleCCentered() {
    let solution = LayoutSolver.solve(
      banner(.groupPagingCentered), itemCount: 3, environment: phone)
    expectClose(solution.centeringInset, 44.85)
    expectClose(solution.groups.map(\.x), [44.85, 345.15, 645.45])
    // 44.85 + 3 x 300.3 + 44.85
    expectClose(solution.contentWidth, 990.6)
    expectClose(solution.restOffsets(), [0, 300.3, 600.6])
  }

  /// (d) Column carousel: a 312 x 180 column of three 60-tall rows, paging a column at a time.
  @Test func columnCarouselExampleD() {
    let row = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(60)), subitems: [Build.item()])
    let column = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(0.8), .absolute(180)),
      subitems: [.group(row), .group(row), .group(row)])
    let section = LayoutSection(group: column, orthogonalScrollingBehavior: .groupPaging)
    let solution = LayoutSolver.solve(section, itemCount: 6, environment: phone)
    #expect(solution.groupCapacity == 3)
    let items = solution.items
    expectFrame(items[0], 0, 0, 312, 60)
    expectFrame(items[1], 0, 60, 312, 60)
    expectFrame(items[2], 0, 120, 312, 60)
    expectFrame(items[3], 312, 0, 312, 60)
    expectFrame(items[4], 312, 60, 312, 60)
    #expect(solution.height == 180)
    expectClose(solution.restOffsets(), [0, 312])
  }
}
