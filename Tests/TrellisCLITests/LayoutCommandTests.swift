import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// `trellis layout` prints a layout back as JSON that reads to the same layout.
@Suite struct LayoutCommandTests {
  /// Every layout fixture: the printed JSON decodes to the layout the file decodes to, and
  /// printing it again gives the same text. (A `found-` fixture, kept from the generative suite,
  /// holds its layout under `"layout"`: that layout is given alone.) The fixtures are listed
  /// when the tests are: a folder that cannot be read, or holds none, fails the test.
  @Test(arguments: try LayoutFixtures.names()) func printsWhatItReads(_ name: String) throws {
    var path = LayoutFixtures.path(name)
    let text = try LayoutFixtures.layoutText(name)
    if LayoutFixtures.isKeptCase(name) {
      path = try TestSupport.makeTemporaryDirectory() + "/" + name
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
    let original = try SectionLayoutProvider(json: text, name: name)
    let printed = try TestSupport.runTrellis(["layout", "--layout", path], in: TestSupport.repositoryRoot)
    #expect(printed.status == 0, "\(printed.standardError)")
    #expect(try SectionLayoutProvider(json: printed.standardOutput) == original)
    #expect(printed.standardOutput == original.json + "\n")
  }

  /// `--swift` prints the library's Swift for the layout, with its import, for a file or a
  /// site's section alike.
  @Test func printsSwift() throws {
    let printed = try TestSupport.runTrellis(
      ["layout", "--swift", "--layout", "Data/site.json", "--section", "list", "--page", "explorer"],
      in: TestSupport.repositoryRoot)
    #expect(printed.status == 0, "\(printed.standardError)")
    let json = try TestSupport.runTrellis(
      ["layout", "--layout", "Data/site.json", "--section", "list", "--page", "explorer"],
      in: TestSupport.repositoryRoot)
    let layout = try SectionLayoutProvider(json: json.standardOutput)
    #expect(printed.standardOutput == "import Trellis\n\n" + layout.swiftSource())
    #expect(printed.standardOutput.contains("ListConfiguration(appearance: .insetGrouped)"))
  }

  /// A section of a site: its layout as site.json declares it.
  @Test func printsASectionOfASite() throws {
    let printed = try TestSupport.runTrellis(
      ["layout", "--layout", "Data/site.json", "--section", "list", "--page", "explorer"],
      in: TestSupport.repositoryRoot)
    #expect(printed.status == 0, "\(printed.standardError)")
    let layout = try SectionLayoutProvider(json: printed.standardOutput)
    guard case .list(let list) = layout.base else {
      Issue.record("expected a list, found \(printed.standardOutput)")
      return
    }
    #expect(list.appearance == .insetGrouped)
    #expect(list.leadingSwipeActions.map(\.title) == ["Copy", "Look up"])
  }

  /// A bad layout is a located error, as in every command.
  @Test func aBadLayoutIsLocated() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    try #"{"preset": "emojiGird"}"#.write(toFile: directory + "/l.json", atomically: false, encoding: .utf8)
    let result = try TestSupport.runTrellis(["layout", "--layout", "l.json"], in: directory)
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("l.json:1:12: error: "))
    #expect(result.standardError.contains("emojiGrid"))
  }

  @Test func pollGoesWithWatch() throws {
    let result = try TestSupport.runTrellis(["build", "--poll"], in: TestSupport.repositoryRoot)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--poll goes with --watch"))
  }
}
