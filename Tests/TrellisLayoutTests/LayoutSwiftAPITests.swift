import Testing
import TrellisLayout

/// Layouts written in Swift read as Apple's do, and equal the same layouts written in JSON.
///
/// The Swift is Apple's Emoji Explorer sample ("Implementing Modern Collection Views",
/// `createLayout()`) and the per-section layouts example, with the `NS`/`UI` prefixes dropped; the
/// JSON is the bundled site's (Data/site.json) or LayoutFormat.md's.
@Suite struct LayoutSwiftAPITests {
  /// The shape the API is for.
  @Test func aRowOfFourReadsLikeApples() throws {
    let item = LayoutItem(layoutSize: .init(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: .init(width: .fractionalWidth(1), height: .absolute(80)), subitem: item, count: 4))
    let json = """
      {"group": {"horizontal": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 80}},
        "subitem": {"item": {"layoutSize": \(fillSizeJSON)}}, "count": 4}}}
      """
    #expect(section == (try decodeAsTheSite(LayoutSection.self, json)))
  }

  /// Emoji Explorer's Recents: `sectionKind == .recents`.
  @Test func emojiExplorerRecents() throws {
    let itemSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    var item = LayoutItem(layoutSize: itemSize)
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

    let groupSize = LayoutSize(widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalHeight(0.1))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    var section = LayoutSection(group: group)
    section.interGroupSpacing = 0
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

    let json = """
      {"section": {
        "group": {"horizontal": {
          "layoutSize": {"widthDimension": {"fractionalWidth": 0.28}, "heightDimension": {"fractionalHeight": 0.1}},
          "subitems": [{"item": {"layoutSize": \(fillSizeJSON), "contentInsets": 5}}]}},
        "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary",
        "contentInsets": 10
      }}
      """
    let provider = SectionLayoutProvider(.section(section))
    #expect(provider == (try decodeAsTheSite(SectionLayoutProvider.self, json)))
    // The bundled site's Recents is the preset, whose compact layout is this one with the sides
    // inset 11, so that its cells stand at the page's 16-point margin.
    var preset = section
    preset.contentInsets = DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11)
    #expect(LayoutPreset.emojiGrid.provider.base == .section(preset))
    #expect(try encodedJSON(provider) == (try encodedJSON(decodeAsTheSite(SectionLayoutProvider.self, json))))
  }

  /// Emoji Explorer's List: `sectionKind == .list`, an inset grouped list whose leading swipe
  /// actions are the bundled site's (Trellis's actions copy or follow a link).
  @Test func emojiExplorerList() throws {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.leadingSwipeActions = [
      SwipeAction(title: "Copy", backgroundColor: .systemBlue, action: .copy(.text)),
      SwipeAction(
        title: "Look up", backgroundColor: .systemGreen,
        action: .link(try LinkTemplate("https://emojipedia.org/search?q={title}"))),
    ]
    let section = SectionLayoutProvider(.list(configuration))

    let json = """
      {"list": {
        "appearance": "insetGrouped",
        "leadingSwipeActions": [
          {"title": "Copy", "backgroundColor": "systemBlue", "copy": "text"},
          {"title": "Look up", "backgroundColor": "systemGreen", "link": "https://emojipedia.org/search?q={title}"}
        ]
      }}
      """
    #expect(section == (try decodeAsTheSite(SectionLayoutProvider.self, json)))
  }

  /// Emoji Explorer's Outline (`.sidebar`) and Custom sections: a list whose section insets are set
  /// after `list(using:layoutEnvironment:)`.
  @Test func emojiExplorerOutlineAndCustom() throws {
    let outline = SectionLayoutProvider(.list(.init(appearance: .sidebar)))
    #expect(outline == (try decodeAsTheSite(SectionLayoutProvider.self, #"{"list": {"appearance": "sidebar"}}"#)))

    var custom = ListConfiguration(appearance: .plain)
    custom.contentInsets = DirectionalEdgeInsets(top: 100, leading: 10, bottom: 0, trailing: 10)
    let json = """
      {"list": {"appearance": "plain", "contentInsets": {"top": 100, "leading": 10, "bottom": 0, "trailing": 10}}}
      """
    #expect(SectionLayoutProvider(.list(custom)) == (try decodeAsTheSite(SectionLayoutProvider.self, json)))
  }

  /// The per-section layouts example's column carousel: three rows in a column, written with
  /// `Array(repeating: group, count: 3)` as Apple's is.
  @Test func columnCarousel() throws {
    let itemSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(1))
    let item = LayoutItem(layoutSize: itemSize)
    let group = LayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
    let containerGroup = LayoutGroup.vertical(
      layoutSize: .init(width: .fractionalWidth(0.8), height: .estimated(1)),
      subitems: Array(repeating: group, count: 3))
    let row =
      #"{"horizontal": {"layoutSize": \#(selfSizingJSON), "subitems": [{"item": {"layoutSize": \#(selfSizingJSON)}}]}}"#
    let json = """
      {"vertical": {
        "layoutSize": {"widthDimension": {"fractionalWidth": 0.8}, "heightDimension": {"estimated": 1}},
        "subitems": [\(row), \(row), \(row)]}}
      """
    #expect(containerGroup == (try decodeAsTheSite(LayoutGroup.self, json)))
  }

  /// Each overload that takes an item or a group builds what the ``LayoutGroupSubitem`` one does,
  /// and implicit member expressions still pick the right one.
  @Test func itemAndGroupOverloadsMatchTheSubitemOnes() {
    let size = LayoutSize(width: .fractionalWidth(0.5), height: .absolute(40))
    #expect(size == LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
    let item = LayoutItem(layoutSize: size)
    let inner = LayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)

    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitems: [item])
        == .horizontal(layoutSize: size, subitems: [.item(item)]))
    #expect(
      LayoutGroup.vertical(layoutSize: size, subitems: [inner])
        == .vertical(layoutSize: size, subitems: [.group(inner)]))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3)
        == .horizontal(layoutSize: size, subitem: .item(item), count: 3))
    #expect(
      LayoutGroup.vertical(layoutSize: size, subitem: inner, count: 3)
        == .vertical(layoutSize: size, subitem: .group(inner), count: 3))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
        == .horizontal(layoutSize: size, repeatingSubitem: .item(item), count: 2))
    #expect(
      LayoutGroup.vertical(layoutSize: size, repeatingSubitem: inner, count: 2)
        == .vertical(layoutSize: size, repeatingSubitem: .group(inner), count: 2))
    #expect(
      LayoutGroup.vertical(layoutSize: size, subitems: [item]).subitems == .subitems([.item(item)]))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitems: [inner]).subitems == .subitems([.group(inner)]))
    #expect(
      LayoutGroup.vertical(layoutSize: size, subitem: item, count: 1).subitems == .count(.item(item), 1))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitem: inner, count: 1).subitems == .count(.group(inner), 1))
    #expect(
      LayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 1).subitems == .repeating(.item(item), 1))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, repeatingSubitem: inner, count: 1).subitems
        == .repeating(.group(inner), 1))

    // Implicit members: `.item`/`.group` are subitems, `.init(layoutSize:)` an item, `.vertical` a group.
    let mixed = LayoutGroup.horizontal(layoutSize: size, subitems: [.item(item), .group(inner)])
    #expect(mixed.subitems == .subitems([.item(item), .group(inner)]))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitem: .init(layoutSize: size), count: 2)
        == .horizontal(layoutSize: size, subitem: item, count: 2))
    #expect(
      LayoutGroup.horizontal(layoutSize: size, subitem: .vertical(layoutSize: size, subitem: item, count: 2), count: 2)
        == .horizontal(layoutSize: size, subitem: .group(inner), count: 2))
    #expect(
      LayoutGroup.vertical(layoutSize: size, subitems: [.init(layoutSize: size)])
        == .vertical(layoutSize: size, subitems: [item]))
  }
}

/// A full-width self-sizing size, the per-section layouts example's item, as JSON.
private let selfSizingJSON = """
  {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 1}}
  """
