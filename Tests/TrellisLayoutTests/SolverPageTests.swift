import Testing

@testable import TrellisLayout

/// Page-level solving: sections stacked with inter-section spacing.
@Suite struct SolverPageTests {
  /// A 3-row plain list (132) then the worked grid (a) of 8 items (192), 20 apart: offsets 0
  /// and 152; page height 152 + 192 = 344. Measurements reach their own section.
  @Test func sectionsStackWithInterSectionSpacing() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)), subitem: Build.item(), count: 4)
    group.interItemSpacing = .fixed(16)
    let grid = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(all: 16))
    let page = LayoutSolver.solve(
      sections: [(.list(ListConfiguration(appearance: .plain)), 3), (.compositional(grid), 8)],
      configuration: LayoutConfiguration(interSectionSpacing: 20), environment: phone)
    #expect(page.sectionOffsets == [0, 152])
    #expect(page.sections.map(\.height) == [132, 192])
    #expect(page.height == 344)
    #expect(page.sections[1].frames.allSatisfy { $0.section == 1 })

    let measured = LayoutSolver.solve(
      sections: [(.list(ListConfiguration(appearance: .plain)), 3), (.compositional(grid), 8)],
      configuration: LayoutConfiguration(interSectionSpacing: 20), environment: phone,
      measured: [MeasuredSizes(items: [0: MeasuredSize(height: 50)])])
    #expect(measured.sectionOffsets == [0, 158])
  }

  /// No sections: an empty page.
  @Test func emptyPage() {
    let page = LayoutSolver.solve(sections: [], configuration: LayoutConfiguration(), environment: phone)
    #expect(page.height == 0 && page.sections.isEmpty)
  }
}
