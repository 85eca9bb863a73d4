import Foundation
import Testing
import TrellisTestSupport

/// Runs the real `trellis validate`, as a user would.
@Suite struct ValidateCommandTests {
  @Test func theBundledGalleryIsValid() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let built = try TestSupport.runTrellis(["build", "--output", output], in: TestSupport.repositoryRoot)
    #expect(built.status == 0, "\(built.standardError)")
    let result = try TestSupport.runTrellis(["validate", output], in: TestSupport.repositoryRoot)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "ok: \(output) is valid\n")
  }

  /// An override that drops the avatar's `alt` builds, but its pages break the page schema:
  /// every such image is reported, at its line, and the exit code is 1; `--format json` gives
  /// the same problems as objects.
  @Test func anOverrideThatDropsARequiredAttributeIsReported() throws {
    let directory = try TestSupport.siteCopy(replacing: [
      "Templates/cell-character.mustache":
        #"<img class="cell-avatar" src="{{image}}" width="60" height="60"/><span class="cell-text"><span class="cell-title">{{title}}</span></span>"#
    ])
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let result = try TestSupport.runTrellis(["validate", "out"], in: directory)
    #expect(result.status == 1)
    let lines = result.standardError.split(separator: "\n")
    // libxml2 words it by the schema's structure ("Element li has extra content: img"); what
    // matters is that every avatar is reported at its own line.
    let avatars = lines.filter { $0.hasPrefix("out/characters.html:") && $0.contains("img") }
    let avatarLines = Set(avatars.map { $0.split(separator: ":")[1] })
    #expect(avatarLines.count >= 57, "\(lines.prefix(5))")  // every character's avatar
    #expect(!avatarLines.contains("1"))
    #expect(lines.last?.hasSuffix(" errors") == true)

    let json = try TestSupport.runTrellis(["validate", "out", "--format", "json"], in: directory)
    #expect(json.status == 1)
    #expect(json.standardOutput.hasPrefix("[{\"file\": \"out/"))
    #expect(json.standardOutput.components(separatedBy: "\"message\"").count - 1 == lines.count - 1)
  }

  @Test func aDirectoryThatIsNotThereIsAUsageError() throws {
    let result = try TestSupport.runTrellis(["validate", "/nonexistent/out"], in: TestSupport.repositoryRoot)
    #expect(result.status == 2)
  }
}
