import Foundation
import Testing
import TrellisTestSupport

/// Runs the real `trellis validate`, as a user would.
@Suite struct ValidateCommandTests {
  @Test func theBundledGalleryIsValid() throws {
    let (output, built) = try TestSupport.bundledGallery()
    #expect(built.status == 0, "\(built.standardError)")
    let result = try TestSupport.runTrellis(["validate", output], in: TestSupport.repositoryRoot)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "ok: \(output) is valid\n")
  }

  /// An override that drops the avatar's `alt` breaks the page schema: the build validates what
  /// it writes, reports every such image at its line and column, exits 1, and leaves the
  /// previous output as it was.
  @Test func aBuildWhoseOverrideDropsARequiredAttributeFails() throws {
    let directory = try TestSupport.smallSiteCopy()
    let first = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(first.status == 0, "\(first.standardError)")
    let before = try String(contentsOfFile: directory + "/out/characters.html", encoding: .utf8)

    let override = directory + "/Templates/cell-character.mustache"
    try FileManager.default.createDirectory(
      atPath: directory + "/Templates", withIntermediateDirectories: true)
    try #"<img class="cell-avatar" src="{{image}}" width="60" height="60"/><span class="cell-title">{{title}}</span>"#
      .write(toFile: override, atomically: true, encoding: .utf8)
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 1)
    let lines = built.standardError.split(separator: "\n")
    let avatars = lines.filter { $0.hasPrefix("out/characters.html:") }
    #expect(avatars.count == 57, "\(lines.prefix(3))")  // every character's avatar, each on its line
    #expect(Set(avatars.map { $0.split(separator: ":")[1] }).count == 57)
    #expect(
      avatars.first?.hasPrefix("out/characters.html:") == true
        && avatars.first?.hasSuffix(":53: error: Element li has extra content: img [validation.schema]") == true,
      "\(avatars.first ?? "")")
    #expect(lines.allSatisfy { $0.contains(": error: ") || $0.hasPrefix("warning:") || $0.hasSuffix(" errors") })
    #expect(try String(contentsOfFile: directory + "/out/characters.html", encoding: .utf8) == before)
  }

  /// An item page template whose output does not validate stops the build at the first item
  /// page: the problem is reported once, at that page, not once for each of the site's thousand
  /// item pages, and the same whatever the build's threads did.
  @Test func aBadItemTemplateIsReportedOnceAndAtOnce() throws {
    let directory = try TestSupport.siteCopy(replacing: [
      "Templates/item-emoji.mustache": #"<article class="t-item"><blink>{{title}}</blink></article>"#
    ])
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 1)
    let lines = built.standardError.split(separator: "\n")
    let errors = lines.filter { $0.contains(": error: ") }
    #expect(errors.count == 1, "\(lines.prefix(4))")
    #expect(errors.first?.contains("Did not expect element blink there [validation.schema]") == true, "\(lines)")
    #expect(lines.last == "1 error")
    #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
    let again = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(again.standardError == built.standardError)
  }

  /// `--format json`: each problem as an object, in the text format's order (the navigation
  /// still links layouts.html, so only the index's own link dangles).
  @Test func jsonGivesEachProblemAsAnObject() throws {
    let site = try TestSupport.smallSiteCopy()
    let output = site + "/out"
    let built = try TestSupport.runTrellis(["build", "--site", site, "--output", output])
    #expect(built.status == 0, "\(built.standardError)")
    let page = output + "/index.html"
    let html = try String(contentsOfFile: page, encoding: .utf8)
    try html.replacing("<body>", with: #"<body onload="go()">"#, maxReplacements: 1)
      .replacing(#"href="layouts.html""#, with: #"href="layout.html""#, maxReplacements: 1)
      .write(toFile: page, atomically: true, encoding: .utf8)
    let json = try TestSupport.runTrellis(["validate", output, "--format", "json"], in: TestSupport.repositoryRoot)
    #expect(json.status == 1)
    let body = TestSupport.position(of: "<body>", in: html).line
    let link = TestSupport.position(of: #"href="layouts.html""#, in: html).line
    #expect(
      json.standardOutput == """
        [{"file": "\(output)/index.html", "line": \(body), "column": 1, "id": "validation.schema", "message": "Invalid attribute onload for element body"},
         {"file": "\(output)/index.html", "line": \(link), "column": 8, "id": "validation.brokenLink", "message": "href \\"layout.html\\": no file layout.html in the output"}]

        """)
    let text = try TestSupport.runTrellis(["validate", output], in: TestSupport.repositoryRoot)
    #expect(text.standardError.split(separator: "\n").count == 3)  // two problems and the count
  }

  @Test func aDirectoryThatIsNotThereIsAUsageError() throws {
    let result = try TestSupport.runTrellis(["validate", "/nonexistent/out"], in: TestSupport.repositoryRoot)
    #expect(result.status == 2)
  }
}
