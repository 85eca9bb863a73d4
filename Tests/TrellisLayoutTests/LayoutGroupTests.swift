import Testing

@testable import TrellisLayout

@Suite struct LayoutGroupTests {
  private let fill = LayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

  @Test func decodesTheBriefsExample() throws {
    let group = try decode(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
        "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": 4, "interItemSpacing": {"fixed": 16}}}
      """)
    var expected = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitem: .item(LayoutItem(layoutSize: fill)), count: 4)
    expected.interItemSpacing = .fixed(16)
    #expect(group == expected)
    #expect(group.axis == .horizontal)
    #expect(group.subitems == .count(.item(LayoutItem(layoutSize: fill)), 4))
  }

  @Test func decodesARepeatingVerticalGroupWithAllOptions() throws {
    let group = try decode(
      LayoutGroup.self,
      """
      {"vertical": {"layoutSize": \(fillSizeJSON),
        "repeatingSubitem": {"item": {"layoutSize": \(fillSizeJSON), "contentInsets": 5,
                                      "edgeSpacing": {"top": {"flexible": 4}}}},
        "count": 3, "contentInsets": {"leading": 2}, "edgeSpacing": {"leading": {"fixed": 1}}}}
      """)
    let item = LayoutItem(
      layoutSize: fill, contentInsets: DirectionalEdgeInsets(all: 5),
      edgeSpacing: EdgeSpacing(top: .flexible(4)))
    #expect(group.axis == .vertical)
    #expect(group.subitems == .repeating(.item(item), 3))
    #expect(
      group.contentInsets == DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
    #expect(group.edgeSpacing == EdgeSpacing(leading: .fixed(1)))
    #expect(group.interItemSpacing == nil)
  }

  /// Group supplementaries are a limit: refused where they are written, not dropped.
  @Test func refusesGroupSupplementaryItems() {
    expectFailure(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": \(fillSizeJSON), "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": 2,
        "supplementaryItems": [{"elementKind": "badge", "layoutSize": \(fillSizeJSON), "containerAnchor": {}}]}}
      """,
      at: ["horizontal", "supplementaryItems"],
      saying: [
        #"a group's supplementaryItems are not supported: Trellis draws supplementary items anchored to items (badges), not to groups; move them to an item's "supplementaryItems""#
      ])
    // In a nested group too.
    expectFailure(
      LayoutGroup.self,
      """
      {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [
        {"horizontal": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}],
          "supplementaryItems": []}}]}}
      """,
      at: ["vertical", "subitems", "[0]", "horizontal", "supplementaryItems"],
      saying: ["a group's supplementaryItems are not supported"])
  }

  @Test func decodesNestedGroups() throws {
    let group = try decode(
      LayoutGroup.self,
      """
      {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [
        {"horizontal": {"layoutSize": \(fillSizeJSON), "subitems": [
          {"vertical": {"layoutSize": \(fillSizeJSON), "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": 2}}]}},
        {"item": {"layoutSize": \(fillSizeJSON)}}]}}
      """)
    let leaf = LayoutItem(layoutSize: fill)
    let inner = LayoutGroup.vertical(layoutSize: fill, subitem: .item(leaf), count: 2)
    let row = LayoutGroup.horizontal(layoutSize: fill, subitems: [.group(inner)])
    #expect(group == .vertical(layoutSize: fill, subitems: [.group(row), .item(leaf)]))
  }

  @Test func factoriesMirrorApple() {
    let item = LayoutGroupSubitem.item(LayoutItem(layoutSize: fill))
    #expect(
      LayoutGroup.horizontal(layoutSize: fill, subitems: [item]).subitems == .subitems([item]))
    #expect(
      LayoutGroup.vertical(layoutSize: fill, subitem: item, count: 2).subitems == .count(item, 2))
    let repeating = LayoutGroup.vertical(layoutSize: fill, repeatingSubitem: item, count: 3)
    #expect(repeating.axis == .vertical && repeating.subitems == .repeating(item, 3))
    #expect(
      LayoutGroup.horizontal(layoutSize: fill, repeatingSubitem: item, count: 1).axis == .horizontal
    )
  }

  @Test func rejectsBothSubitemsAndSubitem() {
    expectFailure(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}],
        "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": 2}}
      """, at: ["horizontal"],
      saying: [
        #"a group needs exactly one of "subitems", "subitem" or "repeatingSubitem""#,
        #"found "subitems" and "subitem""#,
      ])
  }

  @Test func rejectsAGroupWithNoSubitems() {
    expectFailure(
      LayoutGroup.self, #"{"vertical": {"layoutSize": \#(fillSizeJSON)}}"#, at: ["vertical"],
      saying: ["exactly one of", "found none"])
  }

  @Test func rejectsBothAxes() {
    expectFailure(
      LayoutGroup.self, #"{"vertical": {}, "horizontal": {}}"#, at: [],
      saying: [#"a group needs exactly one of "horizontal" or "vertical""#])
  }

  @Test func rejectsAnEmptySubitemsList() {
    expectFailure(
      LayoutGroup.self, #"{"vertical": {"layoutSize": \#(fillSizeJSON), "subitems": []}}"#,
      at: ["vertical", "subitems"], saying: ["at least one subitem"])
  }

  @Test(arguments: [("0", "found 0"), ("2.5", "found 2.5"), ("-3", "found -3")])
  func rejectsABadCount(count: String, found: String) {
    expectFailure(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": \(fillSizeJSON), "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": \(count)}}
      """, at: ["horizontal", "count"], saying: ["count must be an integer from 1 to 1000", found])
  }

  @Test func rejectsASubitemWithoutCount() {
    expectFailure(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": \(fillSizeJSON), "repeatingSubitem": {"item": {"layoutSize": \(fillSizeJSON)}}}}
      """, at: ["horizontal", "count"], saying: [#""repeatingSubitem" needs "count""#])
  }

  @Test func rejectsCountWithSubitems() {
    expectFailure(
      LayoutGroup.self,
      """
      {"horizontal": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}], "count": 2}}
      """, at: ["horizontal", "count"], saying: [#""count" goes with "subitem""#])
  }

  @Test func pointsIntoNestedSubitems() {
    expectFailure(
      LayoutGroup.self,
      """
      {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [
        {"item": {"layoutSize": \(fillSizeJSON)}},
        {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 0}, "heightDimension": {"absolute": 1}}}}]}}
      """,
      at: [
        "vertical", "subitems", "[1]", "item", "layoutSize", "widthDimension", "fractionalWidth",
      ],
      saying: ["expected a fraction greater than 0 and at most 100, found 0"])
  }

  @Test func rejectsASubitemThatIsBothItemAndGroup() {
    expectFailure(
      LayoutGroupSubitem.self, #"{"item": {}, "vertical": {}}"#, at: [],
      saying: [#"a subitem needs exactly one of "item", "horizontal" or "vertical""#])
  }
}
