import Foundation
import Testing
import TrellisTestSupport

private func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

private func files(in directory: String) throws -> [String: Data] {
  var result: [String: Data] = [:]
  let base = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path + "/"
  guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [:] }
  for case let path as String in enumerator {
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: base + path, isDirectory: &isDirectory)
    if !isDirectory.boolValue { result[path] = try read(base + path) }
  }
  return result
}

/// Runs the real `trellis build`, as a user would.
@Suite struct BuildCommandTests {
  /// Built twice (once for the whole test process, once here), the same files.
  @Test func buildsTheBundledGalleryDeterministically() throws {
    let (first, firstBuild) = try TestSupport.bundledGallery()
    let second = try TestSupport.makeTemporaryDirectory() + "/out"
    let secondBuild = try TestSupport.runTrellis(["build", "--output", second], in: TestSupport.repositoryRoot)
    for result in [firstBuild, secondBuild] {
      #expect(result.status == 0, "\(result.standardError)")
      // The home and search pages; the seed's five pages and the seven made from five of
      // Unicode's groups (two of them cut in two); and a page for each of the 1,024 items they show.
      #expect(result.standardOutput.hasPrefix("built 1038 pages ("))
    }
    let a = try files(in: first)
    let b = try files(in: second)
    #expect(a.keys.sorted() == b.keys.sorted())
    #expect(a == b, "two builds of the same input differ")
    for page in ["index.html", "explorer.html", "characters.html", "layouts.html", "progress.html", "empty.html"] {
      #expect(a[page] != nil, "missing \(page)")
    }
    #expect(a["trellis.css"] != nil && a["trellis.js"] != nil && a[".trellis-manifest"] != nil)
    // The one script stays small: page search, site search, copy (6,229 bytes when written).
    #expect((a["trellis.js"]?.count ?? 0) < 8192)
  }

