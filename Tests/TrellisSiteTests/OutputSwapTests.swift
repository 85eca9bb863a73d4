import Foundation
import Testing

@testable import TrellisSite

/// The new site replaces the old output by an atomic exchange of the two directories where the
/// system has one (Linux, Darwin), else by two renames. Both ways are run here: the same files
/// come out, what Trellis did not write is kept, and nothing is left beside the output.
@Suite struct OutputSwapTests {
  @Test(arguments: [true, false])
  func theNewSiteReplacesTheOldOne(exchanging: Bool) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-swap-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let site = root + "/site"
    let output = root + "/out"
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    func build(_ files: [String: String]) throws {
      var staging = try OutputStaging(output: output, siteDirectory: site)
      for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        try staging.write(OutputFile(path: path, text: text))
      }
      try staging.commit(exchanging: exchanging)
    }
    try build(["index.html": "first", "old.html": "old"])
    try "mine".write(toFile: output + "/notes.txt", atomically: false, encoding: .utf8)  // not Trellis's
    try build(["index.html": "second"])
    #expect(try String(contentsOfFile: output + "/index.html", encoding: .utf8) == "second")
    #expect(!FileManager.default.fileExists(atPath: output + "/old.html"))
    #expect(try String(contentsOfFile: output + "/notes.txt", encoding: .utf8) == "mine")
    // Only the site and the output: no staging or old directory left beside them.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["out", "site"])
  }
}
