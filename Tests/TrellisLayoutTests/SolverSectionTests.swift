import Testing

@testable import TrellisLayout

/// Semantics §5 (non-orthogonal): the template rule, spacing and empty sections.
@Suite struct SolverSectionTests {
  /// K = ceil(7 / 3) = 3 groups at y = 5, 65, 125 (50 tall, 10 apart); the last holds item 6
  /// in slot 0; height 5 + 3 x 50 + 2 x 10 + 7 = 182.
  @Test func groupsFollowTheTemplate() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)), subitem: Build.item(), count: 3)
    let section = LayoutSection(
      group: group, interGroupSpacing: 10, contentInsets: Build.insets(top: 5, bottom: 7))
    let solution = LayoutSolver.solve(section, itemCount: 7, environment: phone)
    #expect(solution.groupCount == 3)
    #expect(solution.groups.map(\.y) == [5, 65, 125])
    expectFrame(solution.groups[2], 0, 125, 390, 50)
    expectFrame(solution.items[6], 0, 125, 130, 50)
    #expect(solution.height == 182)
    #expect(solution.contentWidth == 390)
    #expect(solution.contentTop == 5)
  }

  /// A partial last group keeps its slots: with flexible spacing the lone item stays at slot 0
  /// (x = 0), not re-spread.
  @Test func partialLastGroupKeepsSlotPositions() {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.absolute(100), .absolute(50))])
    group.interItemSpacing = .flexible(10)
    let solution = LayoutSolver.solve(LayoutSection(group: group), itemCount: 4, environment: phone)
    #expect(solution.items.map(\.x) == [0, 145, 290, 0])
    #expect(solution.items[3].y == 50)
  }

  /// N = 0: no groups; the height is the insets plus supplementaries: 30 + 10 + 20 + 10 = 70.
  @Test func emptySectionTakesInsetsAndSupplementaries() {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)), subitems: [Build.item()])
    var section = LayoutSection(
      group: group, interGroupSpacing: 8, contentInsets: Build.insets(top: 10, bottom: 20))
    #expect(LayoutSolver.solve(section, itemCount: 0, environment: phone).height == 30)
    section.boundarySupplementaryItems = [.header(height: .absolute(30)), .footer(height: .absolute(10))]
    let solution = LayoutSolver.solve(section, itemCount: 0, environment: phone)
    #expect(solution.groupCount == 0)
    #expect(solution.items.isEmpty && solution.groups.isEmpty)
    #expect(solution.height == 70)
    expectFrame(solution.frames(.footer).first, 0, 60, 390, 10)
  }

  /// The empty layout takes no room at all, with or without items.
  @Test func emptyLayoutTakesNoRoom() {
    #expect(LayoutSolver.solve(LayoutSection.empty, itemCount: 0, environment: phone).height == 0)
  }

  /// Frames come in order: headers, each group then its items (each with its badges), footers,
  /// decorations; every frame carries the section index.
  @Test func frameOrderAndIndices() {
    let badge = LayoutSupplementaryItem(
      layoutSize: Build.size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitem: Build.item(badges: [badge]), count: 2)
    let section = LayoutSection(
      group: group,
      boundarySupplementaryItems: [.header(height: .absolute(20)), .footer(height: .absolute(5))],
      decorationItems: [.background()])
    let solution = LayoutSolver.solve(section, itemCount: 3, environment: phone, sectionIndex: 4)
    #expect(
      solution.frames.map(\.kind) == [
        .header, .group, .item, .badge, .item, .badge, .group, .item, .badge, .footer, .decoration,
      ])
    #expect(solution.frames.map(\.index) == [0, 0, 0, 0, 1, 1, 1, 2, 2, 0, 0])
    #expect(solution.frames.allSatisfy { $0.section == 4 })
  }
}
