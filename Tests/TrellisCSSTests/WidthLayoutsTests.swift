import Testing
import TrellisData
import TrellisDiagnostics
import TrellisLayout
import TrellisTestSupport

@testable import TrellisCSS

/// Variants that test the container width, and counts that follow it, compiled to CSS.
@Suite struct WidthLayoutsTests {
  private func provider(_ json: String) throws -> SectionLayoutProvider {
    try JSONValueDecoder().decode(SectionLayoutProvider.self, from: SourceFile(name: "l.json", text: json))
  }

  /// A section of `columns` equal slots, as JSON.
  private func section(columns: Int) -> String {
    #"{"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}, "count": \#(columns)}}}"#
  }

  /// A provider of `base` columns with variants of other column counts.
  private func provider(base: Int, _ variants: [(when: String, columns: Int)]) throws -> SectionLayoutProvider {
    let list = variants.map { #"{"when": \#($0.when), "section": \#(section(columns: $0.columns))}"# }
    return try provider(
      #"{"section": \#(section(columns: base)), "variants": [\#(list.joined(separator: ", "))]}"#)
  }

  /// Regions split at every width a condition names, merge where the layout is the same, and
  /// follow orientation only where it matters.
  @Test func regionsSplitAtTheWidthsConditionsName() throws {
    let adaptive = try provider(
      base: 5, [(#"{"minWidth": 800}"#, 10), (#"{"minWidth": 500, "maxWidth": 600}"#, 5)])
    let regions = EnvironmentRegion.regions(for: adaptive)
    // 500..<600 gives the base's layout again: it merges with its neighbours.
    #expect(regions.map(\.widths) == [0..<800, 800..<Double.infinity])
    #expect(regions.allSatisfy { $0.conditions.isEmpty })
    #expect(regions.map(\.variant) == [nil, 0])
  }

  @Test func orientationAndWidthsShareOnePartition() throws {
    let style = try SectionStyleCompiler.compile(try LayoutFixtures.provider("variants-width.json"))
    let regions = EnvironmentRegion.regions(for: try LayoutFixtures.provider("variants-width.json"))
    #expect(
      regions.map(\.widths)
        == Array(repeating: [0..<360, 360..<500, 500..<800, 800..<Double.infinity], count: 2).flatMap { $0 })
    #expect(
      regions.map(\.conditions.first) == Array(repeating: "@media (orientation: portrait)", count: 4)
        + Array(repeating: "@media (orientation: landscape)", count: 4))
    #expect(regions.map(\.variant) == [3, nil, 2, 0, 3, nil, 1, 0])
    // Half-open container queries that meet without overlapping.
    let css = style.css
    #expect(css.contains("@container trellis (width < 360px)"))
    #expect(css.contains("@container trellis (360px <= width < 500px)"))
    #expect(css.contains("@container trellis (500px <= width < 800px)"))
    #expect(css.contains("@container trellis (width >= 800px)"))
  }

  /// A provider that tests only the size class keeps its regions as they were; the adaptive
  /// grid's widths add theirs to the size class's, in each orientation.
  @Test func sizeClassOnlyProvidersKeepTheirRegions() {
    let regions = EnvironmentRegion.regions(for: LayoutPreset.adaptiveGrid.provider)
    #expect(
      regions.map(\.widths)
        == Array(repeating: [0..<768, 768..<960, 960..<1200, 1200..<Double.infinity], count: 2).flatMap { $0 })
    #expect(
      EnvironmentRegion.regions(for: LayoutPreset.emojiGrid.provider).map(\.widths) == [0..<768, 768..<Double.infinity])
    #expect(EnvironmentRegion.regions(for: LayoutPreset.plainList.provider).map(\.widths) == [0..<Double.infinity])
  }

  /// A preset used as a variant brings its own size-class threshold.
  @Test func nestedPresetsBringTheirBreakpoints() throws {
    let nested = try provider(
      #"{"preset": "plainList", "variants": [{"when": {"minWidth": 500}, "preset": "emojiGrid"}]}"#)
    #expect(EnvironmentRegion.regions(for: nested).map(\.widths) == [0..<500, 500..<768, 768..<Double.infinity])
  }

  /// Regions past the widest planned container, or narrower than a point, still compile.
  @Test func regionsOutsideThePlannedWidthsCompile() throws {
    let odd = try provider(base: 3, [(#"{"minWidth": 5000}"#, 7), (#"{"maxWidth": 0.5}"#, 2)])
    #expect(EnvironmentRegion.regions(for: odd).map(\.widths) == [0..<0.5, 0.5..<5000, 5000..<Double.infinity])
    let css = try SectionStyleCompiler.compile(odd).css
    #expect(css.contains("@container trellis (width >= 5000px)"))
    #expect(css.contains("@container trellis (width < 0.5px)"))
  }

  @Test func insertionSortIsOneExactBlock() throws {
    let style = try SectionStyleCompiler.compile(try LayoutFixtures.provider("columns-from-width.json"))
    #expect(style.blocks.count == 1)
    #expect(style.needsItemIndices && style.needsItemCount && !style.hasExactHeight)
    let css = style.css
    #expect(css.contains("round(tan(atan2(round(down, 100cqw, 16px), 16px)), 1)"))
    #expect(css.contains("(var(--i) + 0.5) / var(--t-columns)"))
    #expect(css.count < 4000)
  }

  /// The pitch shares the group's width and one gap among the columns: (W + gap) / K, not
  /// W + gap / K (the generative suite found the missing parentheses).
  @Test func thePitchDividesTheWidthAndGapTogether() throws {
    // found-columns-from-width-spacing.json's layout.
    let style = try SectionStyleCompiler.compile(
      try provider(
        #"{"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 89}}, "subitem": {"item": {"layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 50}}}}, "count": {"containerWidthDividedBy": 75}, "interItemSpacing": {"fixed": 3}}}}}"#
      ))
    #expect(style.css.contains("calc((100cqw + 3px) / var(--t-columns))"))
  }

  /// A count from the width in a nested group is a block per count, within the limits.
  @Test func nestedCountsFromTheWidthGetABlockPerCount() throws {
    let nested = try provider(
      #"{"section": {"group": {"vertical": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}}, "subitem": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}, "subitem": {"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}, "count": {"containerWidthDividedBy": 400}}}, "count": 2}}}}"#
    )
    let style = try SectionStyleCompiler.compile(nested)
    #expect(style.css.contains("@container trellis (800px <= width < 1200px)"))
    #expect(!style.css.contains("atan2"))
  }

  @Test func conditionErrorsAreLocated() {
    let json = """
      {"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 40}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}},
       "variants": [{"when": {"minWidth": 800,
                              "maxWidth": 500}, "preset": "plainList"}]}
      """
    do throws(DiagnosticError) {
      _ = try JSONValueDecoder().decode(SectionLayoutProvider.self, from: SourceFile(name: "l.json", text: json))
      Issue.record("decoded")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "l.json:3:37: error: maxWidth must be greater than minWidth (800), found 500: no container would match (at variants[0].when.maxWidth) [layout.emptyWidthRange]"
        ])
    }
  }
}
