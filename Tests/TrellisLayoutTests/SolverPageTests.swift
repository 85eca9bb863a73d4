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

  /// Seed 003: a hidden empty section between two others takes no room, so one spacing (not
  /// two) separates its neighbours; a hidden first section adds no spacing before the next.
  /// A visible empty section still counts: spacing on both sides, as in the browser's column.
  @Test func hiddenSectionsTakeNoRoomAndNoSpacing() {
    let list = SectionLayout.list(ListConfiguration(appearance: .plain))  // 44 per row
    let configuration = LayoutConfiguration(interSectionSpacing: 20)
    let middle = LayoutSolver.solve(
      sections: [(list, 1), (list, 0), (list, 2)], configuration: configuration, environment: phone, hidden: [1])
    #expect(middle.sectionOffsets == [0, 44, 64])
    #expect(middle.sections.map(\.height) == [44, 0, 88])
    #expect(middle.height == 152)

    let first = LayoutSolver.solve(
      sections: [(list, 0), (list, 2)], configuration: configuration, environment: phone, hidden: [0])
    #expect(first.sectionOffsets == [0, 0])
    #expect(first.height == 88)

    let shown = LayoutSolver.solve(
      sections: [(list, 1), (list, 0), (list, 2)], configuration: configuration, environment: phone)
    #expect(shown.sectionOffsets == [0, 64, 84])
  }

  /// No sections: an empty page.
  @Test func emptyPage() {
    let page = LayoutSolver.solve(sections: [], configuration: LayoutConfiguration(), environment: phone)
    #expect(page.height == 0 && page.sections.isEmpty)
  }
}
