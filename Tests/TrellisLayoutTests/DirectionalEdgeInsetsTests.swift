import Testing

@testable import TrellisLayout

@Suite struct DirectionalEdgeInsetsTests {
  @Test func decodesANumberAsAllFourEdges() throws {
    #expect(try decode(DirectionalEdgeInsets.self, "10") == DirectionalEdgeInsets(all: 10))
  }

  @Test func decodesAnObjectWithMissingEdgesAsZero() throws {
    let insets = try decode(DirectionalEdgeInsets.self, #"{"leading": 16, "bottom": 8}"#)
    #expect(insets == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 0))
    #expect(try decode(DirectionalEdgeInsets.self, "{}") == .zero)
  }

  @Test func rejectsANegativeEdge() {
    expectFailure(
      DirectionalEdgeInsets.self, #"{"top": 1, "trailing": -4}"#, at: ["trailing"],
      saying: ["inset from 0 to 100000", "found -4"])
  }

  @Test func rejectsANegativeNumber() {
    expectFailure(
      LayoutSection.self,
      """
      {"group": {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}]}},
       "contentInsets": -1}
      """, at: ["contentInsets"], saying: ["inset from 0 to 100000", "found -1"])
  }

  @Test func rejectsAString() {
    expectFailure(
      DirectionalEdgeInsets.self, #""wide""#, at: [], saying: ["a number or an object"])
  }
}
