import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import TrellisLayout

/// `SectionLayoutProvider.swiftSource()` prints Swift that builds the same layout.
///
/// `PrintedLayouts.swift` holds the printed source of every layout fixture, every preset and 60
/// seeded generated layouts, compiled into this test target. One test checks that each compiled
/// function returns its layout; another that the file is what the printer prints today
/// (`TRELLIS_RECORD=1 swift test --filter SwiftSourceTests` writes it again), so the two cannot
/// drift apart.
@Suite struct SwiftSourceTests {
  /// Every printed function, compiled, returns the layout it was printed from.
  @Test func printedSwiftBuildsTheSameLayouts() throws {
    let expected = Dictionary(uniqueKeysWithValues: try PrintedCase.all().map { ($0.name, $0.provider) })
    #expect(PrintedLayouts.all.count == expected.count)
    #expect(PrintedLayouts.all.count >= 100)
    for (name, make) in PrintedLayouts.all {
      let provider = try #require(expected[name], "\(name) is no longer a printed case: record again")
      #expect(try make() == provider, "\(name) printed as:\n\(provider.swiftSource())")
    }
  }

  /// The compiled file is exactly what the printer prints now.
  @Test func thePrintedFileIsCurrent() throws {
    let path = TestSupport.repositoryRoot + "/Tests/TrellisLayoutTests/PrintedLayouts.swift"
    let text = PrintedCase.fileText(try PrintedCase.all())
    if TestSupport.isRecording { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
    let onDisk = try String(contentsOfFile: path, encoding: .utf8)
    #expect(onDisk == text, "the printer's output changed: run TRELLIS_RECORD=1 swift test --filter SwiftSourceTests")
  }

  /// The Emoji Explorer's Recents reads as Apple's `createLayout()` does (whose section insets are
  /// 10 all round; the preset's sides are 11, so that its cells stand at the page's margin).
  @Test func recentsReadsLikeApplesSample() {
    let expected = """
      func makeLayout() -> SectionLayoutProvider {
        var item = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)

        let group = LayoutGroup.horizontal(
          layoutSize: LayoutSize(width: .fractionalWidth(0.28), height: .fractionalHeight(0.1)),
          subitems: [item])

        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 11, bottom: 10, trailing: 11)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return SectionLayoutProvider(.section(section))
      }

      """
    let provider = SectionLayoutProvider(LayoutPreset.emojiGrid.provider.base)
    #expect(provider.swiftSource() == expected)
  }

  /// A subitem used twice is declared once; variants are local functions; a link makes the
  /// function `throws`.
  @Test func sharedSubitemsVariantsAndLinks() throws {
    let row = LayoutItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(width: .fractionalWidth(0.8), height: .estimated(132)), subitems: [row, row, row])
    var list = ListConfiguration(appearance: .insetGrouped)
    list.trailingSwipeActions = [
      SwipeAction(title: "Open", action: .link(try LinkTemplate("https://example.org/{id}")))
    ]
    let provider = SectionLayoutProvider(
      .section(LayoutSection(group: column)),
      variants: [.init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .list(list))])
    let source = provider.swiftSource()
    #expect(source.contains("subitems: [item, item, item]"))
    #expect(source.components(separatedBy: "LayoutItem(").count == 2)
    #expect(source.hasPrefix("func makeLayout() throws -> SectionLayoutProvider {\n  func base() -> LayoutSection {"))
    #expect(source.contains("  func variant1() throws -> ListConfiguration {"))
    #expect(
      source.contains(
        ".init(when: LayoutEnvironmentCondition(horizontalSizeClass: .regular), use: .list(try variant1())),"))
    #expect(source.contains("action: .link(try LinkTemplate(\"https://example.org/{id}\"))"))
  }

  /// Text is a Swift literal that cannot break out of its quotes or reorder the source.
  @Test func stringsAreEscaped() {
    let title = "say \"hi\"\\\n\u{202E}ok 😀"
    let action = SwipeAction(title: title, action: .copy(.text))
    #expect(
      SwiftSourcePrinter.swipeAction(action)
        == #"SwipeAction(title: "say \"hi\"\\\n\u{202E}ok 😀", action: .copy(.text))"#)
  }
}

/// One layout the printed file holds: its function's name and the layout it must return.
struct PrintedCase {
  var name: String
  var provider: SectionLayoutProvider

  /// The seed and stream of the generated cases (``ProviderDraw``'s).
  static let generatedSeed: UInt64 = 20_261_127
  static let generatedCount = 60

  /// The layout fixtures, the presets spelled out, and the generated layouts, in that order.
  static func all() throws -> [PrintedCase] {
    var cases: [PrintedCase] = []
    for name in try LayoutFixtures.names() {
      let provider = try LayoutFixtures.provider(name)
      let identifier = name.dropLast(".json".count).map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
      cases.append(PrintedCase(name: "fixture_" + identifier, provider: provider))
    }
    for preset in LayoutPreset.allCases {
      cases.append(PrintedCase(name: "preset_" + preset.rawValue, provider: preset.provider))
    }
    for index in 0..<generatedCount {
      var draw = ProviderDraw(seed: generatedSeed, stream: 211, index: UInt64(index))
      cases.append(PrintedCase(name: "generated_\(index)", provider: draw.provider()))
    }
    return cases
  }

  /// The Swift file: each case's printed function as a static function of `PrintedLayouts`, and
  /// the list of them all.
  static func fileText(_ cases: [PrintedCase]) -> String {
    var text = """
      // Written by SwiftSourceTests (TRELLIS_RECORD=1 swift test --filter SwiftSourceTests): the Swift
      // that SectionLayoutProvider.swiftSource() prints for every layout fixture, every preset and
      // generated layouts, compiled so that the tests can check each returns its layout. Do not edit.
      // swift-format-ignore-file

      import TrellisLayout

      enum PrintedLayouts {
        static let all: [(String, @Sendable () throws -> SectionLayoutProvider)] = [

      """
    for printed in cases {
      let call = printed.provider.needsTry ? "try \(printed.name)()" : "\(printed.name)()"
      text += "    (\"\(printed.name)\", { \(call) }),\n"
    }
    text += "  ]\n"
    for printed in cases {
      text += "\n"
      for line in printed.provider.swiftSource(functionName: printed.name).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast() {
        text += line.isEmpty ? "\n" : (line.hasPrefix("func ") ? "  static " : "  ") + line + "\n"
      }
    }
    return text + "}\n"
  }
}
