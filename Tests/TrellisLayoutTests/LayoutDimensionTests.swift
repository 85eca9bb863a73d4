import Testing

@testable import TrellisLayout

@Suite struct LayoutDimensionTests {
  @Test func decodesEachKind() throws {
    #expect(
      try decode(LayoutDimension.self, #"{"fractionalWidth": 0.28}"#) == .fractionalWidth(0.28))
    #expect(
      try decode(LayoutDimension.self, #"{"fractionalHeight": 0.1}"#) == .fractionalHeight(0.1))
    #expect(try decode(LayoutDimension.self, #"{"absolute": 0}"#) == .absolute(0))
    #expect(try decode(LayoutDimension.self, #"{"estimated": 44}"#) == .estimated(44))
  }

  @Test func decodesASize() throws {
    let size = try decode(
      LayoutSize.self,
      #"{"widthDimension": {"absolute": 70}, "heightDimension": {"estimated": 1}}"#)
    #expect(size == LayoutSize(widthDimension: .absolute(70), heightDimension: .estimated(1)))
  }

  @Test func rejectsANegativeFraction() {
    expectFailure(
      LayoutDimension.self, #"{"fractionalWidth": -0.5}"#, at: ["fractionalWidth"],
      saying: ["expected a fraction greater than 0 and at most 100, found -0.5"])
  }

  @Test func rejectsAZeroFraction() {
    expectFailure(
      LayoutDimension.self, #"{"fractionalHeight": 0}"#, at: ["fractionalHeight"],
      saying: ["fraction greater than 0", "found 0"])
  }

  @Test func rejectsANegativeAbsoluteSizeAtItsPath() {
    expectFailure(
      LayoutSize.self,
      #"{"widthDimension": {"absolute": -10}, "heightDimension": {"absolute": 80}}"#,
      at: ["widthDimension", "absolute"], saying: ["length from 0 to 100000", "found -10"])
  }

  @Test func rejectsAZeroEstimate() {
    expectFailure(
      LayoutDimension.self, #"{"estimated": 0}"#, at: ["estimated"],
      saying: ["estimate greater than 0"])
  }

  @Test func rejectsTwoDimensionKeys() {
    expectFailure(
      LayoutSize.self,
      #"{"widthDimension": {"fractionalWidth": 1, "absolute": 80}, "heightDimension": {"absolute": 80}}"#,
      at: ["widthDimension"],
      saying: ["a dimension needs exactly one of", "\"fractionalWidth\" and \"absolute\""])
  }

  @Test func rejectsNoDimensionKey() {
    expectFailure(
      LayoutDimension.self, #"{}"#, at: [],
      saying: ["exactly one of", "\"estimated\"", "found none"])
  }

  @Test func rejectsAMissingHeight() {
    expectFailure(
      LayoutSize.self, #"{"widthDimension": {"absolute": 1}}"#, at: ["heightDimension"], saying: [])
  }

  /// Lengths above 100,000 points and fractions above 100 are refused where they are read (a
  /// length of 1e13 used to crash the CSS compiler when it printed it).
  @Test func rejectsNumbersOutOfRange() {
    expectFailure(
      LayoutDimension.self, #"{"absolute": 1e13}"#, at: ["absolute"],
      saying: ["expected a length from 0 to 100000, found 10000000000000"])
    expectFailure(
      LayoutDimension.self, #"{"estimated": 100000.5}"#, at: ["estimated"],
      saying: ["expected an estimate greater than 0 and at most 100000"])
    expectFailure(
      LayoutDimension.self, #"{"fractionalWidth": 101}"#, at: ["fractionalWidth"],
      saying: ["expected a fraction greater than 0 and at most 100, found 101"])
    #expect((try? decode(LayoutDimension.self, #"{"absolute": 100000}"#)) == .absolute(100_000))
  }

  /// Every double prints without trapping; within the input ranges, with six decimals.
  @Test func decimalTextIsTotal() {
    #expect(decimalText(100_000.123456) == "100000.123456")
    #expect(decimalText(1e13) == "10000000000000")
    #expect(decimalText(-1e19) == "-10000000000000000000")
    #expect(decimalText(.infinity) == "0" && decimalText(.nan) == "0")
    #expect(decimalText(1e300).count == 301)
  }
}
