extension LayoutSolver {
  /// Solves a section described either way: a compositional section as it is, a list through
  /// ``section(for:environment:rowEstimate:)`` with `listRowEstimate`.
  public static func solve(
    _ layout: SectionLayout, itemCount: Int, environment: LayoutEnvironment,
    sectionIndex: Int = 0, measured: MeasuredSizes = .init(),
    listRowEstimate: Double = LayoutChoices.listRowEstimatedHeight
  ) -> SectionSolution {
    let section: LayoutSection
    switch layout {
    case .compositional(let compositional): section = compositional
    case .list(let list):
      section = Self.section(for: list, environment: environment, rowEstimate: listRowEstimate)
    }
    return solve(
      section, itemCount: itemCount, environment: environment, sectionIndex: sectionIndex,
      measured: measured)
  }

  /// Solves a page's sections and stacks them, `interSectionSpacing` apart (choice: the spacing
  /// sits between every two consecutive sections, empty ones included).
  ///
  /// `measured[i]`, when present, holds section i's measurements.
  ///
  /// - Complexity: O(total items).
  public static func solve(
    sections: [(layout: SectionLayout, itemCount: Int)], configuration: LayoutConfiguration,
    environment: LayoutEnvironment, measured: [MeasuredSizes] = [],
    listRowEstimate: Double = LayoutChoices.listRowEstimatedHeight
  ) -> PageSolution {
    var solutions: [SectionSolution] = []
    var offsets: [Double] = []
    solutions.reserveCapacity(sections.count)
    offsets.reserveCapacity(sections.count)
    var y = 0.0
    for (index, section) in sections.enumerated() {
      if index > 0 { y += configuration.interSectionSpacing }
      let solution = solve(
        section.layout, itemCount: section.itemCount, environment: environment,
        sectionIndex: index, measured: index < measured.count ? measured[index] : .init(),
        listRowEstimate: listRowEstimate)
      offsets.append(y)
      y += solution.height
      solutions.append(solution)
    }
    return PageSolution(sections: solutions, sectionOffsets: offsets, height: y)
  }
}
