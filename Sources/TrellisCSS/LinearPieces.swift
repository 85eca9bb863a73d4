import TrellisLayout

/// Where a section's frames stop being linear in the container width inside one capacity range.
///
/// Within a capacity range most lengths are linear in the width, but some are clamped: a flexible
/// spacing's leftover is never negative, a `groupPagingCentered` inset is never negative, a slot
/// shrinks to zero. Each clamp is a kink, and CSS needs a block on each side of it (one `calc()`
/// cannot bend). The solver's frames are piecewise linear, so a kink is found by intersecting the
/// line that fits the frames just after a range's start with the one just before its end, then
/// checked, and each side searched again.
enum LinearPieces {
  /// The kinks strictly inside `lower..<upper`, ascending.
  static func kinks(
    _ layout: SectionLayout, capacity: Int, lower: Double, upper: Double, rowEstimate: Double
  ) -> [Double] {
    let start = max(lower, LayoutChoices.minimumExactContainerWidth)
    let end = min(upper, SectionStyleCompiler.widthRange.upperBound)
    guard end - start > 4 * step else { return [] }
    func coordinates(_ width: Double) -> [Double] {
      let solution = LayoutSolver.solve(
        layout, itemCount: capacity, environment: .init(containerWidth: width, containerHeight: 900),
        listRowEstimate: rowEstimate)
      return solution.frames.flatMap { [$0.x, $0.y, $0.width, $0.height] } + [solution.height]
    }
    var found: [Double] = []
    search(start, end, depth: 0, coordinates, into: &found)
    return found.sorted()
  }

  /// How far from a piece's ends its lines are fitted.
  private static let step = 0.25

  private static func search(
    _ a: Double, _ b: Double, depth: Int, _ coordinates: (Double) -> [Double], into found: inout [Double]
  ) {
    guard depth < 8, b - a > 4 * step else { return }
    let (a0, a1, b0, b1) = (
      coordinates(a + step), coordinates(a + 2 * step), coordinates(b - 2 * step), coordinates(b - step)
    )
    guard a0.count == b1.count, a1.count == a0.count, b0.count == a0.count else { return }
    // Linear throughout if the line through the two ends predicts the middle.
    let middle = (a + b) / 2
    let m = coordinates(middle)
    func predicted(_ index: Int, at width: Double) -> Double {
      a0[index] + (b1[index] - a0[index]) * (width - (a + step)) / ((b - step) - (a + step))
    }
    let linear =
      m.count == a0.count && m.indices.allSatisfy { abs(m[$0] - predicted($0, at: middle)) < 1e-6 }
      && a1.indices.allSatisfy { abs(a1[$0] - predicted($0, at: a + 2 * step)) < 1e-6 }
      && b0.indices.allSatisfy { abs(b0[$0] - predicted($0, at: b - 2 * step)) < 1e-6 }
    if linear { return }
    // The earliest crossing of a coordinate's left and right lines is the first kink candidate.
    var kink = middle
    var best = Double.infinity
    for index in a0.indices {
      let leftSlope = (a1[index] - a0[index]) / step
      let rightSlope = (b1[index] - b0[index]) / step
      guard abs(leftSlope - rightSlope) > 1e-9 else { continue }
      let leftAt = a0[index] - leftSlope * (a + step)
      let rightAt = b1[index] - rightSlope * (b - step)
      let crossing = (rightAt - leftAt) / (leftSlope - rightSlope)
      if crossing > a + 2 * step, crossing < b - 2 * step, crossing < best { best = crossing }
    }
    if best.isFinite { kink = best }
    found.append(kink)
    search(a, kink, depth: depth + 1, coordinates, into: &found)
    search(kink, b, depth: depth + 1, coordinates, into: &found)
  }
}
