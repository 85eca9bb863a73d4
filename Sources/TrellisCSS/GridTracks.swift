/// Grid track sizes whose lines fall where the solver puts them, however many tracks there are.
///
/// Chromium lays out in units of 1/64 px and floors every track's size (and the gap) to one. A
/// grid of k tracks of 33.3333 px therefore ends k × 0.0052 px short of where the solver puts its
/// last line: past about 32 tracks of a size that is not a whole number of units, more than half
/// a pixel. So no track here is given its exact size. Each one is the difference of two line
/// positions rounded to the unit, `round(k × pitch) − round((k − 1) × pitch) − gap`, which the
/// browser keeps as it is: line k lands within 1/128 px of the solver's, with no accumulation.
///
/// Auto tracks (rows of a vertical section, columns of a sideways one, as many as there are
/// groups) cannot all be listed; they repeat a pattern of ``period`` tracks, whose own rounding is
/// at most 1/128 px per period: half a pixel only after 64 periods (over a thousand rows).
/// Constant lengths are rounded here; lengths that follow the container's width use CSS
/// `round()`.
enum GridTracks {
  /// The browser's layout unit, in CSS pixels.
  static let unit = 1.0 / 64
  /// The most tracks an auto pattern repeats.
  static let period = 16
  /// Up to this many tracks a grid keeps its plain sizes: their drift is at most a quarter pixel.
  static let plainTrackLimit = 16

  /// `length` rounded to the layout unit, as CSS.
  static func rounded(_ length: LinearLength) -> String {
    if length.isConstant { return LinearLength(roundedValue(length.constant)).css }
    return "round(\(length.sum), \(cssNumber(unit))px)"
  }

  /// The track sizes between consecutive `lines` (positions from the grid's content start; the
  /// first is usually zero), each less `gap` (the grid's gap, itself rounded to the unit by the
  /// caller with ``rounded(_:)``), so that with the gap after each track, line k falls at
  /// `lines[k]` rounded.
  static func between(_ lines: [LinearLength], gap: LinearLength = .zero) -> [String] {
    zip(lines, lines.dropFirst()).map { start, end in
      difference(end, start, less: gap)
    }
  }

  /// Tracks of `size` separated by `gap`, repeated for as many as the grid has: the pattern for
  /// `grid-auto-rows` or `grid-auto-columns`, and the gap to go with it.
  static func repeating(size: LinearLength, gap: LinearLength) -> (tracks: String, gap: String) {
    let gapCSS = rounded(gap)
    let pitch = size + gap
    if isWholeUnits(size), isWholeUnits(gap) { return (size.css, gapCSS) }
    let count = pitch.isConstant ? bestPeriod(pitch.constant) : period
    let lines = (0...count).map { pitch * Double($0) }
    return (between(lines, gap: gap).joined(separator: " "), gapCSS)
  }

  /// Gaps between tracks as wide as their content (which the browser measures in whole units),
  /// where the gap is not whole units itself: the grid's gap rounded down to the unit, and what
  /// the track after each gap adds to it (0 or one unit) so that track k starts at
  /// `round(k × gap)` past the content before it. The additions repeat from track 1:
  /// `extra[(k − 1) % count]`. Nil for a gap of whole units.
  static func contentGaps(_ gap: LinearLength) -> (gap: LinearLength, extra: [LinearLength])? {
    guard gap.isConstant, !isWholeUnits(gap) else { return nil }
    let base = (gap.constant / unit).rounded(.down) * unit
    let count = bestPeriod(gap.constant)
    let extra = (1...count).map { k in
      LinearLength(roundedValue(Double(k) * gap.constant) - roundedValue(Double(k - 1) * gap.constant) - base)
    }
    return (LinearLength(base), extra)
  }

  // MARK: - Helpers

  /// `end − start − gap`, each rounded to the unit.
  private static func difference(_ end: LinearLength, _ start: LinearLength, less gap: LinearLength) -> String {
    if end.isConstant, start.isConstant, gap.isConstant {
      let value = roundedValue(end.constant) - roundedValue(start.constant) - roundedValue(gap.constant)
      return LinearLength(value).css
    }
    var terms = [rounded(end)]
    if start != .zero { terms.append("- \(rounded(start))") }
    if gap != .zero { terms.append("- \(rounded(gap))") }
    return terms.count == 1 ? terms[0] : "calc(\(terms.joined(separator: " ")))"
  }

  private static func roundedValue(_ value: Double) -> Double { (value / unit).rounded() * unit }

  /// Whether a length is a whole number of units at every container size: a constant one.
  private static func isWholeUnits(_ length: LinearLength) -> Bool {
    length.isConstant && abs(length.constant / unit - (length.constant / unit).rounded()) < 1e-9
  }

  /// The shortest period (up to ``period``) whose total is closest to a whole number of units:
  /// three tracks of 33.3333 px repeat exactly.
  private static func bestPeriod(_ pitch: Double) -> Int {
    func error(_ count: Int) -> Double {
      let units = Double(count) * pitch / unit
      return abs(units - units.rounded())
    }
    return (1...period).min { error($0) < error($1) - 1e-9 } ?? period
  }
}
