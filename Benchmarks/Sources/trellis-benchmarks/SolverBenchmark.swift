import Trellis

/// Solving one section of 1,000,000 items: a 4-column grid with header and footer, and a list.
enum SolverBenchmark {
  static let itemCount = 1_000_000
  static let environment = LayoutEnvironment(containerWidth: 390, containerHeight: 844)

  static func run() {
    let grid = gridSection()
    measure("solver grid (4 columns, header, footer, 1,000,000 items)") {
      LayoutSolver.solve(grid, itemCount: itemCount, environment: environment).frames.count
    }
    let list = SectionLayout.list(
      ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
    measure("solver list (insetGrouped, header, 1,000,000 items)") {
      LayoutSolver.solve(list, itemCount: itemCount, environment: environment).frames.count
    }
  }

  static func gridSection() -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitem: .item(item), count: 4)
    group.interItemSpacing = .fixed(16)
    return LayoutSection(
      group: group, interGroupSpacing: 16, contentInsets: DirectionalEdgeInsets(all: 16),
      boundarySupplementaryItems: [
        .header(), .footer(height: .absolute(1)),
      ])
  }
}
