import Testing

@testable import TrellisLayout

/// Semantics §1-2: dimensions and the boxes they resolve against.
@Suite struct SolverDimensionTests {
  /// A top-level fractionalHeight is of the visible container height less the top and bottom
  /// insets: 0.5 x (844 - 10 - 34) = 400.
  @Test func fractionalHeightIsOfTheVisibleContainerLessInsets() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [Build.item()])
    let section = LayoutSection(group: group, contentInsets: Build.insets(top: 10, bottom: 34))
    let solution = LayoutSolver.solve(section, itemCount: 1, environment: phone)
    #expect(solution.groupSize.height == 400)
    #expect(solution.height == 444)  // 10 + 400 + 34
  }

  /// A height of fractionalWidth makes squares: group 390 x 195, two 195 x 195 items.
  @Test func fractionalWidthHeightMakesSquares() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalWidth(0.5)),
      subitems: [Build.item(.fractionalWidth(0.5), .fractionalWidth(0.5))])
    let solution = LayoutSolver.solve(LayoutSection(group: group), itemCount: 2, environment: phone)
    expectFrame(solution.items[0], 0, 0, 195, 195)
    expectFrame(solution.items[1], 195, 0, 195, 195)
  }

  /// Absolute dimensions are taken as they are, whatever the box.
  @Test func absoluteIgnoresTheBox() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(33)),
      subitems: [Build.item(.absolute(41), .absolute(27))])
    let solution = LayoutSolver.solve(LayoutSection(group: group), itemCount: 1, environment: phone)
    expectFrame(solution.items[0], 0, 0, 41, 27)
  }

  /// The section box S is C less the insets: fractionalWidth(0.5) of 390 - 20 - 30 = 170,
  /// at x = 20.
  @Test func topLevelGroupResolvesAgainstTheSectionBox() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.5), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(group: group, contentInsets: Build.insets(leading: 20, trailing: 30))
    let solution = LayoutSolver.solve(section, itemCount: 2, environment: phone)
    expectFrame(solution.groups[0], 20, 0, 170, 50)
    expectFrame(solution.groups[1], 20, 50, 170, 50)
  }

  /// Orthogonal: fractionalWidth(0.5) of the full 390 = 195; the insets pad the scroller:
  /// groups at 20 and 215, scroll width 20 + 390 + 30 = 440.
  @Test func orthogonalGroupResolvesAgainstTheFullContainerWidth() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.5), .absolute(50)), subitems: [Build.item()])
    let section = LayoutSection(
      group: group, contentInsets: Build.insets(leading: 20, trailing: 30),
      orthogonalScrollingBehavior: .continuous)
    let solution = LayoutSolver.solve(section, itemCount: 2, environment: phone)
    expectFrame(solution.groups[0], 20, 0, 195, 50)
    expectFrame(solution.groups[1], 215, 0, 195, 50)
    #expect(solution.contentWidth == 440)
  }

  /// Subitems resolve against their parent's content box: Gc.w = 390 - 10 - 30 = 350, so
  /// fractionalWidth(0.5) = 175, at x = 10 and 185.
  @Test func subitemsResolveAgainstTheGroupContentBox() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.fractionalWidth(0.5), .fractionalHeight(1))])
    group.contentInsets = Build.insets(top: 4, leading: 10, bottom: 6, trailing: 30)
    let solution = LayoutSolver.solve(LayoutSection(group: group), itemCount: 2, environment: phone)
    expectFrame(solution.items[0], 10, 4, 175, 40)
    expectFrame(solution.items[1], 185, 4, 175, 40)
  }

  /// An estimated item in a group that is not estimated on that axis does not self-size: it
  /// takes its estimate, 50, and a measurement is ignored.
  @Test func estimatedItemInAFixedGroupTakesItsEstimate() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)),
      subitems: [Build.item(.fractionalWidth(1), .estimated(50))])
    let solution = LayoutSolver.solve(
      LayoutSection(group: group), itemCount: 1, environment: phone,
      measured: MeasuredSizes(items: [0: MeasuredSize(height: 70)]))
    expectFrame(solution.items[0], 0, 0, 390, 50)
    #expect(solution.height == 100)
  }
}
