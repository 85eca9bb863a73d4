import Testing
import TrellisLayout

@testable import TrellisSite

/// Which sections' contents scroll sideways, and so are made focusable, named scrollers.
@Suite struct ScrollerTests {
  @Test func sidewaysScrollingIsFoundInTheBaseInVariantsAndInPresets() {
    let list = SectionLayoutProvider.Source.list(ListConfiguration(appearance: .plain))
    #expect(RenderContext.scrollsSideways(SectionLayoutProvider(.preset(.storiesCarousel))))
    #expect(RenderContext.scrollsSideways(SectionLayoutProvider(.preset(.emojiGrid))))
    #expect(!RenderContext.scrollsSideways(SectionLayoutProvider(.preset(.adaptiveGrid))))
    #expect(!RenderContext.scrollsSideways(SectionLayoutProvider(list)))
    let landscapeCarousel = SectionLayoutProvider(
      list, variants: [.init(when: LayoutEnvironmentCondition(orientation: .landscape), use: .preset(.columnCarousel))])
    #expect(RenderContext.scrollsSideways(landscapeCarousel))
  }
}
