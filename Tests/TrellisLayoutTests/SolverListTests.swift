import Testing

@testable import TrellisLayout

/// Semantics §7: list configurations as sections.
@Suite struct SolverListTests {
  private func solve(
    _ list: ListConfiguration, items: Int = 3, measured: MeasuredSizes = .init(),
    rowEstimate: Double = LayoutChoices.listRowEstimatedHeight
  ) -> SectionSolution {
    LayoutSolver.solve(
      .list(list), itemCount: items, environment: phone, measured: measured,
      listRowEstimate: rowEstimate)
  }

  /// Plain: full-width 44-tall rows, one per group, no insets.
  @Test func plainRows() {
    let solution = solve(ListConfiguration(appearance: .plain))
    #expect(solution.groupCapacity == 1)
    expectFrame(solution.items[0], 0, 0, 390, 44)
    expectFrame(solution.items[2], 0, 88, 390, 44)
    #expect(solution.height == 132)
  }

  /// Rows with secondary text are estimated 48.
  @Test func secondaryTextEstimate() {
    let solution = solve(
      ListConfiguration(appearance: .plain),
      rowEstimate: LayoutChoices.listRowWithSecondaryTextEstimatedHeight)
    #expect(solution.items[1].y == 48)
  }

  /// Supplementary headers are estimated 38 (73 where they hold the 35 above a grouped section)
  /// and pinned in plain and sidebarPlain only.
  @Test func headersArePinnedInPlainAppearances() {
    for appearance in ListConfiguration.Appearance.allCases {
      let section = LayoutSolver.section(
        for: ListConfiguration(appearance: appearance, headerMode: .supplementary), environment: phone,
        rowEstimate: 44)
      let header = section.boundarySupplementaryItems[0]
      #expect(header.pinToVisibleBounds == (appearance == .plain || appearance == .sidebarPlain))
      let holdsSpacing = appearance == .grouped || appearance == .insetGrouped
      #expect(header.layoutSize.heightDimension == .estimated(holdsSpacing ? 73 : 38))
      #expect(header.elementKind == "header")
    }
    let solution = solve(ListConfiguration(appearance: .plain, headerMode: .supplementary))
    expectFrame(solution.frames(.header).first, 0, 0, 390, 38)
    #expect(solution.items[0].y == 38)
  }

  /// Grouped: 35 above the section, before the header: the header's box (estimated 38 + 35)
  /// holds that space above its title, then rows from 73; a footer after the rows.
  @Test func groupedWithHeaderAndFooter() {
    let list = ListConfiguration(appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary)
    #expect(list.headerHoldsTopSpacing)
    let section = LayoutSolver.section(for: list, environment: phone, rowEstimate: 44)
    #expect(section.contentInsets.top == 0)
    let solution = solve(list)
    expectFrame(solution.frames(.header).first, 0, 0, 390, 73)
    expectFrame(solution.items[0], 0, 73, 390, 44)
    expectFrame(solution.frames(.footer).first, 0, 205, 390, 38)  // 73 + 132
    #expect(solution.height == 243)
  }

  /// Inset grouped: side insets 16 and 35 above; the header follows the insets and holds the 35.
  /// Without a header the 35 is the top inset; with the list's own insets, those stand.
  @Test func insetGrouped() {
    let solution = solve(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
    expectFrame(solution.frames(.header).first, 16, 0, 358, 73)
    expectFrame(solution.items[0], 16, 73, 358, 44)
    expectFrame(solve(ListConfiguration(appearance: .insetGrouped)).items[0], 16, 35, 358, 44)
    let own = ListConfiguration(
      appearance: .insetGrouped, headerMode: .supplementary, contentInsets: DirectionalEdgeInsets(all: 8))
    #expect(!own.headerHoldsTopSpacing)
    expectFrame(solve(own).frames(.header).first, 8, 0, 374, 38)
  }

  /// Sidebar: side insets 16, no top spacing; sidebarPlain: none.
  @Test func sidebars() {
    expectFrame(solve(ListConfiguration(appearance: .sidebar)).items[0], 16, 0, 358, 44)
    expectFrame(solve(ListConfiguration(appearance: .sidebarPlain)).items[0], 0, 0, 390, 44)
  }

  /// contentInsets replace the appearance's: top 100, sides 10.
  @Test func contentInsetsReplaceTheAppearancesInsets() {
    let list = ListConfiguration(
      appearance: .insetGrouped, contentInsets: Build.insets(top: 100, leading: 10, trailing: 10))
    expectFrame(solve(list).items[0], 10, 100, 370, 44)
  }

  /// firstItemInSection adds no supplementary: the first row is the header.
  @Test func firstItemInSectionHasNoSupplementary() {
    let section = LayoutSolver.section(
      for: ListConfiguration(appearance: .plain, headerMode: .firstItemInSection), environment: phone,
      rowEstimate: 44)
    #expect(section.boundarySupplementaryItems.isEmpty)
  }

  /// Rows self-size: row 1 measured 60 tall pushes row 2 to 104; height 148.
  @Test func rowsTakeMeasuredHeights() {
    let solution = solve(
      ListConfiguration(appearance: .plain), measured: MeasuredSizes(items: [1: MeasuredSize(height: 60)]))
    #expect(solution.items.map(\.y) == [0, 44, 104])
    #expect(solution.items[1].height == 60)
    #expect(solution.height == 148)
  }
}
