import Testing

@testable import TrellisLayout

/// Semantics §4: filling a group.
@Suite struct SolverGroupFillingTests {
  private func solve(
    _ group: LayoutGroup, items: Int, width: Double = 390, section: (inout LayoutSection) -> Void = { _ in }
  ) -> SectionSolution {
    var layout = LayoutSection(group: group)
    section(&layout)
    return LayoutSolver.solve(
      layout, itemCount: items, environment: LayoutEnvironment(containerWidth: width, containerHeight: 844))
  }

  private var alternating: LayoutGroup {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.absolute(100), .absolute(50)), Build.item(.absolute(50), .absolute(50))])
    group.interItemSpacing = .fixed(10)
    return group
  }

  /// Subitems cycle A, B, A, B while they fit: A 0..100, B 110..160, A 170..270, B 280..330;
  /// the next A would end at 440 > 390, so k = 4.
  @Test func subitemsCycleWhileTheyFit() {
    let solution = solve(alternating, items: 4)
    #expect(solution.groupCapacity == 4)
    #expect(solution.items.map(\.x) == [0, 110, 170, 280])
    #expect(solution.items.map(\.width) == [100, 50, 100, 50])
  }

  /// Capacity depends on the width: at 500, A at 340 ends 440 and B at 450 ends 500 fit: k = 6.
  @Test func capacityDependsOnTheContainerWidth() {
    #expect(solve(alternating, items: 6, width: 500).groupCapacity == 6)
    #expect(solve(alternating, items: 6, width: 499.5).groupCapacity == 5)
  }

  /// Three items of fractionalWidth(1/3) fit despite rounding.
  @Test func thirdsFit() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
    #expect(solve(group, items: 3, width: 391).groupCapacity == 3)
  }

  /// `count:` makes equal slots, ignoring the item's own width but resolving its height:
  /// (390 - 2 x 15) / 3 = 120 wide, 0.5 x 80 = 40 tall.
  @Test func countMakesEqualSlots() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)),
      subitem: Build.item(.absolute(10), .fractionalHeight(0.5)), count: 3)
    group.interItemSpacing = .fixed(15)
    let solution = solve(group, items: 3)
    expectFrame(solution.items[0], 0, 0, 120, 40)
    expectFrame(solution.items[1], 135, 0, 120, 40)
    expectFrame(solution.items[2], 270, 0, 120, 40)
  }

  /// A vertical `count:` group: (300 - 10) / 2 = 145 tall slots, widths resolved normally.
  @Test func verticalCount() {
    var group = LayoutGroup.vertical(
      layoutSize: Build.size(.absolute(200), .absolute(300)),
      subitem: Build.item(.fractionalWidth(0.5), .absolute(1)), count: 2)
    group.interItemSpacing = .fixed(10)
    let solution = solve(group, items: 2)
    expectFrame(solution.items[0], 0, 0, 100, 145)
    expectFrame(solution.items[1], 0, 155, 100, 145)
  }

  /// Spacing longer than a `count:` group: three slots in 27 with gaps of 15 would be -1 wide
  /// each, stepping by 14; slots are never negative, so the items are empty at 0, 15 and 30 and
  /// the spacing overflows (found by the solver's property tests).
  @Test func countSlotsAreNeverNegative() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(27), .fractionalHeight(1)), subitem: Build.item(), count: 3)
    group.interItemSpacing = .flexible(15)
    let solution = solve(group, items: 3, width: 320)
    #expect(solution.items.map(\.x) == [0, 15, 30])
    #expect(solution.items.map(\.width) == [0, 0, 0])
  }

  /// A negative slot moved the items of a nested `count:` group backwards, above their group:
  /// two 18-apart slots in a 0.51 x 22.4 = 11.424 tall column, each holding a column of two.
  @Test func nestedCountSlotsNeverMoveItemsBackwards() {
    let inner = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(1)), subitem: Build.item(), count: 2)
    var middle = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalWidth(0.51)), subitem: .group(inner), count: 2)
    middle.interItemSpacing = .fixed(18)
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.07), .fractionalHeight(1)), subitems: [.group(middle)])
    let items = solve(group, items: 4, width: 320).items
    #expect(items.map(\.y) == [0, 0, 18, 18])
    #expect(items.allSatisfy { $0.height == 0 })
  }

  /// Insets longer than a group leave its content box empty, not negative: a 0-tall row with
  /// insets 7 has a 306 x 0 box, so its first item (as wide as the box is tall) is 0 wide, not
  /// -14, and no longer moves the second one 14 points backwards, out of the group (found by the
  /// solver's property tests).
  @Test func contentBoxIsNeverNegative() {
    let nested = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [Build.item()])
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(0)),
      subitems: [Build.item(.fractionalHeight(1), .fractionalHeight(1)), .group(nested)])
    group.contentInsets = DirectionalEdgeInsets(all: 7)
    let solution = solve(group, items: 2, width: 320)
    expectFrame(solution.items[0], 7, 7, 0, 0)
    expectFrame(solution.items[1], 7, 7, 306, 0)
  }

  /// An estimated column whose insets (16 + 16) are longer than its estimate (13) takes its
  /// content's size, 0, plus its insets: 32 tall, not 13 - 32 = -19 per row, -6 in all.
  @Test func estimatedGroupWithLongInsetsIsNeverNegative() {
    let row = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [Build.item()])
    var group = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .estimated(13)), subitem: .group(row), count: 2)
    group.contentInsets = Build.insets(top: 16, leading: 16, bottom: 16, trailing: 8)
    let solution = solve(group, items: 1, width: 320)
    #expect(solution.groupSize.height == 32)
    expectFrame(solution.items[0], 16, 16, 296, 0)
  }

  /// `repeatingSubitem:count:` places n items at their own size, overflowing: 0, 150, 300.
  @Test func repeatingOverflows() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: Build.item(.absolute(150), .absolute(50)), count: 3)
    let solution = solve(group, items: 3)
    #expect(solution.groupCapacity == 3)
    #expect(solution.items.map(\.x) == [0, 150, 300])
  }

  /// Fixed spacing puts exactly 10 between slots; flexible(10) decides k = 3 (320 <= 390 < 430)
  /// then spreads 390 - 300 = 90 over 2 gaps: 45 each.
  @Test func fixedAndFlexibleInterItemSpacing() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.absolute(100), .absolute(50))])
    group.interItemSpacing = .fixed(10)
    #expect(solve(group, items: 3).items.map(\.x) == [0, 110, 220])
    group.interItemSpacing = .flexible(10)
    let flexible = solve(group, items: 3)
    #expect(flexible.groupCapacity == 3)
    #expect(flexible.items.map(\.x) == [0, 145, 290])
  }

  /// Three levels: a row of two 195-wide columns, each of two 50-tall rows of two 97.5-wide items.
  @Test func groupsNestToAnyDepth() {
    let inner = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(0.5)),
      subitem: Build.item(), count: 2)
    let column = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [.group(inner)])
    let row = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(column)])
    let solution = solve(row, items: 8)
    #expect(solution.groupCapacity == 8)
    let expected: [(Double, Double)] = [
      (0, 0), (97.5, 0), (0, 50), (97.5, 50), (195, 0), (292.5, 0), (195, 50), (292.5, 50),
    ]
    for (item, (x, y)) in zip(solution.items, expected) { expectFrame(item, x, y, 97.5, 50) }
    // Nested groups are not emitted: one group frame.
    #expect(solution.groups.count == 1)
  }

  /// Group content insets: Gc = (390 - 10 - 20) x (100 - 5 - 15) = 360 x 80; slots 180 wide.
  @Test func groupContentInsets() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)), subitem: Build.item(), count: 2)
    group.contentInsets = Build.insets(top: 5, leading: 10, bottom: 15, trailing: 20)
    let solution = solve(group, items: 2)
    expectFrame(solution.items[0], 10, 5, 180, 80)
    expectFrame(solution.items[1], 190, 5, 180, 80)
    expectFrame(solution.groups[0], 0, 0, 390, 100)
  }

  /// Choice: the first subitem is placed even when it overflows, so k >= 1.
  @Test func firstSubitemIsAlwaysPlaced() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.absolute(500), .absolute(50))])
    let solution = solve(group, items: 2)
    #expect(solution.groupCapacity == 1)
    expectFrame(solution.items[1], 0, 50, 500, 50)
  }

  /// Choice: a cycle that does not advance (zero lengths) ends after one cycle; the empty
  /// layout therefore holds one item per zero-height group and takes no room.
  @Test func zeroLengthCycleEndsTheWalk() {
    let solution = LayoutSolver.solve(LayoutSection.empty, itemCount: 3, environment: phone)
    #expect(solution.groupCapacity == 1)
    #expect(solution.groupCount == 3)
    #expect(solution.height == 0)
  }
}

