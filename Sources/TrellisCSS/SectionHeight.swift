import TrellisLayout

/// A section's full height within one capacity range, as a function of its item count N, for the
/// size an offscreen section keeps while `content-visibility: auto` skips it
/// (`contain-intrinsic-size`).
///
/// With K = ⌈N / k⌉ groups the solver's height is `empty` for K = 0 and `first + (K − 1) × pitch`
/// for K ≥ 1 (a vertical section adds a group and its spacing per K; an orthogonal one, whose
/// groups stand in one row, adds nothing: its pitch is zero). Each term is linear in the container
/// width and height within the range, so the CSS is exact at every width of it:
///
///     calc(empty + min(1, K) × (first − pitch − empty) + K × pitch),  K = round(up, var(--n) / k, 1)
///
/// Only a section whose height follows from its geometry alone has one: any height that sizes to
/// its content (a self-sizing item or group, a list row, an estimated header or footer) is known
/// only once the browser has laid the section out.
struct SectionHeight {
  var capacity: Int
  var empty: LinearLength
  var first: LinearLength
  var pitch: LinearLength

  /// The fitted height for container widths in `range`, or nil when it is not exact there: some
  /// height sizes to its content, or the height is not linear in the container's size.
  static func fit(_ layout: SectionLayout, widths range: Range<Double>, rowEstimate: Double) -> SectionHeight? {
    // A flow's groups hold what their content lets: its height is known only once laid out.
    if case .compositional(let section) = layout, section.group.isFlow { return nil }
    // Sampled as TemplateGeometry.sample does: from 320 up when the range reaches further up.
    let lower =
      range.upperBound > LayoutChoices.minimumExactContainerWidth + 1
      ? max(range.lowerBound, LayoutChoices.minimumExactContainerWidth) : range.lowerBound
    let span = range.upperBound.isFinite ? range.upperBound - lower : 8
    let widths = (lower + span * 0.25, lower + span * 0.75, lower + span * 0.5)
    let heights = (800.0, 1000.0, 900.0)
    func solve(_ count: Int, _ width: Double, _ height: Double, measured: MeasuredSizes = .init()) -> SectionSolution {
      LayoutSolver.solve(
        layout, itemCount: count, environment: .init(containerWidth: width, containerHeight: height),
        measured: measured, listRowEstimate: rowEstimate)
    }
    let capacity = solve(1, widths.0, heights.0).groupCapacity
    guard capacity >= 1 else { return nil }
    // Content-sized heights: measured sizes other than the estimates move the section's height.
    let reference = solve(2 * capacity, widths.0, heights.0)
    var probe = MeasuredSizes()
    var headers = 0
    var footers = 0
    for frame in reference.frames {
      switch frame.kind {
      case .item: probe.items[frame.index] = MeasuredSize(width: nil, height: frame.height + 37)
      case .header:
        probe.headers[headers] = MeasuredSize(width: nil, height: frame.height + 37)
        headers += 1
      case .footer:
        probe.footers[footers] = MeasuredSize(width: nil, height: frame.height + 37)
        footers += 1
      default: break
      }
    }
    guard solve(2 * capacity, widths.0, heights.0, measured: probe).height == reference.height else { return nil }
    // Fit the heights of 0, 1 and 2 groups, and check them (and 3 groups) at a fourth point.
    func fit(groups: Int) -> LinearLength? {
      let count = groups * capacity
      let samples = [
        solve(count, widths.0, heights.0), solve(count, widths.1, heights.0), solve(count, widths.0, heights.1),
        solve(count, widths.2, heights.2),
      ]
      guard samples.allSatisfy({ $0.groupCapacity == capacity || count == 0 }) else { return nil }
      let length = LinearLength.fit(
        values: (samples[0].height, samples[1].height, samples[2].height), widths: (widths.0, widths.1),
        heights: (heights.0, heights.1))
      guard abs(length.value(width: widths.2, height: heights.2) - samples[3].height) < 1e-6 else { return nil }
      return length
    }
    guard let empty = fit(groups: 0), let first = fit(groups: 1), let second = fit(groups: 2),
      let third = fit(groups: 3)
    else { return nil }
    let pitch = second - first
    guard (first + pitch * 2).isClose(to: third) else { return nil }
    return SectionHeight(capacity: capacity, empty: empty, first: first, pitch: pitch)
  }

  /// The CSS length, from the section's `--n`.
  var css: String {
    let groups = "round(up, var(--n) / \(capacity), 1)"
    let start = first - pitch - empty
    var terms: [String] = []
    if !empty.isClose(to: .zero) { terms.append(empty.css) }
    if !start.isClose(to: .zero) { terms.append("min(1, \(groups)) * \(start.css)") }
    if !pitch.isClose(to: .zero) { terms.append("\(groups) * \(pitch.css)") }
    return terms.isEmpty ? "0px" : "calc(\(terms.joined(separator: " + ")))"
  }
}
