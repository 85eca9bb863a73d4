import Foundation
import Testing
import TrellisData
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisSite

/// `trellis serve`'s rebuilds: what they write must be what a whole `trellis build` writes, and
/// what they tell the browser must say where every item went.
@Suite struct RebuildTests {
  private func files(in directory: String) throws -> [String: Data] {
    try TestSupport.files(in: directory)
  }

  /// Fails with the first differing file unless `output` equals a fresh `trellis build` of `site`.
  private func expectSameAsFullBuild(site: String, output: String) throws {
    let reference = try TestSupport.makeTemporaryDirectory() + "/out"
    _ = try SiteBuild(siteDirectory: site, output: reference, keepsState: false).update()
    try expectSame(output, as: reference)
  }

  /// Fails with the first differing file unless `output` holds what `reference` holds.
  private func expectSame(_ output: String, as reference: String) throws {
    let built = try files(in: reference)
    let live = try files(in: output)
    #expect(built.keys.sorted() == live.keys.sorted())
    for (path, bytes) in built where live[path] != bytes {
      Issue.record("\(path) differs from a full build")
    }
  }

  private func edit(_ path: String, _ change: (String) throws -> String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let changed = try change(text)
    #expect(changed != text, "the edit changed nothing")
    try changed.write(toFile: path, atomically: false, encoding: .utf8)
  }

  private func liveBuild() throws -> (site: String, output: String, build: SiteBuild) {
    let site = try TestSupport.siteCopy()
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    return (site, output, try SiteBuild(siteDirectory: site, output: output))
  }

  /// The first update writes what `trellis build` writes (the bundled site, built once for the
  /// test process).
  @Test func firstBuildIsTrellisBuild() throws {
    let (_, output, build) = try liveBuild()
    let update = try build.update()
    #expect(update.version == 1)
    #expect(update.pages.isEmpty)
    try expectSame(output, as: try TestSupport.bundledGallery().output)
  }

  /// The static folder is served as it is; an edit to one of its files is an input, and the
  /// rebuild writes the file again.
  @Test func staticFilesAreServedAndFollowed() throws {
    let (site, output, build) = try liveBuild()
    try FileManager.default.createDirectory(atPath: site + "/static/css", withIntermediateDirectories: true)
    try "body { color: red; }".write(toFile: site + "/static/css/site.css", atomically: false, encoding: .utf8)
    _ = try build.update()
    #expect(try String(contentsOfFile: output + "/css/site.css", encoding: .utf8) == "body { color: red; }")
    #expect(build.watchedDirectories.contains(standardizedPath(site + "/static/css")))
    let changed = standardizedPath(site + "/static/css/site.css")
    #expect(build.isInput(changed))
    try edit(site + "/static/css/site.css") { $0.replacingOccurrences(of: "red", with: "blue") }
    let update = try build.update(changedFiles: [changed])
    #expect(update.filesWritten.contains("css/site.css"))
    #expect(update.reloadsPages, "a static file may be anything a page uses: the pages reload")
    try expectSameAsFullBuild(site: site, output: output)
  }

