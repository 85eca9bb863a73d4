import Foundation
import Testing
import TrellisData
import TrellisLayout
import TrellisTestSupport

@testable import TrellisCSS

/// The adaptive grid preset's compact-width section with this many columns (4 in portrait, 8 in
/// landscape).
private func compactGrid(columns: Int) -> LayoutSection? {
  let environment =
    columns == 4
    ? LayoutEnvironment(containerWidth: 390, containerHeight: 844)
    : LayoutEnvironment(containerWidth: 667, containerHeight: 375)
  guard case .compositional(let section) = LayoutPreset.adaptiveGrid.provider.layout(for: environment) else {
    return nil
  }
  return section
}

private func compile(_ fixture: String) throws -> SectionStyle {
  try SectionStyleCompiler.compile(try LayoutFixtures.provider(fixture))
}

private func item(width: LayoutDimension, height: LayoutDimension) -> LayoutGroupSubitem {
  .item(LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height)))
}

@Suite struct SectionStyleCompilerTests {
  @Test func workedExampleACompilesToFourExactTracks() throws {
    let style = try compile("worked-a-grid.json")
    let css = style.css
    #expect(css.contains("grid-template-columns: repeat(4, calc(25cqw - 20px));"))
    #expect(css.contains("column-gap: 16px;"))
    #expect(css.contains("grid-auto-rows: 80px;"))
    #expect(css.contains("padding-block: 16px 16px;"))
    #expect(css.contains("padding-inline: 16px 16px;"))
    #expect(!css.contains("@container"))  // the capacity never changes
    #expect(!style.needsItemIndices && !style.needsPageMarks && style.groupCapacity == nil)
  }

  @Test func outputIsDeterministicAndIdenticalLayoutsShareTheirClass() throws {
    let first = try compile("worked-a-grid.json")
    let second = try compile("worked-a-grid.json")
    #expect(first == second)
    #expect(first.className.hasPrefix("t-l") && first.className.count == 13)
    #expect(try compile("worked-c-banner.json").className != first.className)
    #expect(first.css.contains(".\(first.className) > .t-content {"))
    #expect(!first.css.contains("&"))
  }

