import Foundation
import Testing

@testable import TrellisLayout

/// `"count": {"containerWidthDividedBy": d}`: Apple's Insertion Sort, `count: Int(width / 16)`.
@Suite struct ColumnsFromWidthTests {
  /// Insertion Sort's section: rows 34 tall of max(1, floor(width / 16)) equal slots.
  private let insertionSort = LayoutSection(
    group: .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(34)),
      subitem: LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
      countDividingContainerWidthBy: 16))

  @Test func insertionSortAt390Has24ColumnsOf16Point25() {
    let solution = LayoutSolver.solve(insertionSort, itemCount: 50, environment: phone)
    let items = solution.frames(.item)
    #expect(solution.groupCapacity == 24)
    expectFrame(items[0], 0, 0, 16.25, 34)
    expectFrame(items[1], 16.25, 0, 16.25, 34)
    expectFrame(items[23], 373.75, 0, 16.25, 34)
    expectFrame(items[24], 0, 34, 16.25, 34)
    expectFrame(items[49], 16.25, 68, 16.25, 34)
    expectClose(solution.height, 102)
  }

  @Test func insertionSortAt1024Has64ColumnsOf16() {
    let solution = LayoutSolver.solve(
      insertionSort, itemCount: 65, environment: LayoutEnvironment(containerWidth: 1024, containerHeight: 768))
    let items = solution.frames(.item)
    #expect(solution.groupCapacity == 64)
    expectFrame(items[63], 1008, 0, 16, 34)
    expectFrame(items[64], 0, 34, 16, 34)
  }

  @Test(arguments: [(0.5, 1), (15.99, 1), (16, 1), (31.99, 1), (32, 2), (799.99, 49), (800, 50)])
  func countIsTheWholeQuotientAndAtLeastOne(width: Double, count: Int) {
    #expect(LayoutGroup.Subitems.slotCount(containerWidth: width, dividedBy: 16) == count)
  }

  /// The capacity steps at every multiple of the divisor, and the breakpoints say so.
  @Test func breakpointsFallOnEveryMultiple() throws {
    let breakpoints = try LayoutSolver.capacityBreakpoints(for: insertionSort, widths: 300...400, height: 900)
    #expect(breakpoints == [304, 320, 336, 352, 368, 384, 400])
  }

  @Test func spacingAndInsetsShareTheSlots() {
    var section = insertionSort
    section.group.interItemSpacing = .fixed(4)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    // 400 / 100 = 4 slots in 380 points less 3 gaps of 4: 92 each.
    section.group.subitems = .countDividingContainerWidth(section.group.subitems.child, by: 100)
    let solution = LayoutSolver.solve(
      section, itemCount: 4, environment: LayoutEnvironment(containerWidth: 400, containerHeight: 900))
    let items = solution.frames(.item)
    expectFrame(items[0], 10, 0, 92, 34)
    expectFrame(items[3], 298, 0, 92, 34)
  }

  @Test func decodesEncodesAndRefusesBadDivisors() throws {
    let json = #"""
      {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 34}},
       "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}},
       "count": {"containerWidthDividedBy": 16}}}
      """#
    let group = try decode(LayoutGroup.self, json)
    #expect(group == insertionSort.group)
    for bad in ["0", "-16", "1e9"] {
      expectFailure(
        LayoutGroup.self,
        json.replacingOccurrences(of: "\"containerWidthDividedBy\": 16", with: "\"containerWidthDividedBy\": \(bad)"),
        at: ["horizontal", "count", "containerWidthDividedBy"],
        saying: ["expected a divisor (in points) greater than 0"])
    }
    expectFailure(
      LayoutGroup.self, json.replacingOccurrences(of: "\"containerWidthDividedBy\": 16", with: ""),
      at: ["horizontal", "count", "containerWidthDividedBy"], saying: [])
    // A repeating subitem's count is a number only.
    expectFailure(
      LayoutGroup.self, json.replacingOccurrences(of: "\"subitem\"", with: "\"repeatingSubitem\""),
      at: ["horizontal", "count"], saying: [])
  }
}

extension LayoutGroup.Subitems {
  /// The one subitem of a `count:` group (tests only).
  fileprivate var child: LayoutGroupSubitem {
    switch self {
    case .subitems(let list): list[0]
    case .count(let child, _), .repeating(let child, _), .countDividingContainerWidth(let child, _): child
    }
  }
}
