import Testing

@testable import TrellisLayout

@Suite struct SectionLayoutProviderTests {
  private let portraitPhone = LayoutEnvironment(containerWidth: 390, containerHeight: 844)
  private let landscapePhone = LayoutEnvironment(containerWidth: 844, containerHeight: 390)
  private let landscapeTablet = LayoutEnvironment(containerWidth: 1180, containerHeight: 820)
  /// Landscape but compact: narrower than the regular threshold.
  private let landscapeSmallPhone = LayoutEnvironment(containerWidth: 667, containerHeight: 375)

  /// The column count of a compositional layout's top-level `subitem:count:` group, or of one
  /// whose count follows the container's width (in `environment`'s).
  private func columns(_ layout: SectionLayout, in environment: LayoutEnvironment? = nil) -> Int? {
    guard case .compositional(let section) = layout else { return nil }
    switch section.group.subitems {
    case .count(_, let count): return count
    case .countDividingContainerWidth(_, let divisor):
      return environment.map { max(1, Int($0.containerWidth / divisor)) }
    default: return nil
    }
  }

  /// The seed's 4 columns in portrait and 8 in landscape in compact width; in regular width
  /// (844 wide is regular: the threshold is 768), about a column for every 80 points.
  @Test func adaptiveGridHas4ColumnsInPortraitAnd8InLandscape() {
    let provider = LayoutPreset.adaptiveGrid.provider
    func columns(in environment: LayoutEnvironment) -> Int? {
      self.columns(provider.layout(for: environment), in: environment)
    }
    #expect(columns(in: portraitPhone) == 4)
    #expect(columns(in: landscapeSmallPhone) == 8)
    #expect(columns(in: LayoutEnvironment(containerWidth: 1024, containerHeight: 1366)) == 12)
    #expect(columns(in: landscapePhone) == 9)
    #expect(columns(in: landscapeTablet) == 12)
    #expect(columns(in: LayoutEnvironment(containerWidth: 1200, containerHeight: 900)) == 15)
    #expect(columns(in: LayoutEnvironment(containerWidth: 1920, containerHeight: 1080)) == 15)
  }

