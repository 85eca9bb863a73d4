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
