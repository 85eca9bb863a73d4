import TrellisLayout

/// The geometry of a section's template within one capacity range: one full group with its
/// items and badges, the boundary items and the decoration, each coordinate fitted as a linear
/// function of the container width and height from solver runs, and checked at another point.
struct TemplateGeometry {
  var section: LayoutSection
  var capacity: Int
  var headers: [FrameGeometry]
  var footers: [FrameGeometry]
  var decoration: FrameGeometry?
  /// The first group, in section coordinates.
  var group: FrameGeometry
  /// The first group's items, in section coordinates.
  var items: [FrameGeometry]
  /// Each item's badges, relative to the item.
  var badges: [[FrameGeometry]]
  /// Where the first group starts (below the headers and the top inset).
  var contentTop: LinearLength
  /// The first group's height when every item that sizes to its content measures nothing: the
  /// least height of a row that sizes to its content.
  var contentFloor = LinearLength.zero

  /// The group repeats one absolute-width item while it fits (the capacity rule of CSS grid's
  /// `repeat(auto-fill, …)`), so one block serves every width.
  var fillsWhileItFits = false

  /// The divisor of a group whose count follows the container width, compiled as one block for
  /// every width (``Scheme/widthColumns``); nil otherwise.
  var columnDivisor: Double? = nil

  /// Each slot's badges' `zIndex` from the layout, in the order of ``badges``.
  var badgeZIndices: [[Int]] = []

  var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }
  var hasSelfSizingHeight: Bool { items.contains { $0.selfSizingHeight } }
  var hasSelfSizingWidth: Bool { items.contains { $0.selfSizingWidth } }
}

