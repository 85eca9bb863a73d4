import Foundation
import PropertyBased
import Testing
import TrellisData
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisSite

/// `trellis serve` on generated data and generated edits: after every edit, the output is what a
/// whole `trellis build` writes, whichever of its shortcuts the rebuild took (an emoji read again
/// alone, item pages kept, link checks of the changed pages only); an edit that breaks the data
/// fails and leaves the output as it was.
@Suite struct RebuildGeneratedEditsTests {
  /// A page per emoji, category pages cut every three, a keyword's section (its items come and
  /// go with keyword edits), an outline, and the site search.
  static let siteJSON = #"""
    {
      "title": "Generated",
      "language": "en",
      "itemPages": true,
      "search": true,
      "data": {"emoji": "emoji.json"},
      "pages": [
        {
          "id": "emoji", "title": "Emoji", "expand": "categories", "pageSize": 3,
          "sections": [
            {"id": "g", "data": {"emoji": {}}, "layout": {"preset": "adaptiveGrid"}, "cell": "grid",
             "header": "title", "footer": "separator"}
          ]
        },
        {
          "id": "words", "title": "Words",
          "sections": [
            {"id": "cats", "title": "Cats", "data": {"emoji": {"keyword": "cat"}},
             "layout": {"preset": "adaptiveGrid"}, "cell": "grid", "header": "title",
             "footer": "separator"},
            {"id": "outline", "title": "Outline", "data": {"emojiOutline": {}},
             "layout": {"list": {"appearance": "sidebar"}}, "cell": "list"}
          ]
        }
      ]
    }
    """#

  static let cases = zip(
    Gen.int(in: 0...10_000).array(of: 5).array(of: 1...12),
    Gen.int(in: 0...10_000).array(of: 4).array(of: 1...3),
    Gen.int(in: 0...5)
  )

  @Test func everyRebuildWritesWhatABuildWrites() async {
    await propertyCheck(count: 30, input: Self.cases) { numbers, edits, layout in
      // An error thrown out of the body would not count as a failure: it is recorded here.
      do {
        try Self.edit(numbers: numbers, edits: edits, layout: layout)
      } catch {
        Issue.record(error)
      }
    }
  }

  private static func edit(numbers: [[Int]], edits: [[Int]], layout: Int) throws {
    var file = GeneratedEmojiFile(numbers: numbers, layout: layout)
    let site = try TestSupport.makeTemporaryDirectory()
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    try Self.siteJSON.write(toFile: site + "/site.json", atomically: false, encoding: .utf8)
    var text = Array(file.text.utf8)
    try Data(text).write(to: URL(fileURLWithPath: site + "/emoji.json"))
    let build = try SiteBuild(siteDirectory: site, output: output)
    _ = try build.update()
    try Self.expectSameAsFullBuild(site: site, output: output)
    let changed: Set<String> = [standardizedPath(site + "/emoji.json")]
    for edit in edits {
      let next = file.apply(edit, to: text)
      try Data(next).write(to: URL(fileURLWithPath: site + "/emoji.json"))
      let reference = try TestSupport.makeTemporaryDirectory() + "/out"
      let fails: Bool
      do {
        _ = try SiteBuild(siteDirectory: site, output: reference, keepsState: false).update()
        fails = false
      } catch {
        fails = true
      }
      if fails {
        // The rebuild fails too, and writes nothing; back to the last good file.
        let before = try Self.files(in: output)
        #expect(throws: DiagnosticError.self) { try build.update(changedFiles: changed) }
        #expect(try Self.files(in: output) == before)
        try Data(text).write(to: URL(fileURLWithPath: site + "/emoji.json"))
        _ = try build.update(changedFiles: changed)
        try Self.expectSameAsFullBuild(site: site, output: output)
        return
      }
      _ = try build.update(changedFiles: changed)
      #expect(try Self.files(in: output) == Self.files(in: reference), "\(String(decoding: next, as: UTF8.self))")
      text = next
    }
  }

  /// A title edit takes every shortcut: the emoji read again alone, the item pages kept but the
  /// three that name it, the other pages' links not checked again.
  @Test func aTitleEditRebuildsOnlyWhatShowsIt() throws {
    var file = GeneratedEmojiFile(numbers: (0..<12).map { [$0 * 7 + 1, $0, $0, $0, 3] }, layout: 1)
    let site = try TestSupport.makeTemporaryDirectory()
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    try Self.siteJSON.write(toFile: site + "/site.json", atomically: false, encoding: .utf8)
    try file.text.write(toFile: site + "/emoji.json", atomically: false, encoding: .utf8)
    let build = try SiteBuild(siteDirectory: site, output: output)
    _ = try build.update()
    file.entries[4].title = "Renamed"
    try file.text.write(toFile: site + "/emoji.json", atomically: false, encoding: .utf8)
    let update = try build.update(changedFiles: [standardizedPath(site + "/emoji.json")])
    // Emoji 4 is the second of its category (categories go round: 1, 4, 7, 10 are nature), on
    // the first of its category's pages; the outline shows it too.
    #expect(update.pages.map(\.fileName) == ["emoji-nature.html", "words.html"])
    let itemPages = update.filesWritten.filter { path in
      path.hasPrefix("emoji-") && !update.pages.contains { $0.fileName == path }
    }
    #expect(itemPages.count == 3, "its own page and its two neighbours': \(itemPages)")
    try Self.expectSameAsFullBuild(site: site, output: output)
  }

  static func files(in directory: String) throws -> [String: Data] {
    try TestSupport.files(in: directory)
  }

  static func expectSameAsFullBuild(site: String, output: String) throws {
    let reference = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(siteDirectory: site, output: reference, keepsState: false).update()
    #expect(try files(in: output) == files(in: reference))
  }
}