  @Test func orientationVariantsBecomeMediaQueries() throws {
    // The adaptive grid's compact-width layouts, without its regular-width variants.
    let provider = SectionLayoutProvider(
      .section(try #require(compactGrid(columns: 4))),
      variants: [.init(when: .init(orientation: .landscape), use: .section(try #require(compactGrid(columns: 8))))])
    let style = try SectionStyleCompiler.compile(provider)
    let portrait = try #require(style.blocks.first { $0.conditions == ["@media (orientation: portrait)"] })
    let landscape = try #require(style.blocks.first { $0.conditions == ["@media (orientation: landscape)"] })
    #expect(portrait.render().contains("repeat(4, calc(25cqw - 20px))"))
    #expect(landscape.render().contains("repeat(8, calc(12.5cqw - 18px))"))
  }

  @Test func sizeClassVariantsSplitAt768() throws {
    let style = try compile("variants-size-class.json")
    // The layout's rules, then its offscreen height (`contain-intrinsic-size`), per size class.
    #expect(
      style.blocks.map(\.conditions) == [
        ["@container trellis (width < 768px)"], ["@container trellis (width >= 768px)"],
        ["@container trellis (width < 768px)"], ["@container trellis (width >= 768px)"],
      ])
  }

  @Test func capacityBreakpointsBecomeContainerQueries() throws {
    // Items of 100 and 50 alternate with spacing 10 inside insets of 16: the capacity steps at
    // container widths 32 + 100 + 10 + 50 = 192, then + 110 = 302, + 60 = 362, ...
    let style = try compile("cycling-breakpoints.json")
    let conditions = style.blocks.map { $0.conditions.joined() }
    #expect(conditions.contains("@container trellis (width < 192px)"))
    #expect(conditions.contains("@container trellis (192px <= width < 302px)"))
    #expect(conditions.contains("@container trellis (302px <= width < 362px)"))
    let third = try #require(style.blocks.first { $0.conditions == ["@container trellis (302px <= width < 362px)"] })
    #expect(third.render().contains(":nth-child(3n+3 of .t-cell)"))
  }

  @Test func oneRepeatedAbsoluteItemUsesTheGridsOwnCapacityRule() throws {
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item(width: .absolute(100), height: .fractionalHeight(1))]
      ).with(spacing: .flexible(10)),
      contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    let style = try SectionStyleCompiler.compile(SectionLayoutProvider(.section(section)))
    // One block of layout rules serves every width; only the offscreen height, which counts
    // groups of the capacity at that width, has a block per capacity range.
    let layoutBlocks = style.blocks.filter { !$0.render().contains("contain-intrinsic-size") }
    #expect(layoutBlocks.count == 1 && layoutBlocks[0].conditions.isEmpty)
    #expect(style.css.contains("grid-template-columns: repeat(auto-fill, 100px);"))
    #expect(style.css.contains("justify-content: space-between;"))
    // 16 + k × 100 + (k − 1) × 10 + 16 ≤ width: k = 2 from 242 px, 3 from 352 px.
    #expect(style.css.contains("@container trellis (242px <= width < 352px) {"))
    #expect(style.css.contains("contain-intrinsic-size: auto calc(round(up, var(--n) / 2, 1) * 100px);"))
  }

  @Test func twoDimensionalTemplatesArePlacedByIndex() throws {
    let style = try compile("nested-hero.json")
    #expect(style.needsItemIndices && style.needsItemCount)
    #expect(style.css.contains("round(down, var(--i) / 3, 1)"))
    #expect(style.css.contains("round(up, var(--n) / 3, 1)"))
  }

  @Test func selfSizingGroupsInCarouselsAreWrapped() throws {
    let style = try SectionStyleCompiler.compile(LayoutPreset.columnCarousel.provider)
    #expect(style.groupCapacity == 3)
    #expect(style.css.contains("> .t-content > .t-group {"))
    #expect(style.css.contains("scroll-snap-stop: always;"))
  }

  @Test func pagingAsksForPageMarks() throws {
    let style = try compile("paging.json")
    #expect(style.needsPageMarks && style.needsItemCount)
    #expect(style.css.contains("calc(var(--p) * 100cqw)"))
  }

  @Test func snappingFollowsTheSemanticsTable() throws {
    let leading = try compile("orthogonal-pairs.json").css
    #expect(leading.contains("scroll-snap-type: x mandatory;"))
    #expect(leading.contains("scroll-padding-inline-start: 16px;"))
    let centered = try compile("centered-paging.json").css
    #expect(centered.contains("scroll-snap-align: center;"))
    #expect(centered.contains("scroll-snap-stop: always;"))
    let continuous = try compile("worked-b-carousel.json").css
    #expect(continuous.contains("scroll-snap-type: none;"))
  }

  @Test func listsCompile() throws {
    for appearance in ListConfiguration.Appearance.allCases {
      let style = try SectionStyleCompiler.compile(
        SectionLayoutProvider(.list(ListConfiguration(appearance: appearance, headerMode: .supplementary))))
      #expect(style.css.contains("grid-auto-rows: auto;"), "\(appearance)")
    }
  }

  @Test func fixedSizeSectionsAreSkippedOffscreenAtTheirExactHeight() throws {
    // Worked example (a): 16 + K × 80 + 16 for K groups of 4, and 32 for none.
    let style = try compile("worked-a-grid.json")
    #expect(style.hasExactHeight && style.needsItemCount)
    #expect(style.css.contains("content-visibility: auto;"))
    #expect(style.css.contains("contain-intrinsic-size: auto calc(32px + round(up, var(--n) / 4, 1) * 80px);"))
  }

  @Test func sectionsWhoseHeightSizesToItsContentAreAlwaysLaidOut() throws {
    for provider in [
      LayoutPreset.adaptiveGrid.provider, LayoutPreset.groupedList.provider, LayoutPreset.columnCarousel.provider,
    ] {
      let style = try SectionStyleCompiler.compile(provider)
      #expect(!style.hasExactHeight)
      #expect(!style.css.contains("content-visibility") && !style.css.contains("contain-intrinsic-size"))
    }
  }

  @Test func exactHeightsEqualTheSolversForEveryItemCount() throws {
    var checked = 0
    for fixture in try LayoutFixtures.names() {
      let provider = try LayoutFixtures.provider(fixture)
      for (width, height) in [(320.0, 568.0), (390.0, 844.0), (844.0, 390.0), (1440.0, 900.0)] {
        let environment = LayoutEnvironment(containerWidth: width, containerHeight: height)
        let layout = provider.layout(for: environment)
        guard let fitted = SectionHeight.fit(layout, widths: width..<(width + 1), rowEstimate: 44) else { continue }
        // A capacity that steps inside the point (a content box zero wide at 320 exactly holds
        // one item, two just past it) is a range of its own for the compiler.
        let capacity = LayoutSolver.solve(layout, itemCount: 1, environment: environment, listRowEstimate: 44)
          .groupCapacity
        guard capacity == fitted.capacity else { continue }
        for count in 0...(3 * fitted.capacity + 1) {
          let groups = Double((count + fitted.capacity - 1) / fitted.capacity)
          let start = fitted.first - fitted.pitch - fitted.empty
          let value = (fitted.empty + start * min(1, groups) + fitted.pitch * groups).value(
            width: width, height: height)
          let solved = LayoutSolver.solve(layout, itemCount: count, environment: environment, listRowEstimate: 44)
            .height
          #expect(abs(value - solved) < 1e-6, "\(fixture) at \(width)x\(height) with \(count) items")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }

  /// The value of `property` in the rule for `selector` (the section's class written as `&`).
  private func declared(_ property: String, _ selector: String, in style: SectionStyle) -> [String] {
    let wanted = selector.replacingOccurrences(of: "&", with: style.className)
    return style.blocks.flatMap(\.rules).filter { $0.selector == wanted }
      .flatMap(\.declarations).filter { $0.property == property }.map(\.value)
  }

  /// `zIndex` stacks headers, footers and badges: in flow, pinned or drawn at the edge, and
  /// Apple's default of 1 when unset.
  @Test func zIndexStacksBoundaryItemsAndBadges() throws {
    let style = try compile("z-index.json")
    // A pinned header (sticky), a non-extending one (absolute), a footer in flow (relative).
    #expect(declared("z-index", ".& > .t-header:nth-child(1 of .t-header)", in: style) == ["5"])
    #expect(declared("position", ".& > .t-header:nth-child(1 of .t-header)", in: style) == ["sticky"])
    #expect(declared("z-index", ".& > .t-header:nth-child(2 of .t-header)", in: style) == ["3"])
    #expect(declared("position", ".& > .t-header:nth-child(2 of .t-header)", in: style) == ["absolute"])
    #expect(declared("z-index", ".& > .t-footer:nth-child(1 of .t-footer)", in: style) == ["-2"])
    #expect(declared("position", ".& > .t-footer:nth-child(1 of .t-footer)", in: style) == ["relative"])
    #expect(declared("z-index", ".& > .t-footer:nth-child(2 of .t-footer)", in: style) == ["1"])
    // Both slots' badges: the first at 4, the second at the default 1.
    for slot in 1...2 {
      let cells = ".& > .t-content > :is(.t-cell, .t-outline > .t-cell):nth-child(2n+\(slot) of .t-cell)"
      #expect(declared("z-index", "\(cells) > .t-badge:nth-child(1 of .t-badge)", in: style) == ["4"])
      #expect(declared("z-index", "\(cells) > .t-badge:nth-child(2 of .t-badge)", in: style) == ["1"])
    }
    // A preset's header keeps the default, pinned or not.
    let list = try SectionStyleCompiler.compile(
      SectionLayoutProvider(.list(ListConfiguration(appearance: .plain, headerMode: .supplementary))))
    #expect(declared("z-index", ".& > .t-header:nth-child(1 of .t-header)", in: list) == ["1"])
  }

  /// `headerMode: firstItemInSection`: the HTML is asked for a header row, which the CSS styles
  /// like a header without moving it.
  @Test func firstItemInSectionStylesTheFirstRowAsAHeader() throws {
    for appearance in ListConfiguration.Appearance.allCases {
      let style = try SectionStyleCompiler.compile(
        SectionLayoutProvider(.list(ListConfiguration(appearance: appearance, headerMode: .firstItemInSection))))
      #expect(style.firstItemIsHeader, "\(appearance)")
      let row = ".& > .t-content > :is(.t-cell, .t-outline > .t-cell).t-header-row"
      #expect(declared("font-weight", row, in: style) == ["700"], "\(appearance)")
      #expect(declared("background", row, in: style) == ["none"], "\(appearance)")
      #expect(declared("display", row + "::after", in: style) == ["none"], "\(appearance)")
      for property in [
        "width", "height", "top", "inset-inline-start", "margin", "margin-block", "margin-inline", "padding",
        "padding-block", "padding-inline", "grid-row",
      ] {
        #expect(declared(property, row, in: style).isEmpty, "\(appearance) \(property)")
      }
      let none = try SectionStyleCompiler.compile(
        SectionLayoutProvider(.list(ListConfiguration(appearance: appearance, headerMode: .none))))
      #expect(!none.firstItemIsHeader)
      #expect(!none.css.contains("t-header-row"))
    }
  }

  /// Sections are laid out in logical terms, so that a right-to-left page mirrors them: no rule
  /// of any layout fixture, or of any list, names a left or right side, a shorthand that sets
  /// sides sets both the same, and a horizontal `translate` turns with `--t-inline-sign`.
  @Test func everyLayoutIsCompiledInLogicalTerms() throws {
    var styles: [(String, SectionStyle)] = []
    for name in try LayoutFixtures.names() {
      // A layout the compiler refuses has no rules to check.
      if let style = try? compile(name) { styles.append((name, style)) }
    }
    #expect(styles.count > 30)  // most fixtures compile; the loop below must have rules to check
    for appearance in ListConfiguration.Appearance.allCases {
      for headerMode in [ListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection] {
        let list = ListConfiguration(appearance: appearance, headerMode: headerMode)
        styles.append(
          ("\(appearance) \(headerMode)", try SectionStyleCompiler.compile(SectionLayoutProvider(.list(list)))))
      }
    }
    let sided = ["margin", "padding", "scroll-margin", "scroll-padding", "inset", "border-radius", "border-width"]
    var translated = 0
    for (name, style) in styles {
      for rule in style.blocks.flatMap(\.rules) {
        for declaration in rule.declarations {
          let (property, value) = (declaration.property, declaration.value)
          let place = "\(name): \(rule.selector) { \(property): \(value) }"
          #expect(!property.contains("left") && !property.contains("right"), "\(place)")
          let parts = Self.valueParts(value)
          if sided.contains(property), parts.count == 4 { #expect(parts[1] == parts[3], "\(place)") }
          if property == "translate", value != "none" {
            #expect(parts[0] == "0px" || parts[0].hasPrefix("calc(var(--t-inline-sign, 1) * "), "\(place)")
            translated += 1
          }
        }
      }
    }
    #expect(translated > 0)  // the absolute-offset fixtures are among them
  }

  /// A CSS value's space-separated parts, brackets kept whole.
  private static func valueParts(_ value: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in value {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == " ", depth == 0 {
        if !current.isEmpty { parts.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  @Test func contentWidthChipsBecomeMaxContentColumns() throws {
    let css = try compile("chips.json").css
    #expect(css.contains("grid-auto-columns: max-content;"))
    #expect(css.contains("width: max-content;"))
  }

  @Test func contentWidthsThatWouldChangeCapacityAreReportedNotMiscompiled() {
    // In a vertical section, content widths would decide how many items fit in a row.
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(44)),
        subitems: [item(width: .estimated(100), height: .fractionalHeight(1))]))
    #expect(throws: CSSCompileError.self) {
      try SectionStyleCompiler.compile(SectionLayoutProvider(.section(section)))
    }
  }
}

extension SectionStyleCompilerTests {
  /// Items as wide as their group's content height, `0.1W - 2 x inset`: they shrink to nothing
  /// at W = 20 x inset, and just above it a full-width row holds any number of them.
  private func zeroingItems(inset: Double) -> SectionLayoutProvider {
    var group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.1)),
      subitems: [item(width: .fractionalHeight(1), height: .fractionalHeight(1))])
    group.contentInsets = DirectionalEdgeInsets(top: inset, leading: 0, bottom: inset, trailing: 0)
    return SectionLayoutProvider(.section(LayoutSection(group: group)))
  }

  @Test func aSubitemThatShrinksToNothingAtAnExactWidthIsRefused() {
    // Zero at 400 points: the capacity search would step through every count down from 100,000.
    #expect {
      try SectionStyleCompiler.compile(zeroingItems(inset: 20))
    } throws: { error in
      (error as? CSSCompileError)?.message.text.hasPrefix("a subitem's length falls to zero at some container width")
        == true
    }
  }

  @Test func aSubitemThatShrinksToNothingBelowTheExactWidthsCompiles() throws {
    // Zero at 100 points, below the narrowest width the CSS is exact for.
    let style = try SectionStyleCompiler.compile(zeroingItems(inset: 5))
    #expect(!style.css.isEmpty)
  }
}

extension SectionStyleCompilerTests {
  /// Found by fuzzing the layout reader: a group four containers wide of 13-point items changes
  /// capacity at 559 widths with up to 559 items, and compiled to 54 MB of CSS (35 s under the
  /// fuzzer). The slots a section's CSS places are bounded, and counted before any are written.
  @Test func aStylesheetThatWouldPlaceTooManySlotsIsRefused() throws {
    let json = try String(
      contentsOfFile: TestSupport.repositoryRoot + "/Tests/Fuzz/layout/huge-stylesheet.json", encoding: .utf8)
    #expect(
      try refusal(json)
        == "the layout's CSS would place more than 20000 item slots (156520, in groups of up to 559 items at 559 container widths); use fewer, larger items a group, or a group that fills while it fits"
    )
  }

  /// Found by the generative browser suite: nested groups whose lengths all follow the container
  /// width hold 188 million items at a width of 1 point, each group under the capacity guard;
  /// compiling ran for over five minutes. It is refused at once.
  @Test(.timeLimit(.minutes(1))) func nestedGroupsThatMultiplyPastTheCapacityGuardAreRefused() throws {
    let json = try String(
      contentsOfFile: TestSupport.repositoryRoot + "/Tests/Fuzz/layout/nested-groups-multiply.json", encoding: .utf8)
    #expect(try refusal(json)?.hasPrefix("the layout's CSS would place more than 20000 item slots") == true)
  }

  /// A flow of chips (items as wide as their content in a group of fixed width) is a wrapping
  /// flex row: the group's content box is the row's, its spacing the column gap, the section's
  /// the row gap, and each cell is as wide as its content, never shrunk.
  @Test func aFlowOfChipsCompilesToAWrappingFlexRow() throws {
    let style = try compile("flow-estimated-widths.json")
    let css = style.css
    #expect(css.contains("flex-flow: row wrap;"))
    #expect(css.contains("column-gap: 8px;"))
    #expect(css.contains("row-gap: 8px;"))
    #expect(css.contains("padding-inline: 16px 16px;"))
    #expect(css.contains("width: max-content;"))
    #expect(css.contains("flex: none;"))
    // The landscape variant: group 0.9 of 100cqw - 32 from 12 + 5 in; after it the container's
    // 0.1 of 100cqw - 32, 20 and the group's trailing inset 7.
    #expect(css.contains("padding-inline: 17px calc(10cqw + 23.8px);"))
    // The regular variant's group, 600 wide, can be wider than the container: the content box
    // then reaches past the section by a negative margin (padding cannot be negative).
    #expect(css.contains("padding-inline: 20px max(0px, calc(100cqw - 620px));"))
    #expect(css.contains("margin-inline-end: min(0px, calc(100cqw - 620px));"))
    #expect(css.contains("column-gap: 10.5px;"))
    // The regular variant's fixed-height lines: cells 30 - 6 - 2 tall from 6 down, 12 below.
    #expect(css.contains("margin-block: 6px 12px;"))
    // Lines break on content: no capacity ranges, no cell indices, no exact offscreen height.
    #expect(!style.needsItemIndices)
    #expect(style.groupCapacity == nil)
    #expect(!style.hasExactHeight)
  }

  /// What a flex row cannot place as the solver does is refused, at the layout.
  @Test func flowsCSSCannotFollowAreRefused() throws {
    let chip = #"{"item": {"layoutSize": {"widthDimension": {"estimated": 60}, "heightDimension": {"estimated": 32}}}}"#
    let other =
      #"{"item": {"layoutSize": {"widthDimension": {"estimated": 90}, "heightDimension": {"estimated": 32}}}}"#
    func flow(_ subitems: String, spacing: String = #"{"fixed": 8}"#, scrolling: String = "none") -> String {
      #"{"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 32}}, "subitems": [\#(subitems)], "interItemSpacing": \#(spacing)}}, "orthogonalScrollingBehavior": "\#(scrolling)"}}"#
    }
    #expect(try refusal(flow(chip)) == nil)
    let kinds = "a flow of items whose width sizes to their content needs one kind of item"
    #expect(try refusal(flow(chip + ", " + other))?.hasPrefix(kinds) == true)
    // Flexible spacing spreads each line's cells: the row's space-between.
    #expect(try refusal(flow(chip, spacing: #"{"flexible": 8}"#)) == nil)
    // Spacing 8.3 between cells is kept as 8.296875 by a browser: it would drift along a line.
    #expect(
      try refusal(flow(chip, spacing: #"{"fixed": 8.3}"#))?.hasPrefix(
        "a flow of items whose width sizes to their content needs its spacing, insets and fixed heights in whole 1/64 px"
      ) == true)
    #expect(
      try refusal(flow(chip, scrolling: "continuous"))?.hasPrefix(
        "a flow of items whose width sizes to their content cannot scroll sideways in CSS") == true)
  }

  private func refusal(_ json: String) throws -> String? {
    let provider = try JSONValueDecoder().decode(
      SectionLayoutProvider.self, from: SourceFile(name: "layout.json", text: json))
    do {
      _ = try SectionStyleCompiler.compile(provider)
      return nil
    } catch {
      return error.message.text
    }
  }

  /// Two items 69 tall with flexible spacing of at least 10 in a group 28% of the viewport tall:
  /// below a 529-point viewport the spacing is squeezed to its minimum, a bend along the height.
  @Test func aBendAlongTheViewportHeightIsRefused() throws {
    let message = try refusal(
      #"{"section": {"group": {"vertical": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"fractionalHeight": 0.28}}, "repeatingSubitem": {"item": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"estimated": 69}}}}, "count": 2, "interItemSpacing": {"flexible": 10}}}}}"#
    )
    #expect(
      message
        == "a frame of the layout does not vary linearly with the container size (item 1's y, in a viewport 320 points tall, 324 wide)"
    )
  }