extension TemplateGeometry {
  /// Samples `layout` at widths inside `range` (container widths) and fits the geometry.
  ///
  /// A flow (`flow`) is sampled with one item: its groups hold as many as their content lets,
  /// so the first group of one item is its geometry, whatever the capacity at the estimates.
  static func sample(
    _ layout: SectionLayout, widths range: Range<Double>, rowEstimate: Double, flow: Bool = false
  ) throws(CSSCompileError) -> TemplateGeometry {
    // Sample where layouts are meant to be seen: below ~320 px some sizes clamp at zero and stop
    // being linear, so a range reaching down there is sampled from 320 up (the compiled CSS is
    // exact from there on, and at every width of the ranges that lie wholly below).
    let lower =
      range.upperBound > LayoutChoices.minimumExactContainerWidth + 1
      ? max(range.lowerBound, LayoutChoices.minimumExactContainerWidth) : range.lowerBound
    // An unbounded range lies past the last planned breakpoint: sample just inside it.
    let span = range.upperBound.isFinite ? range.upperBound - lower : 8
    let widths = (lower + span * 0.25, lower + span * 0.75, lower + span * 0.5)
    let heights = (800.0, 1000.0, 900.0)
    let section = compositional(layout, width: widths.0, height: heights.0, rowEstimate: rowEstimate)
    let capacity =
      flow
      ? 1
      : LayoutSolver.solve(
        layout, itemCount: 1, environment: .init(containerWidth: widths.0, containerHeight: heights.0),
        listRowEstimate: rowEstimate
      ).groupCapacity
    func solve(_ width: Double, _ height: Double, measured: MeasuredSizes = .init()) -> SectionSolution {
      LayoutSolver.solve(
        layout, itemCount: capacity, environment: .init(containerWidth: width, containerHeight: height),
        measured: measured, listRowEstimate: rowEstimate)
    }
    let samples = [
      solve(widths.0, heights.0), solve(widths.1, heights.0), solve(widths.0, heights.1), solve(widths.2, heights.2),
    ]
    // Capacity must not follow the viewport's height anywhere people see pages: from a landscape
    // phone to a tall desktop window.
    let heightChecks = [320.0, 480, 1200, 2160].map { height in
      LayoutSolver.solve(
        layout, itemCount: 1, environment: .init(containerWidth: widths.2, containerHeight: height),
        listRowEstimate: rowEstimate
      ).groupCapacity
    }
    guard samples.allSatisfy({ (flow || $0.groupCapacity == capacity) && $0.frames.count == samples[0].frames.count }),
      flow || heightChecks.allSatisfy({ $0 == capacity })
    else {
      throw CSSCompileError(.capacityFollowsHeight)
    }
    // A refusal names the frame's coordinate that bends, and where.
    let sampled =
      range.upperBound.isFinite
      ? "between \(decimalText(lower)) and \(decimalText(range.upperBound)) points wide"
      : "from \(decimalText(lower)) points wide up"
    func bends(_ frame: LayoutFrame, _ coordinate: String, _ where: String = sampled) -> CSSCompileError {
      CSSCompileError(.nonlinearFrame("\(frame.kind.rawValue) \(frame.index)'s \(coordinate)", `where`))
    }
    // Fit every coordinate of every frame, then check the fit at the fourth sample.
    var fitted: [FrameGeometry] = []
    for index in samples[0].frames.indices {
      func fit(_ value: (LayoutFrame) -> Double, _ coordinate: String) throws(CSSCompileError) -> LinearLength {
        let values = samples.map { value($0.frames[index]) }
        let length = LinearLength.fit(
          values: (values[0], values[1], values[2]), widths: (widths.0, widths.1), heights: (heights.0, heights.1))
        guard abs(length.value(width: widths.2, height: heights.2) - values[3]) < 1e-6 else {
          throw bends(samples[0].frames[index], coordinate)
        }
        return length
      }
      fitted.append(
        FrameGeometry(
          x: try fit(\.x, "x"), y: try fit(\.y, "y"), width: try fit(\.width, "width"),
          height: try fit(\.height, "height")))
    }
    // Lengths must stay linear in the viewport's height over the same range as the capacity: a
    // clamp there (a flexible spacing squeezed to its minimum in a short viewport, say) is a kink
    // that container queries cannot place.
    for height in [320.0, 480, 1200, 2160] {
      let frames = solve(widths.2, height).frames
      guard frames.count == fitted.count else { continue }
      for (frame, geometry) in zip(frames, fitted) {
        let expected = [geometry.x, geometry.y, geometry.width, geometry.height].map {
          $0.value(width: widths.2, height: height)
        }
        let actual = [frame.x, frame.y, frame.width, frame.height]
        if let bent = zip(expected, actual).map({ abs($0 - $1) < 1e-6 }).firstIndex(of: false) {
          throw bends(
            frame, ["x", "y", "width", "height"][bent],
            "in a viewport \(decimalText(height)) points tall, \(decimalText(widths.2)) wide")
        }
      }
    }
    // Which heights follow their content: feed a different measured size and see what moves.
    let frames = samples[0].frames
    var probe = MeasuredSizes()
    for (index, frame) in frames.enumerated() {
      switch frame.kind {
      case .item: probe.items[frame.index] = MeasuredSize(width: nil, height: frame.height + 37)
      case .header: probe.headers[headerOrdinal(frames, index)] = MeasuredSize(width: nil, height: frame.height + 37)
      case .footer: probe.footers[footerOrdinal(frames, index)] = MeasuredSize(width: nil, height: frame.height + 37)
      default: break
      }
    }
    var widthProbe = MeasuredSizes()
    for frame in frames where frame.kind == .item {
      widthProbe.items[frame.index] = MeasuredSize(width: frame.width + 37, height: nil)
    }
    let probed = solve(widths.0, heights.0, measured: probe).frames
    let widthProbed = solve(widths.0, heights.0, measured: widthProbe).frames
    for index in frames.indices where probed.count == frames.count && probed[index].height != frames[index].height {
      fitted[index].selfSizingHeight = true
    }
    for index in frames.indices
    where widthProbed.count == frames.count && (frames[index].kind == .item || frames[index].kind == .group)
      && widthProbed[index].width != frames[index].width
    {
      fitted[index].selfSizingWidth = true
    }
    // A badge of a self-sizing item: how it moves with the item's measured size.
    var owner = 0
    for index in frames.indices {
      if frames[index].kind == .item { owner = index }
      guard frames[index].kind == .badge else { continue }
      if probed.count == frames.count {
        let moved = (probed[index].y - probed[owner].y) - (frames[index].y - frames[owner].y)
        let grew = probed[owner].height - frames[owner].height
        if grew != 0 { fitted[index].followsItemHeight = moved / grew }
      }
      if widthProbed.count == frames.count {
        let moved = (widthProbed[index].x - widthProbed[owner].x) - (frames[index].x - frames[owner].x)
        let grew = widthProbed[owner].width - frames[owner].width
        if grew != 0 { fitted[index].followsItemWidth = moved / grew }
      }
    }
    // Margin boxes of content-sized items: the same three samples with every item's content far
    // larger than its estimate, then with none. Fitted like the frames.
    func contentProbe(_ size: (LayoutFrame) -> MeasuredSize) -> [SectionSolution] {
      var measured = MeasuredSizes()
      for frame in frames where frame.kind == .item { measured.items[frame.index] = size(frame) }
      return [(widths.0, heights.0), (widths.1, heights.0), (widths.0, heights.1)].map {
        solve($0.0, $0.1, measured: measured)
      }
    }
    func fit(_ solutions: [SectionSolution], _ value: ([LayoutFrame]) -> Double) -> LinearLength {
      let values = solutions.map { value($0.frames) }
      return LinearLength.fit(
        values: (values[0], values[1], values[2]), widths: (widths.0, widths.1), heights: (heights.0, heights.1))
    }
    let huge = 10_000.0
    let large = contentProbe { MeasuredSize(width: $0.width + huge, height: $0.height + huge) }
    let empty = contentProbe { _ in MeasuredSize(width: 0, height: 0) }
    if let groupIndex = frames.firstIndex(where: { $0.kind == .group && $0.index == 0 }),
      large.allSatisfy({ $0.frames.count == frames.count }), empty.allSatisfy({ $0.frames.count == frames.count })
    {
      for index in frames.indices where frames[index].kind == .item {
        fitted[index].spaceBelow = fit(large) { probe in
          probe[groupIndex].y + probe[groupIndex].height - probe[index].y - probe[index].height
        }
        fitted[index].spaceAfter = fit(large) { probe in
          probe[groupIndex].x + probe[groupIndex].width - probe[index].x - probe[index].width
        }
        let top = frames[index].y - frames[groupIndex].y
        let probedTop = large[0].frames[index].y - large[0].frames[groupIndex].y
        fitted[index].topFollowsContent = abs(top - probedTop) > 1e-9
      }
    }
    var geometry = try assemble(section: section, capacity: capacity, frames: frames, fitted: fitted)
    if let groupIndex = frames.firstIndex(where: { $0.kind == .group && $0.index == 0 }),
      empty.allSatisfy({ $0.frames.count == frames.count })
    {
      geometry.contentFloor = fit(empty) { $0[groupIndex].height }
    }
    geometry.badgeZIndices = LayoutSolver.badgeZIndices(
      for: section, environment: .init(containerWidth: widths.0, containerHeight: heights.0))
    return geometry
  }

