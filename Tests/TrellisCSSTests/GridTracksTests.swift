import Testing

@testable import TrellisCSS

/// Grid tracks keep their lines where the solver puts them, though the browser floors every
/// track to 1/64 px.
@Suite struct GridTracksTests {
  /// What Chromium does with a track or gap size: floors it to its layout unit.
  private func floored(_ css: String) throws -> Double {
    let value = try #require(Double(css.replacingOccurrences(of: "px", with: "")))
    return (value * 64).rounded(.down) / 64
  }

  @Test func wholeUnitsKeepOneTrack() {
    let tracks = GridTracks.repeating(size: LinearLength(56), gap: LinearLength(8.5))
    #expect(tracks.tracks == "56px" && tracks.gap == "8.5px")
  }

  /// Rows of 33.3333 px and a gap of 1.3 px: floored one by one, line 1,000 would be 8.6 px short.
  @Test(arguments: [(33.3333, 1.3), (20.3, 1.17), (16.544, 0), (119.333333, 15.57)])
  func constantPitchesRepeatAPatternThatDoesNotDrift(size: Double, gap: Double) throws {
    let pattern = GridTracks.repeating(size: LinearLength(size), gap: LinearLength(gap))
    let tracks = try pattern.tracks.split(separator: " ").map { try floored(String($0)) }
    let flooredGap = try floored(pattern.gap)
    var line = 0.0
    var worst = 0.0
    for index in 0..<1_000 {
      line += tracks[index % tracks.count] + flooredGap
      worst = max(worst, abs(line - Double(index + 1) * (size + gap)))
    }
    #expect(tracks.count <= GridTracks.period)
    #expect(worst < 0.25, "line drifts \(worst) px over 1,000 tracks (pattern \(pattern.tracks))")
  }

  @Test func widthDependentPitchesRoundEachLineInCSS() {
    let pattern = GridTracks.repeating(size: LinearLength(-2, widthFactor: 1.0 / 7), gap: LinearLength(4))
    let tracks = pattern.tracks.components(separatedBy: ") calc(")
    #expect(tracks.count == GridTracks.period)
    #expect(pattern.tracks.hasPrefix("calc(round(14.285714cqw + 2px, 0.015625px) - 4px)"))
    #expect(pattern.tracks.contains("round(28.571429cqw + 4px, 0.015625px)"))
  }

  /// Lines at 10.2, 30.4 and 40.6 round to 653, 1946 and 2598 units.
  @Test func listedTracksAreDifferencesOfRoundedLines() {
    let lines = [0.0, 10.2, 30.4, 40.6].map { LinearLength($0) }
    #expect(GridTracks.between(lines) == ["10.203125px", "20.203125px", "10.1875px"])
  }

  /// Between content-width columns the gap is rounded down and cells add the lost units back:
  /// 500 gaps of 9.92 px end within half a unit per repetition of the pattern of 4,960 px (the
  /// gap floored alone ends 6.9 px short).
  @Test func contentGapsAddBackTheUnitsTheyLose() throws {
    let gaps = try #require(GridTracks.contentGaps(LinearLength(9.92)))
    #expect(gaps.gap == LinearLength(9.90625))
    #expect(gaps.extra.allSatisfy { $0 == .zero || $0 == LinearLength(GridTracks.unit) })
    var total = 0.0
    for k in 1...500 { total += gaps.gap.constant + gaps.extra[(k - 1) % gaps.extra.count].constant }
    let bound = (500 / Double(gaps.extra.count) + 1) * GridTracks.unit / 2
    #expect(abs(total - 4960) <= bound, "\(total), bound \(bound)")
    #expect(GridTracks.contentGaps(LinearLength(8)) == nil)
  }
}
