import Foundation
import PropertyBased
import Synchronization
import Testing
import TrellisData
import TrellisLayout
import TrellisTestSupport

/// The seed of the properties below: ``LayoutGen/defaultSeed``, or `TRELLIS_PROPERTY_SEED` (a
/// decimal UInt64) to explore other cases, as in ``SolverPropertyTests``.
private let encodingSeed: UInt64 =
  ProcessInfo.processInfo.environment["TRELLIS_PROPERTY_SEED"].flatMap { UInt64($0) } ?? LayoutGen.defaultSeed

/// `value` as JSON text, the way the CLI prints a layout: Foundation's `JSONEncoder` with sorted
/// keys (and slashes unescaped, so link templates read as written).
func encodedJSON(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// Decodes `json` as the site does: TrellisData's `JSONValueDecoder`, which also refuses unknown keys.
func decodeAsTheSite<T: Decodable>(_ type: T.Type = T.self, _ json: String) throws -> T {
  try JSONValueDecoder().decode(T.self, from: SourceFile(name: "layout.json", text: json))
}

/// Encodes `value` and decodes the text back as the site does.
func roundTrip<T: Codable>(_ value: T) throws -> T {
  try decodeAsTheSite(T.self, encodedJSON(value))
}

/// The layout model writes the JSON it reads: for every layout `x`, `decode(encode(x)) == x`, and
/// the JSON leaves out what the decoder defaults (LayoutFormat.md gives each default).
@Suite struct LayoutEncodingTests {
  // MARK: Properties

  /// Every generated section (``LayoutGen``, made decodable) comes back equal from its JSON.
  @Test(.shrinking) func generatedSectionsRoundTrip() async {
    await propertyCheck(count: 400, input: LayoutGen.cases(seed: encodingSeed, stream: 101)) { layoutCase in
      let provider = SectionLayoutProvider(.section(decodable(layoutCase.section)))
      let json = try encodedJSON(provider)
      let decoded = try decodeAsTheSite(SectionLayoutProvider.self, json)
      #expect(decoded == provider, "encoded as \(json)")
    }
  }

  /// The tests' own printer (``LayoutJSON``) and the encoder describe the same layout.
  @Test(.shrinking) func theTestPrinterAgreesWithTheEncoder() async {
    await propertyCheck(count: 200, input: LayoutGen.cases(seed: encodingSeed, stream: 102)) { layoutCase in
      let section = decodable(layoutCase.section)
      let printed = try decodeAsTheSite(SectionLayoutProvider.self, LayoutJSON.section(section))
      let encoded = try decodeAsTheSite(
        SectionLayoutProvider.self, encodedJSON(SectionLayoutProvider(.section(section))))
      #expect(printed == encoded)
      #expect(printed == SectionLayoutProvider(.section(section)))
    }
  }

  /// Generated providers with lists, swipe actions, presets and variants come back equal, and
  /// their JSON is canonical: encoding the decoded value again gives the same text.
  @Test(.shrinking) func generatedProvidersRoundTrip() async {
    await propertyCheck(count: 300, input: ProviderGen.providers(seed: encodingSeed, stream: 103)) { provider in
      let json = try encodedJSON(provider)
      let decoded = try decodeAsTheSite(SectionLayoutProvider.self, json)
      #expect(decoded == provider, "encoded as \(json)")
      #expect(try encodedJSON(decoded) == json)
    }
  }

  // MARK: Fixtures and presets

  /// Every layout fixture decodes, and comes back equal from its encoding; encoding is stable.
  @Test func everyLayoutFixtureRoundTrips() throws {
    let names = try LayoutFixtures.names()
    #expect(names.count >= 39)
    for name in names {
      let provider = try LayoutFixtures.provider(name)
      let json = try encodedJSON(provider)
      let decoded = try decodeAsTheSite(SectionLayoutProvider.self, json)
      #expect(decoded == provider, "\(name) encoded as \(json)")
      #expect(try encodedJSON(decoded) == json, "\(name)")
    }
  }

  /// Every preset round-trips by name and spelled out (its sections, lists and variants).
  @Test(arguments: LayoutPreset.allCases) func presetsRoundTrip(preset: LayoutPreset) throws {
    #expect(try encodedJSON(SectionLayoutProvider(.preset(preset))) == "{\"preset\":\"\(preset.rawValue)\"}")
    #expect(try roundTrip(SectionLayoutProvider(.preset(preset))) == SectionLayoutProvider(.preset(preset)))
    #expect(try roundTrip(preset.provider) == preset.provider)
  }

  // MARK: Canonical output

  /// A section with nothing but its group prints nothing but its group.
  @Test func defaultsAreLeftOut() throws {
    let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(80))
    let section = LayoutSection(group: .horizontal(layoutSize: size, subitem: LayoutItem(layoutSize: size), count: 4))
    let sizeJSON = #"{"heightDimension":{"absolute":80},"widthDimension":{"fractionalWidth":1}}"#
    #expect(
      try encodedJSON(section)
        == #"{"group":{"horizontal":{"count":4,"layoutSize":"# + sizeJSON + #","subitem":{"item":{"layoutSize":"#
        + sizeJSON + "}}}}}")
    #expect(try encodedJSON(LayoutConfiguration()) == "{}")
    #expect(try encodedJSON(LayoutConfiguration(interSectionSpacing: 20)) == #"{"interSectionSpacing":20}"#)
    #expect(try encodedJSON(DecorationItem.background()) == #"{"background":{}}"#)
    #expect(try encodedJSON(LayoutAnchor(edges: [])) == "{}")
    #expect(try encodedJSON(ListConfiguration(appearance: .sidebar)) == #"{"appearance":"sidebar"}"#)
  }

  @Test func insetsAreANumberWhenTheEdgesAgree() throws {
    #expect(try encodedJSON(DirectionalEdgeInsets(all: 5)) == "5")
    #expect(try encodedJSON(DirectionalEdgeInsets.zero) == "0")
    #expect(try encodedJSON(DirectionalEdgeInsets(all: 0.5)) == "0.5")
    #expect(
      try encodedJSON(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16))
        == #"{"bottom":16,"leading":16,"trailing":16}"#)
    // A list's zero insets replace the appearance's own, so they are written.
    #expect(
      try encodedJSON(ListConfiguration(appearance: .plain, contentInsets: .zero))
        == #"{"appearance":"plain","contentInsets":0}"#)
  }

  @Test func everyKeyIsSpelledAsTheDecoderReadsIt() throws {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: LayoutPoint(x: 5, y: -5)),
      itemAnchor: LayoutAnchor(edges: [.bottom], fractionalOffset: .zero), zIndex: 3)
    #expect(
      try encodedJSON(badge)
        == #"{"containerAnchor":{"absoluteOffset":{"x":5,"y":-5},"edges":["top","trailing"]},"#
        + #""elementKind":"badge","itemAnchor":{"edges":["bottom"],"fractionalOffset":{}},"#
        + #""layoutSize":{"heightDimension":{"absolute":20},"widthDimension":{"absolute":20}},"zIndex":3}"#)
    let header = BoundarySupplementaryItem(
      layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), elementKind: "header",
      alignment: .top, absoluteOffset: LayoutPoint(x: 0, y: 2), pinToVisibleBounds: true, zIndex: 0)
    #expect(
      try encodedJSON(header)
        == #"{"absoluteOffset":{"y":2},"alignment":"top","elementKind":"header","#
        + #""layoutSize":{"heightDimension":{"estimated":44},"widthDimension":{"fractionalWidth":1}},"#
        + #""pinToVisibleBounds":true,"zIndex":0}"#)
    let item = LayoutItem(
      layoutSize: LayoutSize(width: .fractionalHeight(0.5), height: .fractionalWidth(0.25)),
      edgeSpacing: EdgeSpacing(leading: .flexible(0), bottom: .fixed(8)))
    #expect(
      try encodedJSON(item)
        == #"{"edgeSpacing":{"bottom":{"fixed":8},"leading":{"flexible":0}},"#
        + #""layoutSize":{"heightDimension":{"fractionalWidth":0.25},"widthDimension":{"fractionalHeight":0.5}}}"#)
    // Edge spacing with no edges is not the absence of edge spacing: it is written, as `{}`.
    #expect(
      try roundTrip(LayoutItem(layoutSize: item.layoutSize, edgeSpacing: EdgeSpacing())).edgeSpacing == EdgeSpacing())
    let repeating = LayoutGroup.vertical(
      layoutSize: item.layoutSize, repeatingSubitem: .horizontal(layoutSize: item.layoutSize, subitems: [item]),
      count: 3)
    let json = try encodedJSON(repeating)
    #expect(json.hasPrefix(#"{"vertical":{"count":3,"#) && json.contains(#""repeatingSubitem":{"horizontal":"#))
    #expect(try roundTrip(repeating) == repeating)
  }

  @Test func listsWriteEveryOptionTheLayoutFormatShows() throws {
    // LayoutFormat.md, "Lists": the list with every option, as written there.
    let documented = """
      {"list": {
        "appearance": "insetGrouped",
        "headerMode": "supplementary",
        "footerMode": "none",
        "showsSeparators": true,
        "contentInsets": {"top": 100, "leading": 10, "trailing": 10},
        "leadingSwipeActions": [
          {"title": "Copy", "backgroundColor": "systemBlue", "copy": "text"},
          {"title": "Look up", "backgroundColor": "#34C759", "link": "https://example.org/search?q={title}"}
        ],
        "trailingSwipeActions": [{"title": "Delete", "style": "destructive", "copy": "id"}]
      }}
      """
    let provider = try decodeAsTheSite(SectionLayoutProvider.self, documented)
    #expect(try roundTrip(provider) == provider)
    // The defaults (footerMode none, showsSeparators true) are left out.
    #expect(
      try encodedJSON(provider)
        == #"{"list":{"appearance":"insetGrouped","contentInsets":{"leading":10,"top":100,"trailing":10},"#
        + #""headerMode":"supplementary","leadingSwipeActions":[{"backgroundColor":"systemBlue","copy":"text","#
        + ##""title":"Copy"},{"backgroundColor":"#34C759","link":"https://example.org/search?q={title}","##
        + #""title":"Look up"}],"trailingSwipeActions":[{"copy":"id","style":"destructive","title":"Delete"}]}}"#)
    let hidden = ListConfiguration(appearance: .plain, footerMode: .supplementary, showsSeparators: false)
    #expect(
      try encodedJSON(hidden) == #"{"appearance":"plain","footerMode":"supplementary","showsSeparators":false}"#)
    #expect(try roundTrip(hidden) == hidden)
  }

  @Test func variantsShareTheObjectWithTheirLayout() throws {
    let provider = SectionLayoutProvider(
      .preset(.emojiGrid),
      variants: [
        .init(when: .init(horizontalSizeClass: .regular), use: .preset(.adaptiveGrid)),
        .init(when: .init(orientation: .landscape), use: .list(ListConfiguration(appearance: .grouped))),
        .init(when: .init(orientation: .portrait, horizontalSizeClass: .compact), use: .section(.empty)),
      ])
    let json = try encodedJSON(provider)
    #expect(
      json
        == #"{"preset":"emojiGrid","variants":[{"preset":"adaptiveGrid","when":{"horizontalSizeClass":"regular"}},"#
        + #"{"list":{"appearance":"grouped"},"when":{"orientation":"landscape"}},"#
        + #"{"section":{"group":{"vertical":{"layoutSize":{"heightDimension":{"absolute":0},"#
        + #""widthDimension":{"fractionalWidth":1}},"subitems":[{"item":{"layoutSize":{"heightDimension":"#
        + #"{"absolute":0},"widthDimension":{"fractionalWidth":1}}}}]}}},"#
        + #""when":{"horizontalSizeClass":"compact","orientation":"portrait"}}]}"#)
    #expect(try decodeAsTheSite(SectionLayoutProvider.self, json) == provider)
    // A first-item header and swipe actions, shared by the base and its variants as decoding requires.
    let action = SwipeAction(
      title: "Open", backgroundColor: .rgb(red: 0x34, green: 0xC7, blue: 0x59),
      action: .link(try LinkTemplate("https://example.org/{id}?q={text}")))
    let list = ListConfiguration(
      appearance: .insetGrouped, headerMode: .firstItemInSection, trailingSwipeActions: [action])
    var wide = list
    wide.appearance = .sidebar
    let headed = SectionLayoutProvider(
      .list(list), variants: [.init(when: .init(horizontalSizeClass: .regular), use: .list(wide))])
    #expect(try roundTrip(headed) == headed)
    #expect(
      try encodedJSON(action)
        == ##"{"backgroundColor":"#34C759","link":"https://example.org/{id}?q={text}","title":"Open"}"##)
  }

  @Test func namesAreTheDecodersNames() throws {
    #expect(try encodedJSON([LayoutDirection.leftToRight, .rightToLeft]) == #"["ltr","rtl"]"#)
    #expect(try roundTrip([LayoutDirection.leftToRight, .rightToLeft]) == [.leftToRight, .rightToLeft])
    #expect(try roundTrip(RectAlignment.allCases) == RectAlignment.allCases)
    #expect(try roundTrip(OrthogonalScrollingBehavior.allCases) == OrthogonalScrollingBehavior.allCases)
    #expect(try roundTrip(ItemField.allCases) == ItemField.allCases)
    #expect(try roundTrip(InterfaceOrientation.allCases) == InterfaceOrientation.allCases)
    #expect(try roundTrip(UserInterfaceSizeClass.allCases) == UserInterfaceSizeClass.allCases)
    #expect(try roundTrip(ListConfiguration.Appearance.allCases) == ListConfiguration.Appearance.allCases)
    #expect(try roundTrip(SwipeAction.Style.allCases) == SwipeAction.Style.allCases)
    let colors = SystemColor.systemColors + [.rgb(red: 0, green: 0x0A, blue: 0xFF)]
    #expect(try roundTrip(colors) == colors)
    #expect(try encodedJSON(SystemColor.rgb(red: 0, green: 0x0A, blue: 0xFF)) == ##""#000AFF""##)
    let edges: [RectEdge] = [[], .all, [.trailing, .top], [.bottom, .leading]]
    #expect(try roundTrip(edges) == edges)
    #expect(try encodedJSON(RectEdge.all) == #"["top","leading","bottom","trailing"]"#)
  }
}