  private static func headerOrdinal(_ frames: [LayoutFrame], _ index: Int) -> Int {
    frames[..<index].filter { $0.kind == .header }.count
  }

  private static func footerOrdinal(_ frames: [LayoutFrame], _ index: Int) -> Int {
    frames[..<index].filter { $0.kind == .footer }.count
  }

  /// The compositional section a layout stands for (a list becomes Apple's list section).
  static func compositional(
    _ layout: SectionLayout, width: Double, height: Double, rowEstimate: Double
  ) -> LayoutSection {
    switch layout {
    case .compositional(let section): section
    case .list(let configuration):
      LayoutSolver.section(
        for: configuration, environment: .init(containerWidth: width, containerHeight: height), rowEstimate: rowEstimate
      )
    }
  }

  private static func assemble(
    section: LayoutSection, capacity: Int, frames: [LayoutFrame], fitted: [FrameGeometry]
  ) throws(CSSCompileError) -> TemplateGeometry {
    var headers: [FrameGeometry] = []
    var footers: [FrameGeometry] = []
    var decoration: FrameGeometry?
    var group: FrameGeometry?
    var items: [FrameGeometry] = []
    var badges: [[FrameGeometry]] = []
    for (frame, geometry) in zip(frames, fitted) {
      switch frame.kind {
      case .header: headers.append(geometry)
      case .footer: footers.append(geometry)
      case .decoration: decoration = geometry
      case .group: if frame.index == 0 { group = geometry }
      case .item:
        items.append(geometry)
        badges.append([])
      case .badge:
        if let item = items.last { badges[badges.count - 1].append(geometry.offset(by: item)) }
      case .emptyMessage: break  // the compiler samples sections with items; the message is in flow
      }
    }
    guard let group else { throw CSSCompileError(.noGroup) }
    return TemplateGeometry(
      section: section, capacity: capacity, headers: headers, footers: footers, decoration: decoration,
      group: group, items: items, badges: badges, contentTop: group.y)
  }
}
