import Foundation
import Testing
import TrellisData
import TrellisLayout
import TrellisTestSupport

@testable import TrellisCSS

/// The group boxes a documentation site's Annotate switch outlines where groups are not elements:
/// under the conditions of the compiled block that applies, each box is the solver's frame of
/// that group.
@Suite struct GroupBoxesTests {
  /// Every layout fixture (the kept generated cases among them) and every preset, at five
  /// viewports: the one block of group boxes that applies (if any) puts group k exactly on the
  /// solver's k-th group frame, for the first four groups.
  @Test func everyBoxIsItsGroupsFrame() throws {
    var providers = try LayoutFixtures.names().map { ($0, try LayoutFixtures.provider($0)) }
    providers += LayoutPreset.allCases.map { ($0.rawValue, $0.provider) }
    var checked = 0
    var drawn: Set<String> = []
    for (name, provider) in providers {
      let style = try SectionStyleCompiler.compile(provider)
      for (width, height) in [(320.0, 568.0), (390.0, 844.0), (844.0, 390.0), (1024.0, 768.0), (1440.0, 900.0)] {
        let applying = style.groupBoxes.filter { applies($0.conditions, width: width, height: height) }
        #expect(applying.count <= 1, "\(name) at \(width)x\(height): \(applying.count) blocks apply")
        guard let boxes = applying.first?.boxes else { continue }
        let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
        let layout = provider.layout(for: environment)
        let solution = LayoutSolver.solve(layout, itemCount: 4 * 6, environment: environment, listRowEstimate: 44)
        // The content element starts the top inset above the first group, below the headers.
        guard case .compositional(let section) = layout else { continue }
        let top = solution.contentTop - section.contentInsets.top
        let groups = solution.frames.filter { $0.kind == .group }.sorted { $0.index < $1.index }
        for group in groups.prefix(4) {
          func value(_ length: LinearLength) -> Double { length.value(width: width, height: height) }
          let step = value(boxes.pitch) * Double(group.index)
          let box = (
            x: value(boxes.x) + (boxes.repeatsSideways ? step : 0),
            y: top + value(boxes.y) + (boxes.repeatsSideways ? 0 : step),
            width: value(boxes.width), height: value(boxes.height)
          )
          let matches = [box.x - group.x, box.y - group.y, box.width - group.width, box.height - group.height]
            .allSatisfy { abs($0) < 1e-6 }
          #expect(matches, "\(name) at \(width)x\(height), group \(group.index): box \(box), solver \(group)")
          checked += 1
        }
        drawn.insert(name)
      }
    }
    // Grids, carousels and groups placed by index among them.
    #expect(drawn.count >= 25 && checked >= 300, "\(drawn.count) layouts, \(checked) boxes")
  }

  /// Whether a block's conditions hold for a viewport whose width is the container's.
  private func applies(_ conditions: [String], width: Double, height: Double) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case "@media (orientation: portrait)": return width <= height
      case "@media (orientation: landscape)": return width > height
      default:
        let numbers = condition.matches(of: /([0-9.]+)px/).compactMap { Double($0.1) }
        if condition.contains("px <= width <"), numbers.count == 2 { return numbers[0] <= width && width < numbers[1] }
        if condition.contains("width >="), numbers.count == 1 { return width >= numbers[0] }
        if condition.contains("width <"), numbers.count == 1 { return width < numbers[0] }
        Issue.record("a condition this test does not read: \(condition)")
        return false
      }
    }
  }
}