// MARK: Cases the decoder accepts

/// `section` with the few things ``LayoutGen`` draws for the solver that the layout format
/// refuses made acceptable: its boundary kinds are drawn ones (it draws `"separator"`) and a
/// boundary item that does not extend the section is not pinned.
func decodable(_ section: LayoutSection) -> LayoutSection {
  var section = section
  for index in section.boundarySupplementaryItems.indices {
    var item = section.boundarySupplementaryItems[index]
    if !BoundarySupplementaryItem.drawnElementKinds.contains(item.elementKind) {
      item.elementKind = item.alignment == .bottom ? "footer" : "header"
    }
    if !item.extendsBoundary { item.pinToVisibleBounds = false }
    section.boundarySupplementaryItems[index] = item
  }
  return section
}

// MARK: Providers

/// Seeded random ``SectionLayoutProvider``s: a section (from ``LayoutGen``), a list with any
/// options and swipe actions, or a preset, with up to three variants that agree with the base on
/// a first-item header and swipe actions (as decoding requires). Shrinks by dropping variants.
enum ProviderGen {
  static func providers(seed: UInt64, stream: UInt64) -> Generator<SectionLayoutProvider, [SectionLayoutProvider]> {
    let counter = Mutex<UInt64>(0)
    return Generator(
      run: { _ in
        let index = counter.withLock { value in
          defer { value += 1 }
          return value
        }
        var draw = ProviderDraw(seed: seed, stream: stream, index: index)
        return draw.provider()
      },
      shrink: { provider in
        provider.variants.indices.map { index in
          var simpler = provider
          simpler.variants.remove(at: index)
          return simpler
        }
      })
  }
}

