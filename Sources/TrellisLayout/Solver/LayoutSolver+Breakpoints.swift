extension LayoutSolver {
  /// The container widths in `widths` at which the section's structure changes: where the
  /// capacity of any group, at any nesting level, steps (semantics §4: capacity depends on the
  /// width). The CSS compiler emits container queries at exactly these widths.
  ///
  /// For fixed capacities every length is an affine function of the container width, so each
  /// fit test (does the next subitem end within its group?) flips at a width found by solving a
  /// linear equation, not by searching. The solver walks up from the lower bound: it collects
  /// the next width at which any fit test flips (or a self-sizing extent changes slope), checks
  /// whether the capacities there differ, and moves on.
  ///
  /// A returned width `w` satisfies `widths.lowerBound < w <= widths.upperBound`. When capacity
  /// grows with the width (the usual case), the new structure holds from `w` inclusive: a
  /// horizontal group `fractionalWidth(1)` of `absolute(100)` items with fixed spacing 10 and
  /// section insets 16 holds k items from `w = 32 + 100k + 10(k - 1)`. When a capacity falls as
  /// the width grows (a vertical group of items whose heights are fractions of the width), the
  /// old structure holds up to `w` inclusive and the new one just above it.
  ///
  /// - Parameters:
  ///   - section: The section; its `orthogonalScrollingBehavior` decides its box (semantics §2).
  ///   - widths: The container widths to search.
  ///   - height: The container height.
  /// - Complexity: O(B x template size) for B breakpoints.
  public static func capacityBreakpoints(
    for section: LayoutSection, widths: ClosedRange<Double>, height: Double
  ) -> [Double] {
    var width = widths.lowerBound
    var current = analyse(section, width: width, height: height)
    var breakpoints: [Double] = []
    for _ in 0..<LayoutChoices.maximumGroupCapacity {
      guard let next = current.events.lazy.filter({ $0 > width }).min(), next <= widths.upperBound
      else { break }
      let atNext = analyse(section, width: next, height: height)
      if atNext.capacities != current.capacities {
        breakpoints.append(next)
        current = atNext
        width = next
        continue
      }
      let probe = next + LayoutChoices.breakpointProbe
      let afterNext = analyse(section, width: probe, height: height)
      if afterNext.capacities != current.capacities, next < widths.upperBound {
        breakpoints.append(next)
      }
      current = afterNext
      width = probe
    }
    return breakpoints
  }

  /// Every group's capacity at `width`, and the wider widths where a fit test may flip.
  private static func analyse(_ section: LayoutSection, width: Double, height: Double) -> (
    capacities: [Int], events: [Double]
  ) {
    let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
    var resolver = GroupResolver(containerWidth: width)
    resolver.recordsEvents = true
    _ = resolver.resolveGroup(
      section.group, in: topLevelBox(for: section, environment: environment), override: nil)
    return (resolver.capacities, resolver.events)
  }
}