/// The solver's work grows linearly with the nesting depth.
@Suite struct SolverDepthTests {
  /// Horizontal and vertical groups alternating 24 deep, each holding the next as its one
  /// full-size subitem: each is resolved once. (Resolving the trial copy that does not fit, as
  /// the solver once did, made it 2^24 resolutions: 16 million.)
  @Test func nestedSingleSubitemGroupsAreResolvedOnceEach() {
    let depth = 24
    var subitem = Build.item()
    for level in 0..<depth {
      let size = Build.size(.fractionalWidth(1), level == depth - 1 ? .absolute(44) : .fractionalHeight(1))
      subitem = .group(
        level % 2 == 0
          ? .horizontal(layoutSize: size, subitems: [subitem]) : .vertical(layoutSize: size, subitems: [subitem]))
    }
    guard case .group(let top) = subitem else { return }
    var resolver = GroupResolver(containerWidth: 390)
    let box = LengthSize(width: .constant(390), height: .constant(844))
    _ = resolver.resolveGroup(top, in: box, override: nil)
    #expect(resolver.groupResolutions == depth)
  }

  /// Columns 4.4% of the container wide in a 185-point row, each filled with rows 0.29% of it
  /// tall: at a width of 1 point, 4,186 columns of 45,000 rows each, every group under the
  /// capacity guard. Found by the generative browser suite, where compiling it ran for over
  /// five minutes. The guard bounds the top-level group's items too, and the search stops there.
  @Test(.timeLimit(.minutes(1))) func nestedGroupsCannotMultiplyPastTheCapacityGuard() {
    let row = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(185), .fractionalWidth(0.381)),
      subitems: [
        .group(
          .vertical(
            layoutSize: Build.size(.fractionalHeight(0.116), .absolute(130)),
            subitems: [Build.item(.fractionalWidth(1), .fractionalWidth(0.065))]))
      ])
    var resolver = GroupResolver(containerWidth: 1)
    let box = LengthSize(width: .constant(1), height: .constant(844))
    _ = resolver.resolveGroup(row, in: box, override: nil)
    #expect(resolver.leaves.count == LayoutChoices.maximumGroupCapacity)
    #expect(throws: CapacityLimitExceeded.self) {
      try LayoutSolver.capacityBreakpoints(for: LayoutSection(group: row), widths: 1...3840, height: 844)
    }
  }
}
