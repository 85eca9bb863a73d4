import Testing

@testable import TrellisLayout

/// Estimated axes, with and without measured sizes.
@Suite struct SolverMeasuredTests {
  /// Seed 002's grid: 4 columns, self-sizing heights (estimated 1), spacing 16, insets 0/16/16/16.
  private var grid: LayoutSection {
    let item = Build.item(.fractionalWidth(1), .estimated(1))
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .estimated(1)), subitem: item, count: 4)
    group.interItemSpacing = .fixed(16)
    return LayoutSection(
      group: group, interGroupSpacing: 16, contentInsets: Build.insets(leading: 16, bottom: 16, trailing: 16))
  }

  /// Unmeasured, rows are their estimate, 1 tall: groups at 0 and 17.
  @Test func withoutMeasurementsTheEstimateStands() {
    let solution = LayoutSolver.solve(grid, itemCount: 8, environment: phone)
    #expect(solution.groups.map(\.y) == [0, 17])
    #expect(solution.items[0].height == 1)
    #expect(solution.height == 34)  // 1 + 16 + 1 + 16
  }

  /// A horizontal group that self-sizes takes its tallest item: row 0 is 30 (item 2), row 1 is
  /// 50 (item 5) at y = 30 + 16; the other items keep the estimate; height 46 + 50 + 16 = 112.
  @Test func horizontalGroupTakesItsTallestItem() {
    let measured = MeasuredSizes(items: [2: MeasuredSize(height: 30), 5: MeasuredSize(height: 50)])
    let solution = LayoutSolver.solve(grid, itemCount: 8, environment: phone, measured: measured)
    #expect(solution.groups.map(\.y) == [0, 46])
    #expect(solution.groups.map(\.height) == [30, 50])
    #expect(solution.items[2].height == 30)
    #expect(solution.items[0].height == 1)
    #expect(solution.items[5].y == 46)
    #expect(solution.height == 112)
    #expect(solution.groupSize.height == 1)  // the template is unmeasured
  }

  /// A self-sizing vertical group is the sum of its items, spacing and insets: 1 + 20 + 5 + 30
  /// + 2 = 58; the second item at 1 + 20 + 5 = 26.
  @Test func verticalGroupSumsItsItems() {
    let item = Build.item(.fractionalWidth(1), .estimated(10))
    var group = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .estimated(10)), subitems: [item, item])
    group.interItemSpacing = .fixed(5)
    group.contentInsets = Build.insets(top: 1, bottom: 2)
    let measured = MeasuredSizes(items: [0: MeasuredSize(height: 20), 1: MeasuredSize(height: 30)])
    let solution = LayoutSolver.solve(
      LayoutSection(group: group), itemCount: 2, environment: phone, measured: measured)
    #expect(solution.groupCapacity == 2)
    #expect(solution.items.map(\.y) == [1, 26])
    #expect(solution.height == 58)
    // Unmeasured: 1 + 10 + 5 + 10 + 2.
    #expect(LayoutSolver.solve(LayoutSection(group: group), itemCount: 2, environment: phone).height == 28)
  }

  /// Self-sizing widths in a sideways row: item 1 measured 90 wide widens its group, and the
  /// next group follows it: x = 0, 80, 180; scroll width 180 + 70 = 250.
  @Test func measuredWidthsInASidewaysRow() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.estimated(70), .absolute(50)),
      subitems: [Build.item(.estimated(70), .fractionalHeight(1))])
    let section = LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
    let solution = LayoutSolver.solve(
      section, itemCount: 3, environment: phone, measured: MeasuredSizes(items: [1: MeasuredSize(width: 90)]))
    #expect(solution.groups.map(\.x) == [0, 80, 180])
    #expect(solution.items.map(\.width) == [70, 90, 70])
    #expect(solution.contentWidth == 250)
  }

  /// A measurement of an axis that is not estimated is ignored (width here), and items outside
  /// the section are ignored.
  @Test func measurementsOfFixedAxesAreIgnored() {
    let measured = MeasuredSizes(items: [0: MeasuredSize(width: 5, height: 12), 99: MeasuredSize(height: 500)])
    let solution = LayoutSolver.solve(grid, itemCount: 4, environment: phone, measured: measured)
    expectFrame(solution.items[0], 16, 0, 77.5, 12)
    #expect(solution.height == 28)
  }
}
