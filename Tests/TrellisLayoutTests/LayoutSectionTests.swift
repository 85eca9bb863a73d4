import Testing

@testable import TrellisLayout

@Suite struct LayoutSectionTests {
  private let groupJSON = """
    {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}]}}
    """

  @Test func appliesDefaults() throws {
    let section = try decode(LayoutSection.self, #"{"group": \#(groupJSON)}"#)
    #expect(section.interGroupSpacing == 0)
    #expect(section.contentInsets == .zero)
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(section.boundarySupplementaryItems.isEmpty)
    #expect(section.supplementariesFollowContentInsets)
    #expect(section.decorationItems.isEmpty)
  }

  @Test func decodesEverything() throws {
    let section = try decode(
      LayoutSection.self,
      """
      {"group": \(groupJSON), "interGroupSpacing": 12, "contentInsets": {"top": 4},
       "orthogonalScrollingBehavior": "groupPagingCentered",
       "boundarySupplementaryItems": [
         {"elementKind": "header", "alignment": "top", "pinToVisibleBounds": true,
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}},
         {"elementKind": "note", "alignment": "bottomTrailing", "absoluteOffset": {"x": 2, "y": 3},
          "extendsBoundary": false, "zIndex": 7, "layoutSize": \(fillSizeJSON)}],
       "supplementariesFollowContentInsets": false,
       "decorationItems": [{"background": {"elementKind": "card", "contentInsets": 8}}, {"background": {}}]}
      """)
    #expect(section.interGroupSpacing == 12)
    #expect(
      section.contentInsets == DirectionalEdgeInsets(top: 4, leading: 0, bottom: 0, trailing: 0))
    #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
    #expect(section.supplementariesFollowContentInsets == false)
    #expect(
      section.boundarySupplementaryItems == [
        .header(height: .estimated(44), pinToVisibleBounds: true),
        BoundarySupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
          elementKind: "note", alignment: .bottomTrailing, absoluteOffset: Point(x: 2, y: 3),
          extendsBoundary: false, zIndex: 7),
      ])
    #expect(
      section.decorationItems == [
        .background(elementKind: "card", contentInsets: DirectionalEdgeInsets(all: 8)),
        .background(),
      ])
    #expect(section.decorationItems.map(\.elementKind) == ["card", "background"])
  }

  @Test func boundaryItemDefaults() throws {
    let footer = try decode(
      BoundarySupplementaryItem.self,
      #"{"elementKind": "footer", "alignment": "bottom", "layoutSize": \#(fillSizeJSON)}"#)
    #expect(footer.absoluteOffset == .zero)
    #expect(footer.pinToVisibleBounds == false)
    #expect(footer.extendsBoundary == true)
    #expect(footer.zIndex == 1)
    #expect(BoundarySupplementaryItem.header().layoutSize.heightDimension == .estimated(44))
    #expect(BoundarySupplementaryItem.header().alignment == .top)
    #expect(BoundarySupplementaryItem.footer(height: .absolute(1)).alignment == .bottom)
    #expect(BoundarySupplementaryItem.footer(height: .absolute(1)).elementKind == "footer")
  }

  @Test func decodesEveryScrollingBehaviourByName() throws {
    for behaviour in OrthogonalScrollingBehavior.allCases {
      #expect(
        try decode(OrthogonalScrollingBehavior.self, "\"\(behaviour.rawValue)\"") == behaviour)
    }
    #expect(OrthogonalScrollingBehavior.allCases.count == 6)
  }

  @Test func rejectsAnUnknownScrollingBehaviour() {
    expectFailure(
      LayoutSection.self, #"{"group": \#(groupJSON), "orthogonalScrollingBehavior": "paged"}"#,
      at: ["orthogonalScrollingBehavior"],
      saying: [
        #"unknown orthogonalScrollingBehavior "paged"; expected one of none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered"#
      ])
  }

  @Test func rejectsAnUnknownAlignment() {
    expectFailure(
      BoundarySupplementaryItem.self,
      #"{"elementKind": "header", "alignment": "center", "layoutSize": \#(fillSizeJSON)}"#,
      at: ["alignment"], saying: [#"unknown alignment "center""#, "topLeading"])
  }

  @Test func rejectsNegativeInterGroupSpacing() {
    expectFailure(
      LayoutSection.self, #"{"group": \#(groupJSON), "interGroupSpacing": -16}"#,
      at: ["interGroupSpacing"], saying: ["spacing of at least 0", "found -16"])
  }

  @Test func requiresAGroup() {
    expectFailure(LayoutSection.self, "{}", at: ["group"], saying: [])
  }

  @Test func rejectsAnEmptyDecorationElementKind() {
    expectFailure(
      DecorationItem.self, #"{"background": {"elementKind": ""}}"#,
      at: ["background", "elementKind"], saying: ["must not be empty"])
  }

  @Test func emptyLayoutIsSeed003() {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
    let expected = LayoutSection(
      group: .vertical(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
    #expect(LayoutSection.empty == expected)
    #expect(SectionLayoutProvider.empty == expected)
  }

  @Test func decodesALayoutConfiguration() throws {
    #expect(
      try decode(LayoutConfiguration.self, #"{"interSectionSpacing": 20}"#).interSectionSpacing
        == 20)
    #expect(try decode(LayoutConfiguration.self, "{}") == LayoutConfiguration())
    expectFailure(
      LayoutConfiguration.self, #"{"interSectionSpacing": -1}"#, at: ["interSectionSpacing"],
      saying: ["found -1"])
  }
}
