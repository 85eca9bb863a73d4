import Testing

@testable import TrellisLayout

/// The seeds' layouts written out in JSON decode to exactly the presets.
@Suite struct LayoutPresetTests {
  private let portrait = LayoutEnvironment(containerWidth: 390, containerHeight: 844)

  private let selfSizingItem = """
    {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 1}}}}
    """

  private let seedSupplementaries = """
    [{"elementKind": "header", "alignment": "top",
      "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}},
     {"elementKind": "footer", "alignment": "bottom",
      "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1}}}]
    """

  private let seedInsets = #"{"top": 0, "leading": 16, "bottom": 16, "trailing": 16}"#

  private func carousel(groupWidth: String) -> String {
    """
    {"section": {
      "group": {"horizontal": {
        "layoutSize": {"widthDimension": \(groupWidth), "heightDimension": {"estimated": 1}},
        "subitems": [\(selfSizingItem)]}},
      "interGroupSpacing": 16, "contentInsets": \(seedInsets),
      "orthogonalScrollingBehavior": "continuous", "supplementariesFollowContentInsets": false,
      "boundarySupplementaryItems": \(seedSupplementaries)}}
    """
  }

  private func grid(columns: Int) -> String {
    """
    {"group": {"horizontal": {
       "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 1}},
       "subitem": \(selfSizingItem), "count": \(columns), "interItemSpacing": {"fixed": 16}}},
     "interGroupSpacing": 16, "contentInsets": \(seedInsets),
     "boundarySupplementaryItems": \(seedSupplementaries)}
    """
  }

  private var seedJSON: [LayoutPreset: String] {
    let row = """
      {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 1}},
                      "subitems": [\(selfSizingItem)]}}
      """
    func emojiGrid(_ width: String, _ height: String) -> String {
      """
      {"group": {"horizontal": {
        "layoutSize": {"widthDimension": \(width), "heightDimension": \(height)},
        "subitems": [{"item": {"layoutSize": \(fillSizeJSON), "contentInsets": 5}}]}},
       "interGroupSpacing": 0, "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary",
       "contentInsets": {"top": 10, "leading": 11, "bottom": 10, "trailing": 11}}
      """
    }
    func columns(_ width: String) -> String {
      """
      {"group": {"vertical": {
        "layoutSize": {"widthDimension": \(width), "heightDimension": {"estimated": 1}},
        "subitems": [\(row), \(row), \(row)]}},
       "interGroupSpacing": 16, "contentInsets": \(seedInsets),
       "orthogonalScrollingBehavior": "groupPaging", "supplementariesFollowContentInsets": false,
       "boundarySupplementaryItems": \(seedSupplementaries)}
      """
    }
    // Carousels: the seed's section, and for regular width the same with another group width.
    func regular(_ base: String, _ variant: String) -> String {
      let section = { (json: String) in json.dropFirst(#"{"section": "#.count).dropLast() }
      let when = #"{"horizontalSizeClass": "regular"}"#
      return #"{"section": \#(section(base)), "variants": [{"when": \#(when), "section": \#(section(variant))}]}"#
    }
    return [
      .emojiGrid: """
      {"section": \(emojiGrid(#"{"fractionalWidth": 0.28}"#, #"{"fractionalHeight": 0.1}"#)),
       "variants": [{"when": {"horizontalSizeClass": "regular"},
                     "section": \(emojiGrid(#"{"absolute": 88}"#, #"{"absolute": 88}"#))}]}
      """,
      .storiesCarousel: carousel(groupWidth: #"{"absolute": 70}"#),
      .bannerCarousel: regular(
        carousel(groupWidth: #"{"fractionalWidth": 0.77}"#), carousel(groupWidth: #"{"absolute": 320}"#)),
      .columnCarousel: """
      {"section": \(columns(#"{"fractionalWidth": 0.8}"#)),
       "variants": [{"when": {"horizontalSizeClass": "regular"}, "section": \(columns(#"{"absolute": 360}"#))}]}
      """,
      .adaptiveGrid: """
      {"section": \(grid(columns: 4)),
       "variants": [
         {"when": {"minWidth": 1200}, "section": \(grid(columns: 15))},
         {"when": {"minWidth": 960}, "section": \(grid(columns: 12))},
         {"when": {"horizontalSizeClass": "regular"}, "section": \(grid(columns: 9))},
         {"when": {"orientation": "landscape"}, "section": \(grid(columns: 8))}]}
      """,
      .groupedList: """
      {"list": {"appearance": "grouped", "headerMode": "supplementary", "footerMode": "supplementary"}}
      """,
      .plainList: #"{"list": {"appearance": "plain"}}"#,
      .insetGroupedList: #"{"list": {"appearance": "insetGrouped"}}"#,
      .sidebar: #"{"list": {"appearance": "sidebar"}}"#,
      .sidebarPlain: #"{"list": {"appearance": "sidebarPlain"}}"#,
    ]
  }

  @Test(arguments: LayoutPreset.allCases)
  func seedJSONDecodesToThePreset(preset: LayoutPreset) throws {
    let json = try #require(seedJSON[preset], "no seed JSON for \(preset)")
    #expect(try decode(SectionLayoutProvider.self, json) == preset.provider)
  }

  @Test func everyPresetDecodesByName() throws {
    for preset in LayoutPreset.allCases {
      #expect(try decode(LayoutPreset.self, "\"\(preset.rawValue)\"") == preset)
    }
    #expect(LayoutPreset.allCases.count == 10)
  }

  /// Spot checks against the seeds' Swift, independent of the JSON above.
  @Test func emojiGridIsSeed000Recents() throws {
    guard case .compositional(let section) = LayoutPreset.emojiGrid.provider.layout(for: portrait)
    else {
      Issue.record("emojiGrid should be compositional")
      return
    }
    #expect(section.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary)
    // The seed's insets are 10; the sides are 11, so that cells stand at the page's margin.
    #expect(section.contentInsets == DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11))
    #expect(
      section.group.layoutSize
        == LayoutSize(
          widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalHeight(0.1)))
    guard case .subitems(let subitems) = section.group.subitems,
      case .item(let item) = subitems.first
    else {
      Issue.record("emojiGrid's group should hold one item")
      return
    }
    #expect(subitems.count == 1)
    #expect(item.contentInsets == DirectionalEdgeInsets(all: 5))
  }

  @Test func columnCarouselStacksThreeRowsAndPagesByGroup() throws {
    guard
      case .compositional(let section) = LayoutPreset.columnCarousel.provider.layout(for: portrait),
      case .subitems(let rows) = section.group.subitems
    else {
      Issue.record("columnCarousel should be a compositional section of rows")
      return
    }
    #expect(section.group.axis == .vertical)
    #expect(rows.count == 3)
    #expect(section.orthogonalScrollingBehavior == .groupPaging)
    #expect(section.supplementariesFollowContentInsets == false)
    #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header", "footer"])
  }

  @Test func groupedListHasSupplementaryHeadersAndFooters() {
    let layout = LayoutPreset.groupedList.provider.layout(for: portrait)
    #expect(
      layout
        == .list(
          ListConfiguration(
            appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary)))
  }
}
