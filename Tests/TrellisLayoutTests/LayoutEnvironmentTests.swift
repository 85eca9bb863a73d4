import Testing

@testable import TrellisLayout

@Suite struct LayoutEnvironmentTests {
  @Test(arguments: [
    (390.0, 844.0, InterfaceOrientation.portrait), (844, 390, .landscape), (500, 500, .portrait),
  ])
  func orientationIsLandscapeOnlyWhenWiderThanTall(
    width: Double, height: Double, orientation: InterfaceOrientation
  ) {
    #expect(
      LayoutEnvironment(containerWidth: width, containerHeight: height).orientation == orientation)
  }

  /// The orientation is the window's: a section in the readable width (672 wide) of a
  /// 1440 × 900 window is in landscape, as the browser's `orientation` media feature says.
  @Test func orientationIsTheWindows() {
    let readable = LayoutEnvironment(containerWidth: 672, containerHeight: 900, windowWidth: 1440)
    #expect(readable.orientation == .landscape)
    #expect(readable.horizontalSizeClass == .compact)
    #expect(LayoutEnvironment(containerWidth: 672, containerHeight: 900).orientation == .portrait)
  }

  @Test(arguments: [
    (390.0, UserInterfaceSizeClass.compact), (767.9, .compact), (768, .regular), (1024, .regular),
  ])
  func sizeClassIsRegularFrom768(width: Double, sizeClass: UserInterfaceSizeClass) {
    #expect(
      LayoutEnvironment(containerWidth: width, containerHeight: 600).horizontalSizeClass
        == sizeClass)
  }

  @Test func choicesMatchTheSemantics() {
    #expect(LayoutChoices.regularWidthThreshold == 768)
    #expect(LayoutChoices.readableWidth == 672)
    #expect(LayoutChoices.listRowEstimatedHeight == 44)
    #expect(LayoutChoices.listRowWithSecondaryTextEstimatedHeight == 48)
    #expect(LayoutChoices.insetGroupedSideInset == 16)
    #expect(LayoutChoices.insetGroupedCornerRadius == 10)
    #expect(LayoutChoices.listLayoutMargin == 16)
    #expect(LayoutChoices.separatorThicknessInDevicePixels == 1)
    #expect(LayoutChoices.headerEstimatedHeight == 44)
    #expect(LayoutChoices.separatorFooterHeight == 1)
  }

  @Test func conditionsMatchEveryNamedTrait() {
    // 667 x 375 (a small phone on its side) is landscape but compact.
    let phoneLandscape = LayoutEnvironment(containerWidth: 667, containerHeight: 375)
    let tabletLandscape = LayoutEnvironment(containerWidth: 1180, containerHeight: 820)
    let condition = LayoutEnvironmentCondition(
      orientation: .landscape, horizontalSizeClass: .regular)
    #expect(!condition.matches(phoneLandscape))
    #expect(condition.matches(tabletLandscape))
    #expect(LayoutEnvironmentCondition(orientation: .landscape).matches(phoneLandscape))
    #expect(LayoutEnvironmentCondition().matches(phoneLandscape))
  }
}
