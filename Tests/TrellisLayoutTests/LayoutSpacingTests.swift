import Testing

@testable import TrellisLayout

@Suite struct LayoutSpacingTests {
  @Test func decodesFixedAndFlexible() throws {
    #expect(try decode(LayoutSpacing.self, #"{"fixed": 16}"#) == .fixed(16))
    #expect(try decode(LayoutSpacing.self, #"{"flexible": 8}"#) == .flexible(8))
  }

  @Test func rejectsBothKinds() {
    expectFailure(
      LayoutSpacing.self, #"{"fixed": 1, "flexible": 2}"#, at: [],
      saying: ["a spacing needs exactly one of \"fixed\" or \"flexible\""])
  }

  @Test func rejectsNegativeSpacing() {
    expectFailure(
      LayoutSpacing.self, #"{"flexible": -2}"#, at: ["flexible"], saying: ["spacing from 0 to 100000"])
  }

  @Test func decodesEdgeSpacingWithAnySubset() throws {
    let spacing = try decode(
      EdgeSpacing.self, #"{"leading": {"flexible": 0}, "top": {"fixed": 8}}"#)
    #expect(spacing == EdgeSpacing(leading: .flexible(0), top: .fixed(8)))
    #expect(spacing.trailing == nil && spacing.bottom == nil)
  }

  @Test func pointsAtABadEdgeSpacing() {
    expectFailure(
      EdgeSpacing.self, #"{"bottom": {"fixed": -1}}"#, at: ["bottom", "fixed"],
      saying: ["found -1"])
  }
}
