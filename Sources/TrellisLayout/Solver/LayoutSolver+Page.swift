extension LayoutSolver {
  /// Solves a section described either way: a compositional section as it is, a list through
  /// ``section(for:environment:rowEstimate:)`` with `listRowEstimate` (nil is UIKit's 44 points);
  /// with `showsEmptyMessage`, an empty section holds its message.
  public static func solve(
    _ layout: SectionLayout, itemCount: Int, environment: LayoutEnvironment,
    sectionIndex: Int = 0, measured: MeasuredSizes = .init(),
    listRowEstimate: Double? = nil, showsEmptyMessage: Bool = false
  ) -> SectionSolution {
    let section: LayoutSection
    switch layout {
    case .compositional(let compositional): section = compositional
    case .list(let list):
      section = Self.section(
        for: list, environment: environment, rowEstimate: listRowEstimate ?? LayoutChoices.listRowEstimatedHeight)
    }
    return solve(
      section, itemCount: itemCount, environment: environment, sectionIndex: sectionIndex,
      measured: measured, showsEmptyMessage: showsEmptyMessage)
  }

  /// Solves a page's sections and stacks them, `interSectionSpacing` apart. Sections in `hidden`
  /// (empty sections that hide, as in the hide-empty-sections example) take no room: they sit at the current offset with no
  /// height, and no spacing is added for them. Every other section counts, empty or not (as a
  /// displayed element does in the browser's column).
  ///
  /// `measured[i]`, when present, holds section i's measurements; a list's rows are estimated at
  /// `listRowEstimate` (nil is UIKit's 44 points).
  ///
  /// - Complexity: O(total items).
  public static func solve(
    sections: [(layout: SectionLayout, itemCount: Int)], configuration: LayoutConfiguration,
    environment: LayoutEnvironment, measured: [MeasuredSizes] = [], hidden: Set<Int> = [],
    listRowEstimate: Double? = nil
  ) -> PageSolution {
    var solutions: [SectionSolution] = []
    var offsets: [Double] = []
    solutions.reserveCapacity(sections.count)
    offsets.reserveCapacity(sections.count)
    var y = 0.0
    var placedAny = false
    for (index, section) in sections.enumerated() {
      if hidden.contains(index) {
        offsets.append(y)
        solutions.append(
          solve(
            .compositional(.empty), itemCount: 0, environment: environment, sectionIndex: index,
            listRowEstimate: listRowEstimate))
        continue
      }
      if placedAny { y += configuration.interSectionSpacing }
      placedAny = true
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
