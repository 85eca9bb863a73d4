import Testing
import TrellisTestSupport

@testable import TrellisLayout

/// Flows: a fixed-width horizontal group of estimated-width items holds the items that fit at
/// their measured widths; the next one starts the next group.
@Suite struct SolverFlowTests {
  /// Chips in a phone: the group is 390 - 32 = 358 wide, items estimated 60 x 32, spacing 8 and 8.
  private func chips(_ subitems: [LayoutGroupSubitem]? = nil) -> LayoutSection {
    var group = LayoutGroup.horizontal(
      layoutSize: Build.size(.fractionalWidth(1), .estimated(32)),
      subitems: subitems ?? [Build.item(.estimated(60), .estimated(32))])
    group.interItemSpacing = .fixed(8)
    return LayoutSection(
      group: group, interGroupSpacing: 8, contentInsets: Build.insets(top: 16, leading: 16, bottom: 16, trailing: 16))
  }

  private func widths(_ widths: [Double], heights: [Int: Double] = [:]) -> MeasuredSizes {
    var measured = MeasuredSizes()
    for (index, width) in widths.enumerated() {
      measured.items[index] = MeasuredSize(width: width, height: heights[index])
    }
    return measured
  }

  @Test func flowsAreFixedWidthHorizontalGroupsOfEstimatedWidthItems() {
    #expect(chips().group.isFlow)
    // Mixed items, an estimated group width, a vertical group or `count:` keep capacities.
    #expect(
      !chips([Build.item(.estimated(60), .estimated(32)), Build.item(.absolute(60), .estimated(32))]).group.isFlow)
    #expect(
      !LayoutGroup.horizontal(
        layoutSize: Build.size(.estimated(60), .absolute(32)), subitems: [Build.item(.estimated(60), .absolute(32))]
      ).isFlow)
    #expect(
      !LayoutGroup.vertical(
        layoutSize: Build.size(.fractionalWidth(1), .estimated(32)),
        subitems: [Build.item(.estimated(60), .estimated(32))]
      ).isFlow)
    #expect(
      !LayoutGroup.horizontal(
        layoutSize: Build.size(.fractionalWidth(1), .absolute(32)), subitem: Build.item(.estimated(60), .absolute(32)),
        count: 3
      ).isFlow)
  }

  /// 100 + 8 + 250 = 358 fits exactly; 10 starts line 1, where 400 does not fit after it; 400 is
  /// wider than the group and is alone on line 2; 50 goes to line 3. Line 0 is as tall as its
  /// tallest item (40); the others keep the estimate 32.
  @Test func linesBreakWhereTheNextMeasuredWidthDoesNotFit() {
    let solution = LayoutSolver.solve(
      chips(), itemCount: 5, environment: phone, measured: widths([100, 250, 10, 400, 50], heights: [1: 40]))
    #expect(solution.groups.count == 4)
    expectClose(solution.groups.map(\.y), [16, 64, 104, 144])
    expectClose(solution.groups.map(\.height), [40, 32, 32, 32])
    expectClose(solution.groups.map(\.width), [358, 358, 358, 358])
    expectFrame(solution.items[0], 16, 16, 100, 32)
    expectFrame(solution.items[1], 124, 16, 250, 40)
    expectFrame(solution.items[2], 16, 64, 10, 32)
    expectFrame(solution.items[3], 16, 104, 400, 32)
    expectFrame(solution.items[4], 16, 144, 50, 32)
    expectClose(solution.height, 192)  // 144 + 32 + 16
  }

  /// The fit tolerance is the solver's: 1e-9 of the group's length. Past it the item moves down.
  @Test func anItemFitsWithinTheToleranceOnly() {
    let within = LayoutSolver.solve(chips(), itemCount: 2, environment: phone, measured: widths([100, 250 + 1e-10]))
    #expect(within.groups.count == 1)
    let past = LayoutSolver.solve(chips(), itemCount: 2, environment: phone, measured: widths([100, 250 + 1e-6]))
    #expect(past.groups.count == 2)
    expectFrame(past.items[1], 16, 56, 250 + 1e-6, 32)
  }

  /// Unmeasured, items are their estimate: 5 x 60 + 4 x 8 = 332 fit in 358, a sixth does not,
  /// as the template's capacity says.
  @Test func unmeasuredItemsFlowAtTheirEstimates() {
    let solution = LayoutSolver.solve(chips(), itemCount: 12, environment: phone)
    #expect(solution.groupCapacity == 5)
    #expect(solution.groups.count == 3)
    expectClose(solution.items.map(\.x), [16, 84, 152, 220, 288, 16, 84, 152, 220, 288, 16, 84])
    expectClose(solution.groups.map(\.y), [16, 56, 96])
  }

  /// Each line walks the subitems from the first again: A (20 tall) and B (30 tall), 100 wide
  /// each, three to a line; item 3 starts line 1 as an A. Heights are absolute, so insets apply
  /// on them (top 6, bottom 2), not on the estimated widths; the group is absolute 40 tall.
  @Test func eachLineStartsTheSubitemsAgain() {
    let a = Build.item(.estimated(60), .absolute(20), insets: Build.insets(top: 6, leading: 5, bottom: 2, trailing: 5))
    let b = Build.item(.estimated(60), .absolute(30))
    var section = chips([a, b])
    section.group.layoutSize.heightDimension = .absolute(40)
    let solution = LayoutSolver.solve(
      section, itemCount: 5, environment: phone, measured: widths([100, 100, 100, 100, 100]))
    #expect(solution.groups.count == 2)
    expectClose(solution.groups.map(\.height), [40, 40])
    expectFrame(solution.items[0], 16, 22, 100, 12)
    expectFrame(solution.items[1], 124, 16, 100, 30)
    expectFrame(solution.items[2], 232, 22, 100, 12)
    expectFrame(solution.items[3], 16, 70, 100, 12)
    expectFrame(solution.items[4], 124, 64, 100, 30)
  }

  /// The solver has no direction: a right-to-left page mirrors the same frames, so the lines
  /// break at the same items whichever way they run.
  @Test func aFlowIsDeterministic() {
    let measured = widths([120, 90, 200, 30, 70, 300])
    let first = LayoutSolver.solve(chips(), itemCount: 6, environment: phone, measured: measured)
    let second = LayoutSolver.solve(chips(), itemCount: 6, environment: phone, measured: measured)
    #expect(first.frames == second.frames)
    expectClose(first.items.map(\.x), [16, 144, 16, 224, 262, 16])
  }

  /// The first item of a group, however deep.
  private func firstItem(of group: LayoutGroup) -> LayoutItem? {
    let subitem: LayoutGroupSubitem? =
      switch group.subitems {
      case .subitems(let list): list.first
      case .count(let subitem, _), .repeating(let subitem, _), .countDividingContainerWidth(let subitem, _): subitem
      }
    switch subitem {
    case .item(let item): return item
    case .group(let nested): return firstItem(of: nested)
    case nil: return nil
    }
  }

  /// 300 generated sections (``LayoutGen``, stream 11) made flows: the first item of each, its
  /// width estimated, in a fixed-width group with its height, insets and supplementaries, with
  /// measured widths from a seeded stream (0 to 400 in 1/64 steps). Every item is its measured
  /// width; a line's items follow each other by the spacing; a line of more than one item ends
  /// within the group's content width, and the next line's first item would not have fitted.
  @Test func generatedFlowsBreakWhereTheNextItemDoesNotFit() {
    var random = SeededRandom(seed: 0x666c_6f77)
    func nextWidth() -> Double { Double(random.below(25_601)) / 64 }
    var lines = 0
    for index in 0..<300 {
      let layoutCase = LayoutGen.layoutCase(seed: LayoutGen.defaultSeed, stream: 11, index: UInt64(index))
      guard var item = firstItem(of: layoutCase.section.group) else { continue }
      item.layoutSize.widthDimension = .estimated(60)
      item.edgeSpacing = nil
      var group = LayoutGroup.horizontal(
        layoutSize: Build.size(
          index % 2 == 0 ? .fractionalWidth(1) : .absolute(Double(100 + index)),
          layoutCase.section.group.layoutSize.heightDimension),
        subitems: [.item(item)])
      let gap = Double(index % 13)
      group.interItemSpacing = .fixed(gap)
      group.contentInsets = layoutCase.section.group.contentInsets
      var section = layoutCase.section
      section.group = group
      section.orthogonalScrollingBehavior = .none
      let widths = (0..<layoutCase.itemCount).map { _ in nextWidth() }
      var measured = MeasuredSizes()
      for (item, width) in widths.enumerated() { measured.items[item] = MeasuredSize(width: width) }
      let solution = LayoutSolver.solve(
        section, itemCount: layoutCase.itemCount, environment: layoutCase.environment, measured: measured)
      // Each group's items, by the order the solver emits them.
      var grouped: [[LayoutFrame]] = []
      for frame in solution.frames {
        if frame.kind == .group { grouped.append([]) }
        if frame.kind == .item, !grouped.isEmpty { grouped[grouped.count - 1].append(frame) }
      }
      #expect(grouped.map(\.count).reduce(0, +) == layoutCase.itemCount, "\(layoutCase)")
      let room = max(
        0, (solution.groups.first?.width ?? 0) - group.contentInsets.leading - group.contentInsets.trailing)
      let tolerance = LayoutChoices.fitTolerance * max(1, room)
      var next = 0
      for (line, items) in grouped.enumerated() {
        lines += 1
        for (k, frame) in items.enumerated() {
          #expect(frame.width == widths[next + k], "\(layoutCase)")
          if k > 0 { expectClose(frame.x, items[k - 1].x + items[k - 1].width + gap) }
        }
        next += items.count
        guard let first = items.first, let last = items.last else { continue }
        let end = last.x + last.width - first.x
        #expect(items.count == 1 || end <= room + tolerance, "line \(line) of \(layoutCase)")
        if next < widths.count {
          #expect(end + gap + widths[next] > room + tolerance, "line \(line) of \(layoutCase)")
        }
      }
    }
    #expect(lines > 1000)
  }
}
