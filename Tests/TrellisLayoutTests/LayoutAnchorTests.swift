import Testing

@testable import TrellisLayout

@Suite struct LayoutAnchorTests {
  @Test func decodesEdgesAndAnAbsoluteOffset() throws {
    let anchor = try decode(
      LayoutAnchor.self, #"{"edges": ["top", "trailing"], "absoluteOffset": {"x": -5, "y": 5}}"#)
    #expect(anchor == LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: -5, y: 5)))
    #expect(anchor.edges.names == ["top", "trailing"])
  }

  @Test func decodesAFractionalOffset() throws {
    let anchor = try decode(
      LayoutAnchor.self, #"{"edges": ["bottom"], "fractionalOffset": {"x": 0.5}}"#)
    #expect(anchor == LayoutAnchor(edges: .bottom, fractionalOffset: LayoutPoint(x: 0.5, y: 0)))
  }

  @Test func omittedEdgesMeanTheCentre() throws {
    let anchor = try decode(LayoutAnchor.self, "{}")
    #expect(anchor.edges.isEmpty)
    #expect(anchor.offset == .absolute(.zero))
  }

  @Test(arguments: [
    (#"["top", "bottom"]"#, "top and bottom"),
    (#"["leading", "trailing", "top"]"#, "leading and trailing"),
  ])
  func rejectsContradictoryEdges(edges: String, pair: String) {
    expectFailure(
      LayoutAnchor.self, #"{"edges": \#(edges)}"#, at: ["edges"],
      saying: ["contradictory anchor edges", pair])
  }

  @Test func rejectsAnUnknownEdgeAtItsPosition() {
    expectFailure(
      LayoutAnchor.self, #"{"edges": ["top", "left"]}"#, at: ["edges", "[1]"],
      saying: ["unknown edge \"left\"", "leading"])
  }

  @Test func rejectsBothOffsets() {
    expectFailure(
      LayoutAnchor.self, #"{"absoluteOffset": {"x": 1}, "fractionalOffset": {"y": 1}}"#, at: [],
      saying: ["\"absoluteOffset\" or \"fractionalOffset\"", "both"])
  }

  @Test func decodesABadgeWithDefaults() throws {
    let badge = try decode(
      LayoutSupplementaryItem.self,
      """
      {"elementKind": "badge",
       "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}},
       "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}
      """)
    #expect(
      badge
        == LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
          elementKind: "badge",
          containerAnchor: LayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: LayoutPoint(x: 0.3, y: -0.3))))
    #expect(badge.zIndex == 1)
    #expect(badge.itemAnchor == nil)
  }

  @Test func decodesABadgeWithItemAnchorAndZIndex() throws {
    let badge = try decode(
      LayoutSupplementaryItem.self,
      """
      {"elementKind": "badge", "zIndex": 5,
       "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}},
       "containerAnchor": {"edges": ["top"]}, "itemAnchor": {"edges": ["bottom"]}}
      """)
    #expect(badge.zIndex == 5)
    #expect(badge.itemAnchor == LayoutAnchor(edges: .bottom))
  }

  @Test func refusesBadgeKindsOtherThanBadge() {
    expectFailure(
      LayoutSupplementaryItem.self,
      """
      {"elementKind": "star", "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}},
       "containerAnchor": {"edges": ["top"]}}
      """,
      at: ["elementKind"],
      saying: [#"unknown elementKind "star" for an item's supplementary item; Trellis draws "badge""#])
    expectFailure(
      LayoutSupplementaryItem.self,
      """
      {"elementKind": "bagde", "layoutSize": {"widthDimension": {"absolute": 20}, "heightDimension": {"absolute": 20}},
       "containerAnchor": {"edges": ["top"]}}
      """,
      at: ["elementKind"],
      saying: [
        #"unknown elementKind "bagde" for an item's supplementary item; did you mean "badge"? Trellis draws "badge""#
      ])
  }
}
