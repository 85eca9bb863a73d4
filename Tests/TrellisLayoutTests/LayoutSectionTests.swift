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
         {"elementKind": "footer", "alignment": "bottomTrailing", "absoluteOffset": {"x": 2, "y": 3},
          "extendsBoundary": false, "zIndex": 7, "layoutSize": \(fillSizeJSON)}],
       "supplementariesFollowContentInsets": false,
       "decorationItems": [{"background": {"elementKind": "background", "contentInsets": 8}}]}
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
          elementKind: "footer", alignment: .bottomTrailing, absoluteOffset: LayoutPoint(x: 2, y: 3),
          extendsBoundary: false, zIndex: 7),
      ])
    #expect(
      section.decorationItems == [
        .background(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 8))
      ])
    #expect(section.decorationItems.map(\.elementKind) == ["background"])
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
        #"unknown orthogonalScrollingBehavior "paged" (expected one of: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered)"#
      ])
  }

  /// A misspelt case gets the same "did you mean" as every other unknown name.
  @Test func suggestsTheScrollingBehaviourMeant() {
    expectFailure(
      LayoutSection.self, #"{"group": \#(groupJSON), "orthogonalScrollingBehavior": "groupPagingCentred"}"#,
      at: ["orthogonalScrollingBehavior"],
      saying: [#"unknown orthogonalScrollingBehavior "groupPagingCentred"; did you mean "groupPagingCentered"?"#])
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
      at: ["interGroupSpacing"], saying: ["spacing from 0 to 100000", "found -16"])
  }

  @Test func requiresAGroup() {
    expectFailure(LayoutSection.self, "{}", at: ["group"], saying: [])
  }

  /// Kinds Trellis does not draw are refused where they are written, with a suggestion when one
  /// is close.
  @Test func refusesBoundaryKindsOtherThanHeaderAndFooter() {
    expectFailure(
      BoundarySupplementaryItem.self,
      #"{"elementKind": "banner", "alignment": "top", "layoutSize": \#(fillSizeJSON)}"#,
      at: ["elementKind"],
      saying: [
        #"unknown elementKind "banner" for a boundary supplementary item; Trellis draws "header" and "footer""#
      ])
    expectFailure(
      BoundarySupplementaryItem.self,
      #"{"elementKind": "heder", "alignment": "top", "layoutSize": \#(fillSizeJSON)}"#,
      at: ["elementKind"],
      saying: [
        #"unknown elementKind "heder" for a boundary supplementary item; did you mean "header"? Trellis draws "header" and "footer""#
      ])
    expectFailure(
      LayoutSection.self,
      """
      {"group": \(groupJSON), "boundarySupplementaryItems": [
        {"elementKind": "header", "alignment": "top", "layoutSize": \(fillSizeJSON)},
        {"elementKind": "Footer", "alignment": "bottom", "layoutSize": \(fillSizeJSON)}]}
      """,
      at: ["boundarySupplementaryItems", "[1]", "elementKind"],
      saying: [
        #"unknown elementKind "Footer" for a boundary supplementary item; did you mean "footer"? Trellis draws "header" and "footer""#
      ])
  }

  @Test func refusesAPinnedItemThatDoesNotExtendTheBoundary() {
    expectFailure(
      BoundarySupplementaryItem.self,
      #"{"elementKind": "header", "alignment": "top", "extendsBoundary": false, "pinToVisibleBounds": true, "layoutSize": \#(fillSizeJSON)}"#,
      at: ["pinToVisibleBounds"],
      saying: [
        #"a boundary supplementary item with "extendsBoundary": false does not pin in Trellis: it is drawn at the section's edge over the content, so "pinToVisibleBounds" would have no effect; drop one of the two"#
      ])
  }

  /// A decoration's element kind is the app's name for it, as in Apple's API (the Section
  /// Background Decoration sample's own name here): any name that can name its template's file.
  @Test func acceptsAnyDecorationKindName() throws {
    let item = try decode(DecorationItem.self, #"{"background": {"elementKind": "section-background-element-kind"}}"#)
    #expect(item == .background(elementKind: "section-background-element-kind"))
    for kind in ["a", "card_2", "v1.0", String(repeating: "k", count: DecorationItem.maximumElementKindLength)] {
      #expect(DecorationItem.isElementKindName(kind), "\(kind)")
    }
    for kind in ["", "-x", ".x", "a b", "a/b", "ü", #"a\b"#, String(repeating: "k", count: 101)] {
      #expect(!DecorationItem.isElementKindName(kind), "\(kind)")
    }
  }

  @Test func refusesADecorationKindThatCannotNameItsTemplate() {
    let rule =
      #"a decoration's elementKind names its template (Templates/decoration-KIND.mustache), so it is 1 to 100 letters, digits, ".", "_" and "-", starting with a letter or a digit"#
    expectFailure(
      DecorationItem.self, #"{"background": {"elementKind": ""}}"#, at: ["background", "elementKind"],
      saying: [rule + #"; found """#])
    expectFailure(
      DecorationItem.self, #"{"background": {"elementKind": "../page"}}"#, at: ["background", "elementKind"],
      saying: [rule + #"; found "../page""#])
  }

  /// The kind is in the page's HTML: every layout of a section that has a decoration agrees on it.
  @Test func refusesVariantsWhoseDecorationKindsDiffer() {
    let section = { (kind: String) in
      #"{"group": \#(groupJSON), "decorationItems": [{"background": {"elementKind": "\#(kind)"}}]}"#
    }
    expectFailure(
      SectionLayoutProvider.self,
      #"{"section": \#(section("card")), "variants": [{"when": {"minWidth": 600}, "list": {"appearance": "plain"}}, {"when": {"minWidth": 900}, "section": \#(section("panel"))}]}"#,
      at: ["variants", "[1]", "section", "decorationItems"],
      saying: [
        #"this variant's decoration is "panel" where another layout's is "card": a decoration's kind (its template) is in the page's HTML, which cannot change with the environment; layouts that have a decoration must agree on its kind"#
      ])
  }

  @Test func refusesASecondDecorationItem() {
    expectFailure(
      LayoutSection.self,
      #"{"group": \#(groupJSON), "decorationItems": [{"background": {}}, {"background": {"contentInsets": 8}}]}"#,
      at: ["decorationItems", "[1]"],
      saying: ["a section takes at most one decoration item: Trellis draws one background per section"])
  }

  @Test func refusesEdgeSpacingOnTheTopLevelGroup() {
    expectFailure(
      LayoutSection.self,
      """
      {"group": {"vertical": {"layoutSize": \(fillSizeJSON), "edgeSpacing": {"top": {"fixed": 8}},
        "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}]}}}
      """,
      at: ["group", "vertical", "edgeSpacing"],
      saying: [
        #"a section's top-level group takes no edgeSpacing: there is no parent group to move it within; use the section's "contentInsets" or "interGroupSpacing""#
      ])
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
