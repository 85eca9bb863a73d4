import Testing

@testable import TrellisLayout

/// Semantics §3: item content insets and edge spacing.
@Suite struct SolverItemTests {
  private func row(
    _ item: LayoutGroupSubitem, width: Double = 390, height: Double = 100, count: Int = 2
  ) -> LayoutSolver.Solved {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(width), .absolute(height)), subitems: [item])
    return .init(LayoutSolver.solve(LayoutSection(group: group), itemCount: count, environment: phone))
  }

  /// Insets shrink the visible item inside its 195 x 100 slot: (5, 5, 185, 90), (200, 5, ...).
  @Test func contentInsetsShrinkTheItemInItsSlot() {
    let items = row(
      Build.item(.fractionalWidth(0.5), .absolute(100), insets: DirectionalEdgeInsets(all: 5))
    ).items
    expectFrame(items[0], 5, 5, 185, 90)
    expectFrame(items[1], 200, 5, 185, 90)
  }

  /// Insets are ignored on an estimated axis: the height stays 44 and y 0; the width is inset.
  @Test func contentInsetsAreIgnoredOnAnEstimatedAxis() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .estimated(44)),
      subitems: [Build.item(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 8))])
    let solution = LayoutSolver.solve(LayoutSection(group: group), itemCount: 1, environment: phone)
    expectFrame(solution.items[0], 8, 0, 374, 44)
    #expect(solution.height == 44)
  }

  /// Fixed leading spacing 10 moves each 100-wide item and uses up room: 10..110, 120..220;
  /// the third would end at 330 > 300, so the group holds 2.
  @Test func fixedEdgeSpacingMovesItemsAndConsumesRoom() {
    let solved = row(
      Build.item(.absolute(100), .absolute(50), edgeSpacing: EdgeSpacing(leading: .fixed(10))),
      width: 300, count: 3)
    #expect(solved.solution.groupCapacity == 2)
    #expect(solved.items.map(\.x) == [10, 120, 10])
    #expect(solved.items[2].y == 100)
  }

  /// Flexible leading and trailing spacing share the leftover 300 - 240 = 60 over four edges:
  /// 15 each, so x = 15 and 15 + 120 + 15 + 15 = 165.
  @Test func flexibleEdgeSpacingSharesLeftoverRoom() {
    let solved = row(
      Build.item(
        .absolute(120), .absolute(50),
        edgeSpacing: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))),
      width: 300)
    #expect(solved.items.map(\.x) == [15, 165])
  }

  /// Top spacing fixed 8 moves the item down; flexible top and bottom centre it:
  /// (60 - 40) / 2 = 10.
  @Test func crossAxisEdgeSpacing() {
    let fixed = row(
      Build.item(.absolute(100), .absolute(40), edgeSpacing: EdgeSpacing(top: .fixed(8))),
      height: 60, count: 1)
    #expect(fixed.items[0].y == 8)
    let centred = row(
      Build.item(
        .absolute(100), .absolute(40),
        edgeSpacing: EdgeSpacing(top: .flexible(0), bottom: .flexible(0))),
      height: 60, count: 1)
    #expect(centred.items[0].y == 10)
  }
}

extension LayoutSolver {
  /// A solution with its item frames at hand, for terse tests.
  struct Solved {
    var solution: SectionSolution
    var items: [LayoutFrame]
    init(_ solution: SectionSolution) {
      self.solution = solution
      self.items = solution.items
    }
  }
}
