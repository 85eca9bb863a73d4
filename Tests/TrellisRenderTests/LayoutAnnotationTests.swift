import Testing
import TrellisLayout

@testable import TrellisCSS
@testable import TrellisRender

/// The Annotate switch's data (site.json's `showsLayout`): the notation of a layout's sizes,
/// spacing and insets, the `data-layout-*` attributes of the frames, the switch, and the
/// stylesheet's shading of insets.
@Suite struct LayoutAnnotationTests {
  private static let grid = LayoutSection(
    group: LayoutGroup(
      axis: .horizontal, layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
      subitems: .count(.item(LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(80)))), 4),
      interItemSpacing: .fixed(16)),
    interGroupSpacing: 12, contentInsets: DirectionalEdgeInsets(all: 16))

  /// A hero beside a column of two, the column nested, with flexible spacing and edge spacing.
  private static let nested: LayoutSection = {
    let small = LayoutItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
      contentInsets: DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4),
      edgeSpacing: EdgeSpacing(leading: .fixed(8), top: .flexible(4)))
    let column = LayoutGroup(
      axis: .vertical, layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
      subitems: .count(.item(small), 2), interItemSpacing: .flexible(10))
    let hero = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)))
    return LayoutSection(
      group: .horizontal(
        layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
        subitems: [.item(hero), .group(column)]),
      contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }()

  @Test func aGridsSizesSpacingAndInsets() {
    let annotation = LayoutAnnotation(.compositional(Self.grid))
    #expect(annotation.group == "1w × 80, count 4")
    #expect(annotation.item == "1w × 80")
    #expect(annotation.spacing == "16")
    #expect(annotation.groupSpacing == "12")
    #expect(annotation.insets == "16")
    #expect(annotation.itemInsets == "")
    #expect(annotation.edgeSpacing == "")
  }

  @Test func nestedGroupsFlexibleSpacingAndEdgeSpacing() {
    let annotation = LayoutAnnotation(.compositional(Self.nested))
    #expect(annotation.group == "1w × 200 (nested 0.5w × 1h, count 2)")
    #expect(annotation.item == "0.5w × ~44, 1w × 0.5h")
    #expect(annotation.spacing == "≥10")
    #expect(annotation.groupSpacing == "")
    #expect(annotation.insets == "1 2 3 4")
    #expect(annotation.itemInsets == "2 4")
    #expect(annotation.edgeSpacing == "leading 8 top ≥4")
  }

  /// A group's count is part of its size's text: the same size with another count is another
  /// layout (the variants of Apple's Adaptive Sections differ only there).
  @Test func aGroupSaysHowManySubitemsItHolds() {
    let item = LayoutGroupSubitem.item(
      LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
    let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(34))
    func group(_ subitems: LayoutGroup.Subitems) -> String {
      LayoutAnnotation.text(LayoutGroup(axis: .horizontal, layoutSize: size, subitems: subitems))
    }
    #expect(group(.subitems([item])) == "1w × 34")
    #expect(group(.count(item, 3)) == "1w × 34, count 3")
    #expect(group(.countDividingContainerWidth(item, by: 16)) == "1w × 34, count width/16")
    #expect(group(.repeating(item, 2)) == "1w × 34, repeating 2")
  }

  /// Where a layout differs from the phone's, the stylesheet redraws its annotation under the
  /// region's conditions: every field (an empty one `initial`), the chip, the inset bands in both
  /// directions and the first group's label; the texts are CSS strings whatever they hold.
  @Test func aRegionRedrawsTheAnnotationUnderItsConditions() {
    var wide = LayoutAnnotation(.compositional(Self.grid))
    wide.group = "1w × 80, count 8"
    let css = SiteStylesheet.annotate(
      insets: [],
      regions: [
        RegionAnnotation(className: "t-lx", conditions: ["@container trellis (width >= 800px)"], annotation: wide)
      ])
    let block = css.components(separatedBy: "@container trellis (width >= 800px) {\n").last ?? ""
    #expect(block.contains(#".t-section.t-lx {"#))
    #expect(block.contains(#"--t-a-group: "group 1w × 80, count 8";"#))
    #expect(block.contains(#"--t-a-item: "\A item 1w × 80";"#))
    #expect(block.contains("--t-a-edge: initial;"))
    #expect(block.contains(#"--t-a-spacing: "spacing 16\A ";"#))
    #expect(block.contains(".t-section.t-lx::after {\n    content: var(--t-a-spacing"))
    #expect(block.contains("inset 0 16px 0 0 var(--t-annotate-inset)"))
    #expect(block.contains(#"[dir="rtl"] :where(body:has(#t-annotate:checked)) .t-section.t-lx > .t-content {"#))
    #expect(
      block.contains(#".t-group[data-layout-size]:first-child::before {\#n    content: "1w × 80, count 8" / "";"#))
    // A list without insets or spacing: no chip, no bands, no group prefix.
    let list = SiteStylesheet.annotate(
      insets: [],
      regions: [
        RegionAnnotation(
          className: "t-ly", conditions: [], annotation: LayoutAnnotation(.list(ListConfiguration(appearance: .plain))))
      ])
    #expect(list.contains(#"--t-a-group: "list plain";"#))
    #expect(list.contains("::after {\n  content: none;"))
    #expect(list.contains("> .t-content {\n  box-shadow: none;"))
    #expect(SiteStylesheet.cssString(#"a"b\c<d"# + "\n") == #""a\22 b\5C c\3C d\A ""#)
  }

  @Test func aListNamesItsAppearance() {
    let annotation = LayoutAnnotation(.list(ListConfiguration(appearance: .insetGrouped)))
    #expect(annotation.group == "list insetGrouped")
    #expect(annotation.item.isEmpty && annotation.insets.isEmpty && annotation.sectionInsets == .zero)
  }

  private func render(_ annotation: LayoutAnnotation?, groupCapacity: Int? = nil, showsLayout: Bool = false) throws
    -> String
  {
    var style = SectionStyle(
      className: "t-a", blocks: [], needsItemIndices: false, needsItemCount: false, needsPageMarks: false)
    style.groupCapacity = groupCapacity
    var section = SectionContent(
      id: "s", title: "S", style: style, cellTemplate: "cell-grid", count: 3,
      cells: CellSource(count: 3) { CellContent(text: "😀", title: "Cell \($0)", name: "Cell \($0)") })
    section.annotation = annotation
    var page = PageContent(
      fileName: "p.html", title: "P", siteTitle: "S", language: "en", navigation: [], sections: [section])
    page.showsLayout = showsLayout
    var html = ""
    try PageRenderer(templates: try TemplateSet()).render(page, stylesheet: "s.css", script: nil) { html += $0 }
    return html
  }

  /// The attributes are written only with an annotation, in a fixed order, and grouped cells'
  /// groups carry the group's size.
  @Test func theFramesCarryTheAnnotation() throws {
    let plain = try render(nil, groupCapacity: 2)
    #expect(!plain.contains("data-layout"))
    #expect(plain.contains(#"<li class="t-group">"#))
    let annotated = try render(LayoutAnnotation(.compositional(Self.grid)), groupCapacity: 2)
    #expect(
      annotated.contains(
        #" data-layout-group="1w × 80, count 4" data-layout-item="1w × 80" data-layout-spacing="16" data-layout-group-spacing="12" data-layout-insets="16">"#
      ))
    #expect(
      annotated.components(separatedBy: #"<li class="t-group" data-layout-size="1w × 80, count 4">"#).count - 1 == 2)
    #expect(!annotated.contains("data-layout-item-insets") && !annotated.contains("data-layout-edge"))
    // Otherwise the same page.
    #expect(
      annotated.replacing(#/ data-layout-[a-z-]+="[^"]*"/#, with: "") == plain)
    // The same input, the same output.
    #expect(try render(LayoutAnnotation(.compositional(Self.grid)), groupCapacity: 2) == annotated)
  }

  @Test func valuesAreEscaped() throws {
    var annotation = LayoutAnnotation()
    annotation.group = #"1w × "80" <&>"#
    let html = try render(annotation, groupCapacity: 2)
    #expect(html.contains(#"data-layout-group="1w × &quot;80&quot; &lt;&amp;&gt;""#))
    #expect(html.contains(#"data-layout-size="1w × &quot;80&quot; &lt;&amp;&gt;""#))
  }

  /// The switch stands in the banner only on a page that shows its layout: a native checkbox
  /// with the switch role and a visible label.
  @Test func theSwitchIsInTheBannerOfAnnotatedPagesOnly() throws {
    let html = try render(LayoutAnnotation(.compositional(Self.grid)), showsLayout: true)
    #expect(
      html.contains(
        #"<div class="t-annotate"><input id="t-annotate" class="t-annotate-switch" type="checkbox" role="switch"/><label for="t-annotate">Annotate</label></div>"#
          + "\n</header>"))
    #expect(!(try render(nil)).contains("t-annotate"))
  }

  /// The stylesheet draws only for such a site, and shades each distinct inset value, mirrored
  /// right to left where leading and trailing differ.
  @Test func theStylesheetShadesEachInsetsValue() {
    let plain = SiteStylesheet.css(styles: [], maximumSegments: 0)
    #expect(!plain.contains("t-annotate"))
    let css = SiteStylesheet.css(
      styles: [], maximumSegments: 0,
      annotatedInsets: [DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), .init(all: 16)])
    #expect(css.hasPrefix(plain))
    #expect(css.contains("body:has(#t-annotate:checked)"))
    #expect(
      css.contains(
        #"[data-layout-insets="1 2 3 4"] > .t-content { box-shadow: inset 0 1px 0 0 var(--t-annotate-inset), inset 0 -3px 0 0 var(--t-annotate-inset), inset 2px 0 0 0 var(--t-annotate-inset), inset -4px 0 0 0 var(--t-annotate-inset); }"#
      ))
    #expect(
      css.contains(
        #"[dir="rtl"] :where(body:has(#t-annotate:checked)) .t-compositional[data-layout-insets="1 2 3 4"] > .t-content { box-shadow: inset 0 1px 0 0 var(--t-annotate-inset), inset 0 -3px 0 0 var(--t-annotate-inset), inset 4px 0 0 0 var(--t-annotate-inset), inset -2px 0 0 0 var(--t-annotate-inset); }"#
      ))
    #expect(
      !css.contains(#"[dir="rtl"] :where(body:has(#t-annotate:checked)) .t-compositional[data-layout-insets="16"]"#))
    // Sorted: the same whatever order the insets come in.
    #expect(
      SiteStylesheet.css(
        styles: [], maximumSegments: 0,
        annotatedInsets: [.init(all: 16), DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)]) == css)
  }
}
