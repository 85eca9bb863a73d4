import Testing

@testable import TrellisLayout

/// `"when": {"minWidth": …, "maxWidth": …}`: half-open container widths, combined with the other
/// traits.
@Suite struct LayoutEnvironmentConditionWidthTests {
  private func environment(_ width: Double, _ height: Double = 900) -> LayoutEnvironment {
    LayoutEnvironment(containerWidth: width, containerHeight: height)
  }

  @Test(arguments: [(499.99, false), (500, true), (500.01, true), (799.99, true), (800, false), (801, false)])
  func widthsAreHalfOpen(width: Double, matches: Bool) {
    #expect(LayoutEnvironmentCondition(minWidth: 500, maxWidth: 800).matches(environment(width)) == matches)
  }

  /// Apple's `width > 800` written as `minWidth: 800` differs at exactly 800 only.
  @Test func minWidthTakesInItsOwnWidth() {
    let wide = LayoutEnvironmentCondition(minWidth: 800)
    #expect(!wide.matches(environment(799.999)))
    #expect(wide.matches(environment(800)))
    #expect(!LayoutEnvironmentCondition(maxWidth: 500).matches(environment(500)))
    #expect(LayoutEnvironmentCondition(maxWidth: 500).matches(environment(499.5)))
  }

  @Test func widthsCombineWithOrientationAndSizeClass() {
    let condition = LayoutEnvironmentCondition(minWidth: 500, orientation: .landscape)
    #expect(condition.matches(environment(844, 390)))
    #expect(!condition.matches(environment(844, 1200)))
    #expect(!condition.matches(environment(480, 320)))
    let regular = LayoutEnvironmentCondition(maxWidth: 1000, horizontalSizeClass: .regular)
    #expect(regular.matches(environment(768)) && !regular.matches(environment(767)))
    #expect(!regular.matches(environment(1000)))
  }

  /// The width tested is the section's container: a readable-width box in a wide window.
  @Test func theWidthIsTheContainers() {
    let readable = LayoutEnvironment(containerWidth: 672, containerHeight: 900, windowWidth: 1440)
    #expect(!LayoutEnvironmentCondition(minWidth: 800).matches(readable))
    #expect(LayoutEnvironmentCondition(maxWidth: 700).matches(readable))
  }

  /// The first matching variant wins, at each side of each boundary.
  @Test func variantsAreChosenAtTheBoundaries() throws {
    let provider = try decode(
      SectionLayoutProvider.self,
      #"""
      {"preset": "plainList", "variants": [
        {"when": {"minWidth": 800}, "preset": "adaptiveGrid"},
        {"when": {"minWidth": 500, "maxWidth": 800}, "preset": "storiesCarousel"}]}
      """#)
    let kinds = [499.9, 500, 799.9, 800].map { provider.variantIndexForTest(environment($0)) }
    #expect(kinds == [nil, 1, 1, 0])
  }

  @Test func decodesAndEncodesWidths() throws {
    let condition = try decode(LayoutEnvironmentCondition.self, #"{"minWidth": 500, "maxWidth": 800.5}"#)
    #expect(condition == LayoutEnvironmentCondition(minWidth: 500, maxWidth: 800.5))
    #expect(condition.widthBreakpoints == [500, 800.5])
    #expect(
      LayoutEnvironmentCondition(horizontalSizeClass: .regular).widthBreakpoints
        == [LayoutChoices.regularWidthThreshold])
  }

  @Test func badWidthsAreErrorsAtTheirKeys() {
    expectFailure(
      LayoutEnvironmentCondition.self, #"{"minWidth": 800, "maxWidth": 500}"#, at: ["maxWidth"],
      saying: ["maxWidth must be greater than minWidth (800)", "found 500"])
    expectFailure(
      LayoutEnvironmentCondition.self, #"{"minWidth": 800, "maxWidth": 800}"#, at: ["maxWidth"],
      saying: ["greater than minWidth"])
    expectFailure(
      LayoutEnvironmentCondition.self, #"{"minWidth": 0}"#, at: ["minWidth"],
      saying: ["expected a width greater than 0 and at most 100000", "found 0"])
    expectFailure(
      LayoutEnvironmentCondition.self, #"{"maxWidth": 1e6}"#, at: ["maxWidth"], saying: ["at most 100000"])
    expectFailure(
      LayoutEnvironmentCondition.self, #"{"maxWidth": -5}"#, at: ["maxWidth"], saying: ["found -5"])
    expectFailure(
      LayoutEnvironmentCondition.self, #"{}"#, at: [],
      saying: ["\"orientation\", \"horizontalSizeClass\", \"minWidth\" and \"maxWidth\"", "found none"])
  }
}

extension SectionLayoutProvider {
  fileprivate func variantIndexForTest(_ environment: LayoutEnvironment) -> Int? {
    variants.firstIndex { $0.condition.matches(environment) }
  }
}
