extension LayoutSolver {
  /// The container widths in `widths` at which the section's structure changes: where the
  /// capacity of any group, at any nesting level, steps (semantics §4: capacity depends on the
  /// width). The CSS compiler emits container queries at these widths (one moves to the next
  /// width a browser lays out where the solver's structure changes only just past it).
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
  /// - Throws: ``CapacityLimitExceeded`` where a group reaches
  ///   100,000 (`LayoutChoices.maximumGroupCapacity`) (a subitem's length falls to zero at some width,
  ///   such as a `fractionalHeight` of a group whose height shrinks with the width: near it the
  ///   capacity grows without bound and steps at every width), or where the capacities change at
  ///   more than `limit` (by default 4,000, `LayoutChoices.maximumCapacityBreakpoints`) widths (or
  ///   the search takes four times as many steps).
  /// - Complexity: O(B x template size) for B breakpoints.
  package static func capacityBreakpoints(
    for section: LayoutSection, widths: ClosedRange<Double>, height: Double,
    limit: Int = LayoutChoices.maximumCapacityBreakpoints
  ) throws(CapacityLimitExceeded) -> [Double] {
    var width = widths.lowerBound
    var current = try analyse(section, width: width, height: height)
    var breakpoints: [Double] = []
    // Each step passes at least one event; a step that finds no breakpoint is bounded too.
    for _ in 0..<(4 * limit) {
      guard breakpoints.count <= limit else { break }
      guard let next = current.events.lazy.filter({ $0 > width }).min(), next <= widths.upperBound
      else { return breakpoints }
      let atNext = try analyse(section, width: next, height: height)
      if atNext.capacities != current.capacities {
        breakpoints.append(next)
        current = atNext
        width = next
        continue
      }
      let probe = next + LayoutChoices.breakpointProbe
      let afterNext = try analyse(section, width: probe, height: height)
      if afterNext.capacities != current.capacities, next < widths.upperBound {
        breakpoints.append(next)
      }
      current = afterNext
      width = probe
    }
    throw CapacityLimitExceeded(width: width, capacity: nil)
  }

  /// Every group's capacity at `width`, as ``capacityBreakpoints(for:widths:height:)`` compares
  /// them.
  package static func capacities(
    of section: LayoutSection, width: Double, height: Double
  ) throws(CapacityLimitExceeded) -> [Int] {
    try analyse(section, width: width, height: height).capacities
  }

  /// Every group's capacity at `width`, and the wider widths where a fit test may flip.
  private static func analyse(_ section: LayoutSection, width: Double, height: Double) throws(CapacityLimitExceeded)
    -> (capacities: [Int], events: [Double])
  {
    let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
    var resolver = GroupResolver(containerWidth: width)
    resolver.recordsEvents = true
    _ = resolver.resolveGroup(
      section.group, in: topLevelBox(for: section, environment: environment), override: nil)
    let largest = max(resolver.capacities.max() ?? 0, resolver.leaves.count)
    if largest >= LayoutChoices.maximumGroupCapacity {
      throw CapacityLimitExceeded(width: width, capacity: largest)
    }
    return (resolver.capacities, resolver.events)
  }
}
