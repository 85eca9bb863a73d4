import Foundation
import Testing
import TrellisTestSupport

/// Runs the real `trellis` binary, as a user would.
@Suite struct CheckCommandTests {
  @Test func checkPrintsTheBundledGallerysSummary() throws {
    let result = try TestSupport.runTrellis(["check"], in: TestSupport.repositoryRoot)
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasPrefix("Trellis Gallery (Data/site.json)\n"))
    #expect(result.standardOutput.contains("\npage explorer \"Emoji Explorer\": 4 sections, 65 items\n"))
    #expect(result.standardOutput.hasSuffix("ok: 12 pages, 77 sections, 1159 items\n"))
    let golden = try TestSupport.golden("check-bundled.txt", result.standardOutput)
    #expect(golden == result.standardOutput, "the summary changed; rerun with TRELLIS_RECORD=1 if that is intended")
  }

  @Test func checkTakesASiteDirectory() throws {
    let result = try TestSupport.runTrellis(["check", "--site", TestSupport.bundledSite])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("Trellis Gallery (\(TestSupport.bundledSite)/site.json)\n"))
  }

  /// What loading warns of, `check` prints too, and still succeeds: here, the subgroups a site in
  /// Korean shows in English.
  @Test func checkPrintsLoadingsWarnings() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    let siteJSON = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
    try siteJSON.replacingOccurrences(of: #""language": "en""#, with: #""language": "ko""#)
      .write(toFile: site + "/site.json", atomically: false, encoding: .utf8)
    let result = try TestSupport.runTrellis(["check"], in: site)
    #expect(result.status == 0)
    #expect(result.standardError.hasPrefix("site.json:"), "\(result.standardError)")
    #expect(result.standardError.contains("warning: 3 subgroups are shown with English titles made from their ids"))
    #expect(result.standardOutput.hasPrefix("My Gallery (site.json)"))
  }

  @Test func inputErrorsExitOneWithLocatedMessages() throws {
    let emoji = TestSupport.unmarked("{\"categories\": [],\n \"emoji\": [‸1]}")
    let site = try TestSupport.siteCopy(replacing: ["emoji.json": emoji.text])
    let result = try TestSupport.runTrellis(["check", "--site", "."], in: site)
    #expect(result.status == 1)
    #expect(result.standardOutput == "")
    #expect(
      TestSupport.namingMarkers(["emoji.json": emoji.markers], in: result.standardError)
        == "emoji.json:‸1: error: expected an object, found a number (at emoji[0]) [json.typeMismatch]\n1 error\n")
  }

  @Test func everyProblemIsReportedNotJustTheFirst() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [{"id": "p", "title": "P", "sections": [
        {"id": "a", "data": {"emoji": {"category": ‸"nope"}}, "layout": {"preset": "plainList"}},
        {"id": "b", "data": {"emoji": {"category": ‸"nada"}}, "layout": {"preset": "plainList"}}]}]}
      """
    let marked = TestSupport.unmarked(siteJSON)
    let site = try TestSupport.siteCopy(replacing: ["site.json": marked.text])
    let result = try TestSupport.runTrellis(["check", "--site", "."], in: site)
    #expect(result.status == 1)
    let named = TestSupport.namingMarkers(["site.json": marked.markers], in: result.standardError)
    #expect(named.hasPrefix("site.json:‸1: error: unknown category \"nope\""))
    #expect(named.contains("\nsite.json:‸2: error: unknown category \"nada\""))
    #expect(result.standardError.hasSuffix("\n2 errors\n"))
  }

  @Test func missingSiteDirectoryIsAnInputError() throws {
    let result = try TestSupport.runTrellis(["check", "--site", "no-such-dir"], in: TestSupport.repositoryRoot)
    #expect(result.status == 1)
    #expect(result.standardError == "error: no-such-dir/site.json: no such file [file.missing]\n1 error\n")
  }

  @Test func usageErrorsExitTwo() throws {
    let unknownOption = try TestSupport.runTrellis(["check", "--bogus"])
    #expect(unknownOption.status == 2)
    #expect(unknownOption.standardError.contains("Unknown option '--bogus'"))
    let unknownCommand = try TestSupport.runTrellis(["frobnicate"])
    #expect(unknownCommand.status == 2)
    let missingValue = try TestSupport.runTrellis(["check", "--site"])
    #expect(missingValue.status == 2)
  }

  @Test func helpReadsWellAndExitsZero() throws {
    let help = try TestSupport.runTrellis(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: trellis <subcommand>"))
    #expect(help.standardOutput.contains("check"))
    #expect(help.standardOutput.contains("Exit codes: 0 success, 1 input error"))
    let checkHelp = try TestSupport.runTrellis(["check", "--help"])
    #expect(checkHelp.status == 0)
    #expect(checkHelp.standardOutput.contains("--site <dir>"))
    #expect(checkHelp.standardOutput.contains("The site directory, holding site.json (default: this"))
  }
}

/// Many errors: the first hundred are printed, the rest counted, and the count is exact.
@Suite struct ManyErrorsTests {
  @Test func printingStopsAtAHundredAndTheCountStaysExact() throws {
    // 150 emoji, each in a category that does not exist.
    let count = 150
    let emoji = (0..<count).map { index in
      #"{"text": "e\#(index)", "title": "E \#(index)", "category": "nowhere\#(index)", "keywords": []}"#
    }
    let broken =
      #"{"categories": [{"id": "smileys", "title": "Smileys"}], "emoji": ["#
      + emoji.joined(separator: ",\n") + "]}"
    let site = try TestSupport.siteCopy(replacing: ["emoji.json": broken])
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = try TestSupport.runTrellis(["check", "--site", site])
    #expect(result.status == 1)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.filter { $0.contains(": error: unknown category") }.count == 100)
    #expect(lines.suffix(2) == ["… and \(count - 100) more not shown", "\(count) errors"])
  }
}