  /// With a base URL, the served site has the sitemap and not-found page a build writes, and
  /// keeps them as pages come and go.
  @Test func aBaseURLGivesTheSameSitemapAsABuild() throws {
    let (site, output, build) = try liveBuild()
    try edit(site + "/site.json") {
      $0.replacingOccurrences(
        of: "\"title\": \"Trellis Gallery\",",
        with: "\"title\": \"Trellis Gallery\", \"baseURL\": \"https://example.org/\",")
    }
    _ = try build.update()
    #expect(FileManager.default.fileExists(atPath: output + "/404.html"))
    try expectSameAsFullBuild(site: site, output: output)
    try edit(site + "/site.json") { $0.replacingOccurrences(of: "\"id\": \"characters\"", with: "\"id\": \"people\"") }
    _ = try build.update(changedFiles: [standardizedPath(site + "/site.json")])
    #expect(
      try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8).contains("https://example.org/people.html"))
    try expectSameAsFullBuild(site: site, output: output)
  }

  /// The output deleted while serving comes back whole at the next rebuild (only the changed
  /// pages came back; `index.html` and `trellis.css` stayed missing until a restart).
  @Test func aDeletedOutputIsWrittenWholeAgain() throws {
    let (site, output, build) = try liveBuild()
    _ = try build.update()
    try FileManager.default.removeItem(atPath: output)
    try edit(site + "/emoji.json") { $0.replacingOccurrences(of: "\"title\": \"Happy\"", with: "\"title\": \"Glad\"") }
    _ = try build.update(changedFiles: [standardizedPath(site + "/emoji.json")])
    try expectSameAsFullBuild(site: site, output: output)
  }

  /// A rebuild prepared is made and checked, but not written: the output is as it was, and the
  /// pending write holds every page as it now is (what `serve` serves until it is written).
  /// Written, the output is what a whole build writes.
  @Test func aPreparedRebuildIsWrittenAfter() throws {
    let (site, output, build) = try liveBuild()
    _ = try build.update()
    let before = try files(in: output)
    try edit(site + "/site.json") {
      $0.replacingOccurrences(of: "\"title\": \"Trellis Gallery\"", with: "\"title\": \"Trellis Garden\"")
    }
    let (update, prepared) = try build.prepare(changedFiles: [standardizedPath(site + "/site.json")])
    let pending = try #require(prepared)
    #expect(try files(in: output) == before)
    #expect(update.reloadsPages)
    #expect(!pending.whole)
    func text(_ contents: PendingWrite.Contents?) -> String? {
      switch contents {
      case .page(let pieces): pieces.joined()
      case .file(.text(let text)): text
      default: nil
      }
    }
    let pages = update.filesWritten.filter { $0.hasSuffix(".html") }
    #expect(pages.count == before.keys.count { $0.hasSuffix(".html") }, "the site's title is on every page")
    for path in pages { #expect(text(pending.contents(of: path))?.contains("Trellis Garden") == true, "\(path)") }
    #expect(pending.contents(of: "no-such-page.html") == nil)
    let written = try build.write(pending, of: update)
    #expect(written.stages.last?.0 == "write")
    try expectSameAsFullBuild(site: site, output: output)
  }

  @Test func renamingAnEmojiRerendersOnlyTheSectionsShowingIt() throws {
    let (site, output, build) = try liveBuild()
    let first = try build.update()
    try edit(site + "/emoji.json") { $0.replacingOccurrences(of: "\"title\": \"Happy\"", with: "\"title\": \"Glad\"") }
    let update = try build.update(changedFiles: [standardizedPath(site + "/emoji.json")])
    #expect(update.version == 2)
    #expect(!update.reloadsPages)
    #expect(!update.stylesheetChanged)
    // 😀 is on two pages: the explorer's outline and list, the layouts page's stories and grid.
    #expect(update.pages.map(\.fileName) == ["explorer.html", "layouts.html"])
    #expect(update.sectionsRendered == 4)
    #expect(update.sectionsRendered < first.sectionsRendered)
    // And the files that name it: its own page, its neighbour's (whose "Previous" names it),
    // and the site search.
    #expect(
      update.filesWritten == [
        "explorer.html", "layouts.html", "emoji-smileys-1f600.html", "emoji-smileys-1f602.html", "search-index.js",
        "search.html",
      ])
    for page in update.pages {
      for section in page.sections where section.html != nil {
        #expect(section.html?.contains("Glad") == true)
        // Same items in the same places: each came from its own index.
        #expect(section.origins == section.origins.indices.map { SectionPatch.Origin(section: section.id, index: $0) })
      }
    }
    try expectSameAsFullBuild(site: site, output: output)
  }

  @Test func insertedRemovedAndMovedItemsHaveTheirOrigins() throws {
    let (site, output, build) = try liveBuild()
    _ = try build.update()
    let happy =
      #"{"text": "😀", "title": "Happy", "category": "smileys", "subgroup": "face-smiling", "keywords": ["happy", "grin", "smile", "face"]},"#
    let laughing =
      #"{"text": "😂", "title": "Laughing", "category": "smileys", "subgroup": "face-smiling", "keywords": ["laugh", "tears", "joy", "funny"]},"#
    let new =
      #"{"text": "🙂", "title": "Slightly smiling", "category": "smileys", "subgroup": "face-smiling", "keywords": ["smile"]},"#
    // 😂 moves before 😀, 🙂 is inserted after them, 🦊 is removed.
    try edit(site + "/emoji.json") { text in
      var text = text.replacingOccurrences(
        of: happy + "\n    " + laughing, with: laughing + "\n    " + happy + "\n    " + new)
      let fox = try #require(text.range(of: #"    {"text": "🦊""#))
      let end = try #require(text[fox.lowerBound...].firstIndex(of: "\n"))
      text.removeSubrange(fox.lowerBound...end)
      return text
    }
    let update = try build.update(changedFiles: [standardizedPath(site + "/emoji.json")])
    let explorer = try #require(update.pages.first { $0.fileName == "explorer.html" })
    // The outline lists Smileys: its parent row, then 😂 😀 🙂 🤣 (🤣 stays, shifted by one).
    let outline = try #require(explorer.sections.first { $0.id == "outline" })
    let origins = outline.origins.prefix(5).map { $0?.index }
    #expect(origins == [0, 2, 1, nil, 3])
    #expect(outline.origins.allSatisfy { $0 == nil || $0?.section == "outline" })
    // The fox is gone: no new item comes from its old place.
    let oldFox = 5  // Smileys(0) 😀 😂 🤣, Nature(4) 🦊
    #expect(!outline.origins.contains { $0?.index == oldFox })
    try expectSameAsFullBuild(site: site, output: output)
  }

  @Test func aBadEditChangesNothingUntilItIsFixed() throws {
    let (site, output, build) = try liveBuild()
    _ = try build.update()
    let before = try files(in: output)
    try edit(site + "/emoji.json") {
      $0.replacingOccurrences(of: "\"title\": \"Happy\",", with: "\"title\": \"Happy\",,")
    }
    let path = standardizedPath(site + "/emoji.json")
    let error = #expect(throws: DiagnosticError.self) { try build.update(changedFiles: [path]) }
    let location = try #require(error?.diagnostics.first?.location)
    #expect(location.file.hasSuffix("emoji.json"))
    #expect(location.line == 21)
    #expect(build.version == 1)
    #expect(try files(in: output) == before)
    // Fixed differently from before: the rebuild starts from the last good build.
    try edit(site + "/emoji.json") {
      $0.replacingOccurrences(of: "\"title\": \"Happy\",,", with: "\"title\": \"Joyful\",")
    }
    let update = try build.update(changedFiles: [path])
    #expect(update.version == 2)
    #expect(update.pages.map(\.fileName) == ["explorer.html", "layouts.html"])
    try expectSameAsFullBuild(site: site, output: output)
  }

  /// A template that writes invalid markup fails the section-wise check with the problems, and
  /// the lines, that `trellis build`'s whole-page check reports. (The full build stops at the
  /// first pages that do not validate, so it reports some of them; the live check reports every
  /// section it rebuilt.)
  @Test func invalidOutputIsFoundAtTheLinesAFullBuildReports() throws {
    let (site, _, build) = try liveBuild()
    _ = try build.update()
    let template = site + "/Templates/cell-grid.mustache"
    try FileManager.default.createDirectory(atPath: site + "/Templates", withIntermediateDirectories: true)
    // An element the schema does not know, and an id that every cell repeats.
    try #"<span class="cell-emoji" role="img" id="same" aria-label="{{title}}">{{text}}</span><font>{{title}}</font>"#
      .write(toFile: template, atomically: false, encoding: .utf8)
    let live = #expect(throws: DiagnosticError.self) {
      try build.update(changedFiles: [standardizedPath(template)])
    }
    let full = #expect(throws: DiagnosticError.self) {
      try SiteBuild(siteDirectory: site, output: try TestSupport.makeTemporaryDirectory() + "/out", keepsState: false)
        .update()
    }
    let liveProblems = try #require(live).diagnostics.map(\.description)
    let fullProblems = try #require(full).diagnostics.map(\.description)
    #expect(!liveProblems.isEmpty)
    // Both name the file in the output directory (each build has its own), notes too.
    let liveLines = liveProblems.map { $0.replacing(#/(?m)^[^:\n]*\/out\//#, with: "") }
    let fullLines = fullProblems.map { $0.replacing(#/(?m)^[^:\n]*\/out\//#, with: "") }
    #expect(!fullLines.isEmpty)
    #expect(Set(fullLines).subtracting(liveLines).sorted() == [], "reported by the full build only")
    #expect(build.version == 1)
  }

  /// The layouts page's grid becomes an emoji grid (without header and footer, which that preset
  /// has no boxes for), a layout no other section has: new CSS,
  /// one section re-rendered, no page reload.
  @Test func aNewLayoutChangesTheStylesheetAndOneSection() throws {
    let (site, output, build) = try liveBuild()
    _ = try build.update()
    try edit(site + "/site.json") {
      $0.replacingOccurrences(
        of:
          #""layout": {"preset": "adaptiveGrid"},\#n          "cell": "grid",\#n          "header": "title",\#n          "footer": "separator""#,
        with: #""layout": {"preset": "sidebarPlain"},\#n          "cell": "grid""#)
    }
    let update = try build.update(changedFiles: [standardizedPath(site + "/site.json")])
    #expect(update.stylesheetChanged)
    #expect(!update.reloadsPages)
    #expect(update.sectionsRendered == 1)
    #expect(update.pages.map(\.fileName) == ["layouts.html"])
    #expect(update.filesWritten == ["layouts.html", "trellis.css"])
    try expectSameAsFullBuild(site: site, output: output)
  }

  @Test func inputsAreTheSiteFilesOnly() throws {
    let (site, _, build) = try liveBuild()
    _ = try build.update()
    let root = standardizedPath(site)
    #expect(build.isInput(root + "/site.json"))
    #expect(build.isInput(root + "/emoji.json"))
    #expect(build.isInput(root + "/Templates/cell-grid.mustache"))
    #expect(build.isInput(root + "/images/alice.png"))
    #expect(!build.isInput(root + "/notes.txt"))
    #expect(!build.isInput(root + "/Templates/README.md"))
    #expect(build.watchedDirectories.contains(root))
  }
}
