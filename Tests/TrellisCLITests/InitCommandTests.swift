import Foundation
import Testing
import TrellisTestSupport

/// `trellis init`, and how commands find their site without `--site`.
@Suite struct InitCommandTests {
  /// The site init writes builds, checks and validates at once, found from its own directory.
  @Test func initWritesASiteThatBuildsAndValidates() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    let made = try TestSupport.runTrellis(["init", "gallery"], in: root)
    #expect(made.status == 0, "\(made.standardError)")
    #expect(made.standardOutput.hasPrefix("wrote gallery/site.json, gallery/emoji.json"))
    let site = root + "/gallery"
    for file in [
      "site.json", "emoji.json", "characters.json", "Templates/cell-grid.mustache", "images/ada.svg",
      "static/favicon.svg",
    ] {
      #expect(FileManager.default.fileExists(atPath: site + "/" + file), "\(file) missing")
    }
    let checked = try TestSupport.runTrellis(["check"], in: site)
    #expect(checked.status == 0, "\(checked.standardError)")
    #expect(checked.standardOutput.hasPrefix("My Gallery (site.json)\n"))
    let built = try TestSupport.runTrellis(["build"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(built.standardError == "", "no warning: every character's picture is there")
    let validated = try TestSupport.runTrellis(["validate", "Output"], in: site)
    #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
    // The override is used, the image copied, and item pages and search are on.
    let emoji = try String(contentsOfFile: site + "/Output/emoji.html", encoding: .utf8)
    #expect(emoji.contains(#"title="Grinning face""#))
    #expect(emoji.contains(#"<link rel="icon" href="favicon.svg" type="image/svg+xml"/>"#))
    let output = try FileManager.default.contentsOfDirectory(atPath: site + "/Output")
    #expect(output.contains("search.html") && output.contains("emoji-favourites-1f600.html"))
    #expect(output.contains("favicon.svg"))
    let assets = try FileManager.default.contentsOfDirectory(atPath: site + "/Output/assets")
    #expect(assets.contains { $0.hasPrefix("ada") && $0.hasSuffix(".svg") })
  }

  /// Each data file names its schema, which init writes into `schemas/` as `trellis schema`
  /// prints it, and VS Code's settings map the files' names to the same schemas.
  @Test func initWritesTheSchemasAndNamesThem() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init"], in: root).status == 0)
    for file in ["site", "emoji", "characters", "layout"] {
      let written = try String(contentsOfFile: root + "/schemas/\(file).schema.json", encoding: .utf8)
      #expect(written == (try TestSupport.runTrellis(["schema", file])).standardOutput, "\(file)")
    }
    for file in ["site", "emoji", "characters"] {
      let data = try Data(contentsOf: URL(fileURLWithPath: root + "/\(file).json"))
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["$schema"] as? String == "./schemas/\(file).schema.json")
    }
    let settings = try Data(contentsOf: URL(fileURLWithPath: root + "/.vscode/settings.json"))
    let mappings = try #require(
      (try JSONSerialization.jsonObject(with: settings) as? [String: Any])?["json.schemas"] as? [[String: Any]])
    #expect(
      mappings.map { "\($0["fileMatch"] as? [String] ?? []) \($0["url"] as? String ?? "")" } == [
        #"["/site.json"] ./schemas/site.schema.json"#, #"["/emoji.json"] ./schemas/emoji.schema.json"#,
        #"["/characters.json"] ./schemas/characters.schema.json"#,
      ])
  }

  /// A folder's own VS Code settings are kept as they are, and do not stop init.
  @Test func initKeepsTheFoldersEditorSettings() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.createDirectory(atPath: root + "/.vscode", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/.vscode/settings.json"))
    let result = try TestSupport.runTrellis(["init"], in: root)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.standardOutput.contains(".vscode"))
    #expect(try String(contentsOfFile: root + "/.vscode/settings.json", encoding: .utf8) == "mine")
    #expect(FileManager.default.fileExists(atPath: root + "/schemas/site.schema.json"))
  }

  /// With no directory, init writes into the current one (it failed: "cannot write site.json",
  /// as the file's folder was the empty path).
  @Test func initWithoutADirectoryWritesHere() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    let result = try TestSupport.runTrellis(["init"], in: root)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: root + "/site.json"))
    #expect(FileManager.default.fileExists(atPath: root + "/images/ada.svg"))
    #expect(try TestSupport.runTrellis(["check"], in: root).status == 0)
  }

  /// When any file it would write exists, init writes nothing and names each one.
  @Test func initNeverOverwrites() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.createDirectory(atPath: root + "/images", withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/site.json"))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: root + "/images/ada.svg"))
    let result = try TestSupport.runTrellis(["init"], in: root)
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        error: site.json exists already; trellis init never overwrites a file: move it away, or name another directory [output.scaffoldWouldOverwrite]
        error: images/ada.svg exists already; trellis init never overwrites a file: move it away, or name another directory [output.scaffoldWouldOverwrite]
        2 errors

        """)
    #expect(try String(contentsOfFile: root + "/site.json", encoding: .utf8) == "{}")
    #expect(!FileManager.default.fileExists(atPath: root + "/emoji.json"))
  }

  /// A destination that is a symbolic link leading nowhere or a FIFO is in the way too: init
  /// writes nothing (it wrote seven files, then failed at the link).
  @Test func aDanglingLinkOrAFIFOIsInTheWayAndNothingIsWritten() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.createDirectory(atPath: root + "/Templates", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Templates/cell-grid.mustache", withDestinationPath: root + "/nowhere")
    try FileManager.default.createDirectory(atPath: root + "/static", withIntermediateDirectories: true)
    #expect(mkfifo(root + "/static/favicon.svg", 0o644) == 0)
    let result = try TestSupport.runTrellis(["init"], in: root)
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        error: Templates/cell-grid.mustache exists already; trellis init never overwrites a file: move it away, or name another directory [output.scaffoldWouldOverwrite]
        error: static/favicon.svg exists already; trellis init never overwrites a file: move it away, or name another directory [output.scaffoldWouldOverwrite]
        2 errors

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["Templates", "static"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Templates") == ["cell-grid.mustache"])
  }

  /// A folder init writes into that is a symbolic link to a folder elsewhere is refused by name,
  /// and nothing is written (it wrote through the link); so is a file where a folder goes.
  @Test func aLinkedFolderIsNotWrittenThrough() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    let elsewhere = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/site/static", withDestinationPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: root + "/site/Templates", withDestinationPath: elsewhere)
    try Data("a file".utf8).write(to: URL(fileURLWithPath: root + "/site/images"))
    let result = try TestSupport.runTrellis(["init", "site"], in: root)
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        error: site/Templates is a symbolic link; trellis init never writes through one into a folder elsewhere: make it a folder, or name another directory [output.scaffoldFolderIsALink]
        error: site/images is in the way; trellis init writes files into a folder there: move it away, or name another directory [output.scaffoldFolderIsNotAFolder]
        error: site/static is a symbolic link; trellis init never writes through one into a folder elsewhere: make it a folder, or name another directory [output.scaffoldFolderIsALink]
        3 errors

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: root + "/site").sorted() == ["Templates", "images", "static"])
  }

  /// Without --site and without a site.json here, a command says what to do.
  @Test func withoutASiteCommandsSayWhatToDo() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    for command in ["build", "check", "serve"] {
      let result = try TestSupport.runTrellis([command], in: root)
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "error: no site.json in this directory (nor Data/site.json): make a site with `trellis init`, or name one with --site DIR [cli.noSite]\n1 error\n"
      )
    }
  }
}