  /// Everyday grids whose section insets make the content box negative in containers far
  /// narrower than a phone: their frames bend only there, below 320 points, so they compile
  /// (each is a layout fixture checked in Chromium).
  @Test(arguments: [
    "grid-three-columns-section-insets", "two-up-side-insets", "icons-flexible-edge-spacing-section-insets",
  ])
  func aBendBelowThePlannedWidthsIsNotRefused(_ fixture: String) throws {
    #expect(throws: Never.self) { try compile(fixture + ".json") }
  }

  /// An item with flexible top spacing in a row as tall as its tallest item sits at the bottom of
  /// the row, wherever a neighbour's content puts it.
  @Test func anItemWhoseTopFollowsItsNeighboursIsRefused() throws {
    let message = try refusal(
      #"{"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"estimated": 58}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"absolute": 40}, "heightDimension": {"absolute": 25}}, "edgeSpacing": {"top": {"flexible": 2}}}}, {"item": {"layoutSize": {"widthDimension": {"absolute": 40}, "heightDimension": {"estimated": 46}}}}]}}}}"#
    )
    #expect(message?.hasPrefix("an item whose top follows its neighbours' content") == true)
  }
}

extension LayoutGroup {
  fileprivate func with(spacing: LayoutSpacing) -> LayoutGroup {
    var group = self
    group.interItemSpacing = spacing
    return group
  }
}
