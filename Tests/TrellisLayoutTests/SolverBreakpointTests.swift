import Testing

@testable import TrellisLayout

/// Capacity breakpoints: the container widths where any group's capacity steps.
@Suite struct SolverBreakpointTests {
  private func capacity(_ section: LayoutSection, at width: Double) -> Int {
    LayoutSolver.solve(
      section, itemCount: 1, environment: LayoutEnvironment(containerWidth: width, containerHeight: 844)
    ).groupCapacity
  }

  /// 100-wide items, fixed spacing 10, insets 16: k + 1 items fit from
  /// W = 32 + 100(k + 1) + 10k: 242, 352, 462, 572 within 0...600.
  @Test func fixedItemsAndSpacing() throws {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)),
      subitems: [Build.item(.absolute(100), .absolute(80))])
    group.interItemSpacing = .fixed(10)
    let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(all: 16))
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: section, widths: 0...600, height: 844)
    #expect(breakpoints == [242, 352, 462, 572])
    for (k, width) in breakpoints.enumerated() {
      #expect(capacity(section, at: width) == k + 2)
      #expect(capacity(section, at: width - 1.0 / 64) == k + 1)
    }
  }

  /// Fractional items with flexible spacing: k items of 0.3W with minimum gaps 20 fit when
  /// 0.3kW + 20(k - 1) <= W: from W = 50 (k = 2) and W = 400 (k = 3).
  @Test func fractionalItemsAndFlexibleSpacing() throws {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)),
      subitems: [Build.item(.fractionalWidth(0.3), .absolute(80))])
    group.interItemSpacing = .flexible(20)
    let breakpoints = try LayoutSolver.capacityBreakpoints(
      for: LayoutSection(group: group), widths: 10...1000, height: 844)
    expectClose(breakpoints, [50, 400])
  }

  /// A nested row of 60-wide items inside a full-width column: its capacity steps at 120, 180, 240.
  @Test func nestedGroupCapacities() throws {
    let row = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(50)),
      subitems: [Build.item(.absolute(60), .absolute(50))])
    let column = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(row)])
    let outer = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(column)])
    let section = LayoutSection(group: outer)
    #expect(try LayoutSolver.capacityBreakpoints(for: section, widths: 100...250, height: 844) == [120, 180, 240])
    #expect(capacity(section, at: 180) == 6)  // 2 rows of 3
    #expect(capacity(section, at: 179.99) == 4)
  }

  /// A capacity that falls as the width grows: items 0.25W tall in a 300-tall column hold 3 up
  /// to W = 400 and 2 just above it, 2 up to 600 and 1 above.
  @Test func fallingCapacity() throws {
    let column = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(300)),
      subitems: [Build.item(.fractionalWidth(0.5), .fractionalWidth(0.25))])
    let section = LayoutSection(group: column)
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: section, widths: 310...700, height: 844)
    expectClose(breakpoints, [400, 600])
    #expect(capacity(section, at: 400) == 3)
    #expect(capacity(section, at: 400.01) == 2)
    #expect(capacity(section, at: 600) == 2)
    #expect(capacity(section, at: 600.01) == 1)
  }

  /// A capacity that falls slowly: items 0.33 x 0.16W wide in a 243-wide row hold k up to
  /// W = 243 / (0.0528k). Past each step the last item's margin falls by only 0.0528k per point,
  /// so it leaves the fit tolerance (1e-9 x 243) more than the probe (1e-6) after its zero; every
  /// step from k = 14 to k = 3 is still found (the property tests once found 1150.57 missing).
  @Test func slowlyFallingCapacity() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.absolute(243), .fractionalWidth(0.16)),
      subitems: [Build.item(.fractionalHeight(0.33), .fractionalHeight(1))])
    let section = LayoutSection(group: group)
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: section, widths: 320...1920, height: 480)
    let expected = (3...14).reversed().map { 243 / (0.0528 * Double($0)) }
    #expect(breakpoints.count == expected.count)
    for (found, width) in zip(breakpoints, expected) {
      #expect(abs(found - width) < 1e-5, "\(found) != \(width)")
    }
    for (k, width) in zip((3...14).reversed(), breakpoints) {
      #expect(capacity(section, at: width - 1e-3) == k)
      #expect(capacity(section, at: width + 1e-3) == k - 1)
    }
  }

  /// Two nested rows whose leading inset (200) is longer than they are wide (0.5W) below W = 400:
  /// their content box is empty there (one 0-wide item each) and holds two half-width items above. The
  /// capacity steps once, at 400, found from the box's kink; just past it the items are shorter
  /// than the fit tolerance and once all "fit", hundreds of steps within a billionth of a point.
  @Test func nestedContentBoxLeavingZero() throws {
    var nested = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [Build.item(.fractionalWidth(0.5), .fractionalHeight(1))])
    nested.contentInsets = Build.insets(leading: 200)
    let section = LayoutSection(
      group: .horizontal(layoutSize: Build.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(nested)]))
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: section, widths: 320...600, height: 844)
    expectClose(breakpoints, [400])
    #expect(capacity(section, at: 399) == 2)
    #expect(capacity(section, at: 401) == 4)
  }

  /// A column of one full-height item in a nested column whose content box, 0.13W - 55 tall
  /// (insets 17 + 19, its slot less edge spacing 3 and the outer bottom inset 16), leaves zero
  /// at W = 423.08. Found by the property tests: at the kink the box came out a rounding error
  /// above zero, every item shorter than the fit tolerance "fit", and 377 breakpoints were
  /// reported within 1e-10 of each other (the capacity is 1 throughout).
  @Test func nearlyEmptyContentBoxHoldsOneCycle() throws {
    var nested = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [Build.item()])
    nested.contentInsets = Build.insets(top: 17, leading: 2, bottom: 19, trailing: 5)
    nested.edgeSpacing = EdgeSpacing(leading: .flexible(14), trailing: .flexible(23), bottom: .fixed(3))
    var group = LayoutGroup.vertical(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalWidth(0.13)), subitem: .group(nested), count: 1)
    group.contentInsets = Build.insets(leading: 24, bottom: 16, trailing: 12)
    let section = LayoutSection(group: group)
    #expect(try LayoutSolver.capacityBreakpoints(for: section, widths: 320...1920, height: 480).isEmpty)
  }

  /// Sideways sections resolve against the full width, insets ignored: 50-wide items in a
  /// 0.5W group step at W = 200, 300, 400.
  @Test func orthogonalSection() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(0.5), .absolute(50)),
      subitems: [Build.item(.absolute(50), .absolute(50))])
    let section = LayoutSection(
      group: group, contentInsets: Build.insets(leading: 100, trailing: 7),
      orthogonalScrollingBehavior: .continuous)
    #expect(try LayoutSolver.capacityBreakpoints(for: section, widths: 150...450, height: 844) == [200, 300, 400])
  }

  /// Count groups, lists and the presets' grids never change structure with the width.
  @Test func fixedStructuresHaveNoBreakpoints() throws {
    let grid = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)), subitem: Build.item(), count: 4)
    #expect(
      try LayoutSolver.capacityBreakpoints(for: LayoutSection(group: grid), widths: 0...2000, height: 844).isEmpty)
    let list = LayoutSolver.section(
      for: ListConfiguration(appearance: .insetGrouped), environment: phone, rowEstimate: 44)
    #expect(try LayoutSolver.capacityBreakpoints(for: list, widths: 0...2000, height: 844).isEmpty)
  }

  /// The lower bound is excluded and the upper bound included.
  @Test func rangeBounds() throws {
    let group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .absolute(80)),
      subitems: [Build.item(.absolute(100), .absolute(80))])
    let section = LayoutSection(group: group)
    #expect(try LayoutSolver.capacityBreakpoints(for: section, widths: 200...300, height: 844) == [300])
  }

  /// Items as wide as their group's content height, which is `0.1W - 40`: from W = 400 their
  /// width grows from zero, so just above 400 a full-width group holds any number of them. The
  /// search gives up there instead of stepping through every capacity down from 100,000.
  @Test func subitemWhoseLengthFallsToZero() throws {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .fractionalWidth(0.1)),
      subitems: [Build.item(.fractionalHeight(1), .fractionalHeight(1))])
    group.contentInsets = Build.insets(top: 20, bottom: 20)
    let section = LayoutSection(group: group)
    #expect(throws: CapacityLimitExceeded.self) {
      try LayoutSolver.capacityBreakpoints(for: section, widths: 320...3840, height: 844)
    }
    do throws(CapacityLimitExceeded) {
      _ = try LayoutSolver.capacityBreakpoints(for: section, widths: 320...3840, height: 844)
    } catch {
      #expect(error.width >= 400 && error.width < 401, "gave up at \(error.width)")
    }
    // Above the zero, the capacities are searched as usual: W / (0.1W - 40) falls below 16 at
    // W = 3200 / 3.
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: section, widths: 1000...1100, height: 844)
    #expect(breakpoints.count == 1 && abs(breakpoints[0] - 3200.0 / 3) < 1e-5, "\(breakpoints)")
  }
}