struct ProviderDraw {
  var rng: Xoshiro
  var seed: UInt64
  var stream: UInt64
  var index: UInt64
  var sections: UInt64 = 0

  init(seed: UInt64, stream: UInt64, index: UInt64) {
    rng = Xoshiro(seed: (seed, stream &* 0x9E37_79B9_7F4A_7C15, index &+ 0x2545_F491_4F6C_DD1D, 0x94D0_49BB_1331_11EB))
    for _ in 0..<8 { _ = rng.next() }
    self.seed = seed
    self.stream = stream
    self.index = index
  }

  mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
  mutating func number() -> Double { Double(int(0...96)) / 4 }

  /// A section of ``LayoutGen``'s, each from its own case of a stream of its own.
  mutating func section() -> LayoutSection {
    defer { sections += 1 }
    return decodable(LayoutGen.layoutCase(seed: seed, stream: stream &+ 1_000, index: index &* 8 &+ sections).section)
  }

  mutating func insets() -> DirectionalEdgeInsets {
    switch int(0...3) {
    case 0: .zero
    case 1: DirectionalEdgeInsets(all: number())
    default: DirectionalEdgeInsets(top: number(), leading: number(), bottom: number(), trailing: number())
    }
  }

  mutating func swipeAction() -> SwipeAction {
    let title = pick(["Copy", "Look up", "Share \"this\"", "Ξ 😀", "a/b\\c"])
    let action: SwipeAction.Action =
      chance(0.5)
      ? .copy(pick(ItemField.allCases))
      : .link(
        try! LinkTemplate(
          pick(["https://example.org/{id}", "https://e.org/search?q={title}&t={text}", "mailto:x@example.org"])))
    switch int(0...2) {
    case 0: return SwipeAction(title: title, action: action)
    case 1: return SwipeAction(title: title, style: pick(SwipeAction.Style.allCases), action: action)
    default:
      let color: SystemColor =
        chance(0.7)
        ? pick(SystemColor.systemColors)
        : .rgb(red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)))
      return SwipeAction(title: title, backgroundColor: color, action: action)
    }
  }

  /// A list; `firstItemIsHeader` and `swipeActions` (leading, trailing) are fixed when given.
  mutating func list(firstItemIsHeader: Bool?, swipeActions: [[SwipeAction]]?) -> ListConfiguration {
    let header = firstItemIsHeader ?? chance(0.2)
    let actions = swipeActions ?? (0..<2).map { _ in chance(0.3) ? (0..<int(1...2)).map { _ in swipeAction() } : [] }
    return ListConfiguration(
      appearance: pick(ListConfiguration.Appearance.allCases),
      headerMode: header ? .firstItemInSection : pick([.none, .supplementary]),
      footerMode: pick(ListConfiguration.FooterMode.allCases), showsSeparators: chance(0.7),
      contentInsets: chance(0.5) ? nil : insets(), leadingSwipeActions: actions[0], trailingSwipeActions: actions[1])
  }

  mutating func condition() -> LayoutEnvironmentCondition {
    switch int(0...4) {
    case 0: LayoutEnvironmentCondition(orientation: pick(InterfaceOrientation.allCases))
    case 1: LayoutEnvironmentCondition(horizontalSizeClass: pick(UserInterfaceSizeClass.allCases))
    case 2: LayoutEnvironmentCondition(minWidth: chance(0.5) ? pick([320, 500, 800.5]) : nil, maxWidth: 1024)
    case 3:
      LayoutEnvironmentCondition(
        minWidth: pick([0.25, 500, 800]), orientation: chance(0.5) ? pick(InterfaceOrientation.allCases) : nil)
    default:
      LayoutEnvironmentCondition(
        orientation: pick(InterfaceOrientation.allCases), horizontalSizeClass: pick(UserInterfaceSizeClass.allCases))
    }
  }

  mutating func provider() -> SectionLayoutProvider {
    let base: SectionLayoutProvider.Source
    switch int(0...2) {
    case 0: base = .section(section())
    case 1: base = .list(list(firstItemIsHeader: nil, swipeActions: nil))
    default: base = .preset(pick(LayoutPreset.allCases))
    }
    let constrained = base.firstItemIsHeader || base.swipeActions != [[], []]
    let variants = (0..<int(0...3)).map { _ -> SectionLayoutProvider.Variant in
      let source: SectionLayoutProvider.Source
      if constrained {
        source = .list(list(firstItemIsHeader: base.firstItemIsHeader, swipeActions: base.swipeActions))
      } else {
        switch int(0...2) {
        case 0: source = .section(section())
        case 1: source = .list(list(firstItemIsHeader: false, swipeActions: [[], []]))
        default: source = .preset(pick(LayoutPreset.allCases))
        }
      }
      return SectionLayoutProvider.Variant(when: condition(), use: source)
    }
    return SectionLayoutProvider(base, variants: variants)
  }
}