  @Test func aPresetNamedInJSONKeepsItsVariants() throws {
    let provider = try decode(SectionLayoutProvider.self, #"{"preset": "adaptiveGrid"}"#)
    #expect(provider == SectionLayoutProvider(.preset(.adaptiveGrid)))
    #expect(columns(provider.layout(for: portraitPhone)) == 4)
    #expect(columns(provider.layout(for: landscapeSmallPhone)) == 8)
  }

  @Test func theFirstMatchingVariantWins() throws {
    let provider = try decode(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain"},
       "variants": [
         {"when": {"orientation": "landscape", "horizontalSizeClass": "regular"}, "list": {"appearance": "sidebar"}},
         {"when": {"orientation": "landscape"}, "preset": "emojiGrid"},
         {"when": {"horizontalSizeClass": "regular"}, "list": {"appearance": "grouped"}}]}
      """)
    #expect(provider.layout(for: portraitPhone) == .list(ListConfiguration(appearance: .plain)))
    #expect(
      provider.layout(for: landscapeSmallPhone)
        == LayoutPreset.emojiGrid.provider.layout(for: landscapeSmallPhone))
    // 844 points is regular as well as landscape, so the first variant wins.
    #expect(provider.layout(for: landscapePhone) == .list(ListConfiguration(appearance: .sidebar)))
    #expect(provider.layout(for: landscapeTablet) == .list(ListConfiguration(appearance: .sidebar)))
    let portraitTablet = LayoutEnvironment(containerWidth: 820, containerHeight: 1180)
    #expect(provider.layout(for: portraitTablet) == .list(ListConfiguration(appearance: .grouped)))
  }

  @Test func decodesASpelledOutSection() throws {
    let provider = try decode(
      SectionLayoutProvider.self,
      """
      {"section": {"group": {"vertical": {"layoutSize": \(fillSizeJSON), "subitems": [{"item": {"layoutSize": \(fillSizeJSON)}}]}}}}
      """)
    guard case .section(let section) = provider.base else {
      Issue.record("expected a section, got \(provider.base)")
      return
    }
    #expect(provider.variants.isEmpty)
    #expect(provider.layout(for: portraitPhone) == .compositional(section))
  }

  @Test func rejectsTwoLayoutKinds() {
    expectFailure(
      SectionLayoutProvider.self, #"{"preset": "sidebar", "list": {"appearance": "plain"}}"#,
      at: [],
      saying: [#"a section layout needs exactly one of "section", "list" or "preset""#])
  }

  @Test func rejectsAnUnknownPreset() {
    expectFailure(
      SectionLayoutProvider.self, #"{"preset": "carousel"}"#, at: ["preset"],
      saying: [#"unknown preset "carousel""#, "storiesCarousel"])
  }

  @Test func rejectsAVariantWithoutALayout() {
    expectFailure(
      SectionLayoutProvider.self,
      #"{"preset": "sidebar", "variants": [{"when": {"orientation": "landscape"}}]}"#,
      at: ["variants", "[0]"], saying: ["exactly one of", "found none"])
  }

  @Test func rejectsAnEmptyCondition() {
    expectFailure(
      SectionLayoutProvider.self,
      #"{"preset": "sidebar", "variants": [{"when": {}, "preset": "plainList"}]}"#,
      at: ["variants", "[0]", "when"], saying: ["orientation", "horizontalSizeClass"])
  }

  @Test func rejectsAnUnknownOrientation() {
    expectFailure(
      SectionLayoutProvider.self,
      #"{"preset": "sidebar", "variants": [{"when": {"orientation": "upsideDown"}, "preset": "plainList"}]}"#,
      at: ["variants", "[0]", "when", "orientation"],
      saying: [#"unknown orientation "upsideDown""#, "portrait, landscape"])
  }

  /// The header row is in the page's HTML, so the base and every variant must agree on it.
  @Test func firstItemInSectionHoldsInEveryVariantOrNone() throws {
    let agreeing = try decode(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain", "headerMode": "firstItemInSection"},
       "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "sidebar", "headerMode": "firstItemInSection"}}]}
      """)
    #expect(agreeing.firstItemIsHeader)
    #expect(try decode(SectionLayoutProvider.self, #"{"preset": "sidebar"}"#).firstItemIsHeader == false)
    let message =
      #""headerMode": "firstItemInSection" must be used by the base layout and every variant, or by none: the first item is the section's header in the page's HTML, which cannot change with the environment"#
    expectFailure(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain"},
       "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "sidebar", "headerMode": "firstItemInSection"}}]}
      """,
      at: ["variants", "[0]", "list", "headerMode"], saying: [message])
    expectFailure(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain", "headerMode": "firstItemInSection"},
       "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "sidebar", "headerMode": "firstItemInSection"}},
                    {"when": {"horizontalSizeClass": "regular"}, "preset": "sidebar"}]}
      """,
      at: ["variants", "[1]"], saying: [message])
  }

  /// Swipe actions are in the page's HTML, so every variant declares the base's.
  @Test func swipeActionsAreTheSameInEveryVariant() throws {
    let copy = #"{"title": "Copy", "copy": "text"}"#
    let agreeing = try decode(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain", "trailingSwipeActions": [\(copy)]},
       "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "sidebar", "trailingSwipeActions": [\(copy)]}}]}
      """)
    #expect(agreeing.variants.count == 1)
    let message =
      "swipe actions must be the same in the base layout and every variant: they are in the page's HTML, which cannot change with the environment"
    expectFailure(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain"},
       "variants": [{"when": {"orientation": "landscape"}, "list": {"appearance": "sidebar", "leadingSwipeActions": [\(copy)]}}]}
      """,
      at: ["variants", "[0]", "list", "leadingSwipeActions"], saying: [message])
    expectFailure(
      SectionLayoutProvider.self,
      """
      {"list": {"appearance": "plain", "trailingSwipeActions": [\(copy)]},
       "variants": [{"when": {"orientation": "landscape"}, "preset": "emojiGrid"}]}
      """,
      at: ["variants", "[0]"], saying: [message])
  }
}
