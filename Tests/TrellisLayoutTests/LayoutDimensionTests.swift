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
      saying: ["expected a fraction greater than 0, found -0.5"])
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
      at: ["widthDimension", "absolute"], saying: ["length of at least 0", "found -10"])
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
}