  /// Progress lines go to standard error: every stage with `always`, none with `never`. (`auto`,
  /// the default, waits until the build has taken a second: timing, so not asserted here.)
  @Test func progressLines() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let always = try TestSupport.runTrellis(
      ["build", "--output", output, "--progress", "always"], in: TestSupport.repositoryRoot)
    #expect(always.status == 0)
    let lines = always.standardError.split(separator: "\n").filter { $0.hasPrefix("trellis: ") }
    #expect(lines.first == "trellis: loading Data/site.json…")
    #expect(lines.contains("trellis: rendering 12 pages…"))
    #expect(lines.last == "trellis: swapping the new site into \(output)…")
    let quiet = try TestSupport.runTrellis(
      ["build", "--output", output, "--progress", "never"], in: TestSupport.repositoryRoot)
    #expect(quiet.status == 0)
    #expect(!quiet.standardError.contains("trellis: "))
    let bad = try TestSupport.runTrellis(["build", "--progress", "sometimes"], in: TestSupport.repositoryRoot)
    #expect(bad.status == 2)
  }

  /// `--timings` adds a line after the summary: each stage of the build, then the CPU time spent
  /// validating, which the build spends inside its stages (so none of them holds it all).
  @Test func timingsLine() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/out"
    let result = try TestSupport.runTrellis(
      ["build", "--output", output, "--timings", "--progress", "never"], in: TestSupport.repositoryRoot)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 2 && lines[0].hasPrefix("built "), "\(result.standardOutput)")
    let stages = /timings: load (\S+), render and write (\S+), check (\S+), swap \S+; validating (\S+) of CPU/
    let figures = try #require(lines.last?.wholeMatch(of: stages), "\(result.standardOutput)")
    let (load, writing, check) = (Double(figures.1), Double(figures.2), Double(figures.3))
    let validating = Double(figures.4)
    // The bundled gallery's 1,049 files take milliseconds to validate, never nothing.
    #expect((validating ?? 0) > 1, "\(result.standardOutput)")
    #expect((load ?? 0) > 0 && (writing ?? 0) > 0 && check != nil)
    let watching = try TestSupport.runTrellis(["build", "--watch", "--timings"], in: TestSupport.repositoryRoot)
    #expect(watching.status == 2 && watching.standardError.contains("--timings goes without --watch"))
  }

  /// An error in the generated home page's card template is printed once, at the template (it
  /// was flattened into `error: …index-item.mustache:1:1: error: …`).
  @Test func aTemplateErrorInTheHomePageIsPrintedOnce() throws {
    let marked = "‸<b>{{title}}\n"
    let site = try TestSupport.siteCopy(replacing: ["Templates/cell-page.mustache": marked.replacing("‸", with: "")])
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 1)
    let position = TestSupport.position(of: "‸", in: marked)
    #expect(
      result.standardError
        == "\(site)/Templates/cell-page.mustache:\(position.line):\(position.column): error: <b> is never closed [template.elementNeverClosed]\n1 error\n"
    )
  }

  /// A cut page's pages link to each other with plain links (previous, numbers, next), the
  /// current one announced, and pass the build's checks (schema, links, reachability). The
  /// parts after the first are titled with their number, and a section that goes on from the
  /// part before says so, with its whole count.
  @Test func cutPagesLinkToEachOther() throws {
    let siteJSON = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [
        {"id": "p", "title": "P", "pageSize": 5, "sections": [
          {"id": "b", "title": "Recents", "data": {"emoji": {"category": "recents"}}, "layout": {"list": {"appearance": "plain", "headerMode": "supplementary"}},
           "header": "titleWithCount"}]}]}
      """
    let site = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 0, "\(result.standardError)")
    let second = try String(contentsOfFile: site + "/out/p-2.html", encoding: .utf8)
    #expect(
      second.contains(
        """
        <nav class="t-pagination" aria-label="Pages of P"><ul>
        <li><a href="p.html" rel="prev">Previous</a></li>
        <li><a href="p.html">1</a></li>
        <li><a href="p-2.html" aria-current="page">2</a></li>
        </ul></nav>
        """))
    // The site's navigation lists the page once, as current on each of its pages.
    #expect(second.contains(#"<a href="p.html" aria-current="page">P</a>"#))
    let first = try String(contentsOfFile: site + "/out/p.html", encoding: .utf8)
    #expect(first.contains(#"<li><a href="p-2.html" rel="next">Next</a></li>"#))
    // 8 recents: 5 and 3.
    #expect(first.contains("<title>P · T</title>") && second.contains("<title>P, 2 of 2 · T</title>"))
    #expect(second.contains(#"<h1 class="t-page-title">P, 2 of 2</h1>"#))
    #expect(first.contains(#">Recents (<span class="t-count">5 of 8</span>)</h2>"#))
    #expect(second.contains(#">Recents, continued (<span class="t-count">3 of 8</span>)</h2>"#))

    // Translated, the messages put their placeholders where the language wants them.
    let translated = siteJSON.replacing(
      #""title": "T","#,
      with: #""title": "T", "strings": {"partTitle": "{part}/{count} · {title}", "#
        + #""continuedTitle": "{title} (suite)", "countOfWhole": "{count}/{whole}"},"#)
    let french = try TestSupport.siteCopy(replacing: ["site.json": translated])
    #expect(try TestSupport.runTrellis(["build", "--site", french, "--output", french + "/out"]).status == 0)
    let secondPart = try String(contentsOfFile: french + "/out/p-2.html", encoding: .utf8)
    #expect(secondPart.contains(#"<h1 class="t-page-title">2/2 · P</h1>"#))
    #expect(secondPart.contains(#">Recents (suite) (<span class="t-count">3/8</span>)</h2>"#))
  }

  /// A translated message with a placeholder it does not have, or a brace that opens none, is an
  /// error at its key, naming the placeholders it has.
  @Test func aMessageWithAnUnknownPlaceholderIsAnError() throws {
    let siteJSON = """
      {"title": "T", "strings": {"partTitle": "{titel}, {part}/{count}", "continuedTitle": "{title"},
       "data": {"emoji": "emoji.json"}, "pages": [{"id": "p", "title": "P", "sections": []}]}
      """
    let site = try TestSupport.siteCopy(replacing: ["site.json": siteJSON])
    let result = try TestSupport.runTrellis(["check", "--site", site])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        #"error: unknown placeholder of "partTitle" "titel"; did you mean "title"? (expected one of: title, part, count) (write them in braces: {title}) (at strings.partTitle) [site.unknownStringPlaceholder]"#
      ), "\(result.standardError)")
    #expect(
      result.standardError.contains(
        #"error: "continuedTitle" has a brace that opens or closes no placeholder in "{title"; its placeholders are {title} (at strings.continuedTitle) [site.stringBraces]"#
      ), "\(result.standardError)")
  }

  @Test func hostileDataComesOutInert() throws {
    let emoji = """
      {"categories": [{"id": "recents", "title": "Recents"}],
       "emoji": [
        {"text": "😀", "title": "<script>alert(1)</script>", "category": "recents", "keywords": []},
        {"text": "😂", "title": "\\" onmouseover=\\"alert(1)", "category": "recents", "keywords": []}
      ]}
      """
    let site = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [{"id": "p", "title": "P", "sections": [
        {"id": "g", "data": {"emoji": {}}, "layout": {"preset": "emojiGrid"}, "cell": "grid"},
        {"id": "l", "data": {"emoji": {}}, "layout": {"list": {"appearance": "plain",
          "leadingSwipeActions": [{"title": "Go", "link": "https://example.org/?q={title}"}]}}, "cell": "value"}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["emoji.json": emoji, "site.json": site])
    let result = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let html = String(decoding: try read(directory + "/out/p.html"), as: UTF8.self)
    #expect(!html.contains("<script>alert(1)</script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.contains("\" onmouseover=\""))
    #expect(html.contains("&quot; onmouseover=&quot;alert(1)"))
    // In the link, the title is percent-encoded.
    #expect(html.contains("https://example.org/?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E"))
  }

  @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
    let directory = try TestSupport.smallSiteCopy()
    let good = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(good.status == 0)
    let before = try files(in: directory + "/out")
    let truncated = TestSupport.unmarked("{\"categories\": [‸")
    try Data(truncated.text.utf8).write(to: URL(fileURLWithPath: directory + "/emoji.json"))
    let bad = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(bad.status == 1)
    #expect(
      TestSupport.namingMarkers(["emoji.json": truncated.markers], in: bad.standardError).hasPrefix(
        "emoji.json:‸1: error:"))
    #expect(try files(in: directory + "/out") == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains("trellis-new") }.isEmpty)
  }

  @Test func filesTrellisDidNotWriteAreKept() throws {
    let directory = try TestSupport.smallSiteCopy()
    try FileManager.default.createDirectory(atPath: directory + "/out/notes", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: directory + "/out/notes/todo.txt"))
    for _ in 0..<2 {
      let result = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(try read(directory + "/out/notes/todo.txt") == Data("mine".utf8))
    let manifest = String(decoding: try read(directory + "/out/.trellis-manifest"), as: UTF8.self)
    #expect(manifest.contains("explorer.html\n") && !manifest.contains("todo.txt"))
  }

  @Test func refusesUnsafeOutputDirectories() throws {
    let directory = try TestSupport.siteCopy()
    for output in ["/", ".", NSHomeDirectory()] {
      let result = try TestSupport.runTrellis(["build", "--site", ".", "--output", output], in: directory)
      #expect(result.status == 1, "\(output)")
      #expect(result.standardError.contains("refusing to write the site into"), "\(output)")
    }
  }

  /// A decoration is drawn by the template of its element kind, where the site has one
  /// (`Templates/decoration-KIND.mustache`), else by `decoration`; the page marks it with its
  /// kind. A kind's template that no layout uses would draw nothing: an error at the template.
  @Test func aDecorationKindHasATemplateOfItsOwn() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let layout =
      #"{"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}, "decorationItems": [{"background": {"elementKind": "KIND", "contentInsets": 4}}]}}"#
    let sections = [("cards", "card-stack"), ("plain", "background")].map { id, kind in
      #"{"id": "\#(id)", "title": "Title of \#(id)", "data": {"emoji": {"category": "c"}}, "layout": \#(layout.replacing("KIND", with: kind))}"#
    }
    let files = [
      "site.json":
        #"{"title": "T", "data": {"emoji": "emoji.json"}, "pages": [{"id": "p", "title": "P", "sections": [\#(sections.joined(separator: ", "))]}]}"#,
      "emoji.json":
        #"{"categories": [{"id": "c", "title": "C"}], "emoji": [{"text": "😀", "title": "Grin", "category": "c", "keywords": ["grin"]}]}"#,
      "Templates/decoration-card-stack.mustache": #"<span class="stack">{{kind}} behind {{title}}</span>"#,
    ]
    for (name, text) in files {
      try FileManager.default.createDirectory(
        atPath: directory + "/" + (name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
    }
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let page = String(decoding: try read(directory + "/out/p.html"), as: UTF8.self)
    #expect(
      page.contains(
        #"<div class="t-decoration" data-kind="card-stack"><span class="stack">card-stack behind Title of cards</span></div>"#
      ))
    #expect(page.contains(#"<div class="t-decoration" data-kind="background"></div>"#))
    // The same template for a kind no layout has.
    try FileManager.default.moveItem(
      atPath: directory + "/Templates/decoration-card-stack.mustache",
      toPath: directory + "/Templates/decoration-card-stak.mustache")
    let unused = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(unused.status == 1)
    #expect(
      unused.standardError
        == "error: Templates/decoration-card-stak.mustache: no layout of the site has a decoration of element kind \"card-stak\", so this template would draw nothing; the kinds its layouts have: background, card-stack; did you mean \"card-stack\"? [template.unusedDecorationTemplate]\n1 error\n"
    )
    // The previous output stays.
    #expect(String(decoding: try read(directory + "/out/p.html"), as: UTF8.self) == page)
  }

  @Test func templateOverridesAreUsedAndCheckedForSafety() throws {
    let good = try TestSupport.smallSiteCopy(replacing: [
      "Templates/cell-grid.mustache": "<b class=\"mine\">{{title}}</b>"
    ])
    let built = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: good)
    #expect(built.status == 0, "\(built.standardError)")
    #expect(
      String(decoding: try read(good + "/out/explorer.html"), as: UTF8.self).contains("<b class=\"mine\">Rolling"))
    let onclick = TestSupport.unmarked("<b onclick=\"x('‸{{title}}')\">{{text}}</b>")
    let unsafe = try TestSupport.siteCopy(replacing: ["Templates/cell-grid.mustache": onclick.text])
    let refused = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: unsafe)
    #expect(refused.status == 1)
    // At the tag, once: `error:` is not printed twice.
    #expect(
      TestSupport.namingMarkers(["Templates/cell-grid.mustache": onclick.markers], in: refused.standardError)
        == "Templates/cell-grid.mustache:‸1: error: {{title}} is in the onclick attribute; Trellis writes no inline scripts or styles from data [template.valueInScriptOrStyleAttribute]\n1 error\n"
    )
    let broken = try TestSupport.siteCopy(replacing: ["Templates/cell-grid.mustache": "<b>\n  ok \u{FFFD}</b>"])
    try Data([0x3C, 0x62, 0x3E, 0x0A, 0x20, 0x6F, 0xFF, 0x3C, 0x2F, 0x62, 0x3E]).write(
      to: URL(fileURLWithPath: broken + "/Templates/cell-grid.mustache"))
    let invalid = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: broken)
    // The bytes above, with the marker where 0xFF stands.
    let invalidByte = TestSupport.unmarked("<b>\n o‸")
    #expect(
      TestSupport.namingMarkers(["Templates/cell-grid.mustache": invalidByte.markers], in: invalid.standardError)
        == "Templates/cell-grid.mustache:‸1: error: invalid UTF-8; a template must be UTF-8 text [template.notUTF8]\n1 error\n"
    )
    let unknown = try TestSupport.siteCopy(replacing: ["Templates/cell-gird.mustache": "x"])
    let misnamed = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: unknown)
    #expect(misnamed.status == 1)
    #expect(misnamed.standardError.contains("no template is called \"cell-gird\""))
  }
}

@Suite struct BuildImagesTests {
  @Test func siteImagesAreCopiedUnderContentHashNamesAndBrokenOnesWarn() throws {
    // Every character is given an image name, made from its name ("White Rabbit": white-rabbit).
    let characters = try TestSupport.bundledFile("characters.json").replacing(/"name": "([^"]+)",/) { match in
      let imageName = match.1.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
      return match.0 + #" "imageName": "\#(imageName)","#
    }
    let directory = try TestSupport.smallSiteCopy(replacing: ["characters.json": characters])
    try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: true)
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle cx="30" cy="30" r="30"/></svg>"#
    try Data(svg.utf8).write(to: URL(fileURLWithPath: directory + "/images/alice.svg"))
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: directory + "/images/white-rabbit.png"))
    let result = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("images/white-rabbit.png: not a picture Trellis reads"))
    #expect(result.standardError.contains("52 more images not found"))
    let assets = try FileManager.default.contentsOfDirectory(atPath: directory + "/out/assets")
    let copied = try #require(assets.first { $0.hasPrefix("alice-") && $0.hasSuffix(".svg") })
    #expect(copied.count == "alice-".count + 10 + ".svg".count)
    #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/out/assets/" + copied)) == Data(svg.utf8))
    let html = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/out/characters.html")), as: UTF8.self)
    // The unreadable picture's character gets an initials avatar, named by what it shows.
    let avatar = try #require(html.firstMatch(of: /src="assets\/(avatar-WR-[0-9a-f]{6}\.svg)" alt="White Rabbit"/)).1
    #expect(assets.contains(String(avatar)))
    #expect(html.contains("src=\"assets/\(copied)\" alt=\"Alice\" width=\"60\" height=\"60\" loading=\"lazy\""))
  }
}

@Suite struct BuildIDTests {
  @Test func sectionIDsNeverCollideWithThePagesOwn() throws {
    let site = """
      {"title": "T", "data": {"emoji": "emoji.json"}, "pages": [{"id": "p", "title": "P", "sections": [
        {"id": "main", "data": {"emoji": {"category": "recents"}}, "layout": {"preset": "plainList"}},
        {"id": "t-search-field", "data": {"emoji": {"category": "smileys"}}, "layout": {"preset": "plainList"}}]}]}
      """
    let directory = try TestSupport.siteCopy(replacing: ["site.json": site])
    let result = try TestSupport.runTrellis(["build", "--site", ".", "--output", "out"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: directory + "/out/p.html")), as: UTF8.self)
    #expect(html.components(separatedBy: "id=\"main\"").count == 2)  // the landmark only
    #expect(html.contains("id=\"section-main\""))
    #expect(html.contains("id=\"section-t-search-field\""))
  }
}

/// Inputs that are not regular files are refused at once; reading a FIFO used to wait for a
/// writer forever.
@Suite struct NonRegularInputTests {
  @Test(arguments: ["emoji.json", "site.json", "Templates/cell-grid.mustache"])
  func aFIFOIsRefusedWithoutWaiting(name: String) throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let path = site + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    let result = try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("\(name): is not a regular file (a FIFO, socket or device)"))
    #expect(!FileManager.default.fileExists(atPath: site + "/out"))
  }
}
