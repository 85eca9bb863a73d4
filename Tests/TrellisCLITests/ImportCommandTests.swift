import Foundation
import Testing
import TrellisTestSupport

/// Runs the real `trellis import`, as a user would.
@Suite struct ImportCommandTests {
  @Test func importsTheListWithCLDRKeywords() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let output = directory + "/emoji.json"
    let result = try TestSupport.runTrellis([
      "import", TestSupport.fixture("import/emoji-test.txt"), "--annotations",
      TestSupport.fixture("import/annotations.xml"), "--output", output,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "imported 6 emoji in 3 categories, 6 with CLDR keywords into \(output)\n")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      text.contains(
        #"{"text": "😀", "title": "grinning face", "category": "smileys-emotion", "subgroup": "face-smiling", "keywords": ["face", "grin", "grinning face"]}"#
      ))
  }

  /// The Unicode example from Debian's files (which the set-up installs): a page per group made
  /// from one declaration, a section per subgroup, every page validated by the build.
  @Test func buildsTheUnicodeExample() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: TestSupport.repositoryRoot + "/Examples/unicode/site.json", toPath: directory + "/site.json")
    let imported = try TestSupport.runTrellis([
      "import", "--annotations", "/usr/share/unicode/cldr/common/annotations/en.xml", "--annotations",
      "/usr/share/unicode/cldr/common/annotationsDerived/en.xml", "--output", directory + "/emoji.json",
    ])
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.hasPrefix("imported 3655 emoji in 9 categories, 3624 with CLDR keywords"))
    let built = try TestSupport.runTrellis(["build", "--site", directory, "--output", directory + "/out"])
    #expect(built.status == 0, "\(built.standardError)")
    #expect(built.standardOutput.hasPrefix("built 16 pages"))
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory + "/out").filter { $0.hasSuffix(".html") }
    #expect(pages.sorted().prefix(3) == ["cats.html", "emoji-activities.html", "emoji-animals-nature.html"])
  }

  /// A file that is not the list: a located error, exit 1, and the previous emoji.json intact.
  @Test func aWrongFileLeavesThePreviousCatalog() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let output = directory + "/emoji.json"
    try "previous".write(toFile: output, atomically: true, encoding: .utf8)
    let result = try TestSupport.runTrellis([
      "import", TestSupport.fixture("site/site.json"), "--output", output,
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        TestSupport.fixture("site/site.json") + ":1:1: error: not a line of Unicode's emoji-test.txt"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["emoji.json"])
  }
}
