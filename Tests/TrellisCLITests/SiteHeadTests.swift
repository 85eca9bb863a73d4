import Foundation
import Testing
import TrellisTestSupport

/// What a site puts in its pages' `<head>` (description, base URL, Open Graph image, theme colour,
/// icons, stylesheets) and its `static/` folder, copied into the output as it is.
@Suite struct SiteHeadTests {
  /// A site made by `trellis init`, with `keys` added to its site.json after the title and
  /// `statics` written into `static/`.
  private func site(keys: String, statics: [String: String] = [:]) throws -> String {
    let root = try TestSupport.makeTemporaryDirectory()
    let made = try TestSupport.runTrellis(["init", "site"], in: root)
    #expect(made.status == 0, "\(made.standardError)")
    let directory = root + "/site"
    // The scaffold's own description and icon make way for the test's.
    let siteJSON = try String(contentsOfFile: directory + "/site.json", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("  \"description\"") && !$0.hasPrefix("  \"icons\"") }.joined(separator: "\n")
      .replacingOccurrences(of: "\"title\": \"My Gallery\",\n", with: "\"title\": \"My Gallery\",\n" + keys)
    try Data(siteJSON.utf8).write(to: URL(fileURLWithPath: directory + "/site.json"))
    try? FileManager.default.removeItem(atPath: directory + "/static")
    for (path, text) in statics {
      let file = directory + "/static/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }
    return directory
  }

  private static let favicon =
    #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>"#

  @Test func everyPageCarriesTheHeadTheSiteDeclares() throws {
    let directory = try site(
      keys: """
          "description": "Emoji & friends, \\"laid out\\".",
          "baseURL": "https://example.org/my-gallery",
          "image": "social card.svg",
          "themeColor": {"light": "#f2f2f7", "dark": "#1c1c1e"},
          "icons": ["favicon.svg", {"href": "touch.png", "rel": "apple-touch-icon", "sizes": "180x180"}],
          "stylesheets": ["css/site.css"],

        """,
      statics: [
        "favicon.svg": Self.favicon, "social card.svg": Self.favicon, "touch.png": "not checked",
        "css/site.css": "body { accent-color: #ff9500; }", "robots.txt": "User-agent: *\n",
      ])
    let built = try TestSupport.runTrellis(["build"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let crew = try String(contentsOfFile: directory + "/Output/crew.html", encoding: .utf8)
    #expect(
      crew.contains(
        """
        <link rel="stylesheet" href="trellis.css"/>
        <meta name="description" content="Characters with a progress header: the share of them that is complete."/>
        <link rel="canonical" href="https://example.org/my-gallery/crew.html"/>
        <meta property="og:type" content="website"/>
        <meta property="og:title" content="Crew"/>
        <meta property="og:site_name" content="My Gallery"/>
        <meta property="og:description" content="Characters with a progress header: the share of them that is complete."/>
        <meta property="og:url" content="https://example.org/my-gallery/crew.html"/>
        <meta property="og:image" content="https://example.org/my-gallery/social%20card.svg"/>
        <meta name="theme-color" content="#f2f2f7" media="(prefers-color-scheme: light)"/>
        <meta name="theme-color" content="#1c1c1e" media="(prefers-color-scheme: dark)"/>
        <link rel="icon" href="favicon.svg" type="image/svg+xml"/>
        <link rel="apple-touch-icon" href="touch.png" type="image/png" sizes="180x180"/>
        <link rel="stylesheet" href="css/site.css"/>
        <script src="trellis.js" defer="defer"></script>
        """), "\(crew.prefix(1500))")
    // A page without a summary has the site's description, escaped; the home page's URL is the base.
    let index = try String(contentsOfFile: directory + "/Output/index.html", encoding: .utf8)
    #expect(index.contains(#"<meta name="description" content="Emoji &amp; friends, &quot;laid out&quot;."/>"#))
    #expect(index.contains(#"<link rel="canonical" href="https://example.org/my-gallery/"/>"#))
    // An item's page is described by its item.
    let item = try String(contentsOfFile: directory + "/Output/emoji-favourites-1f600.html", encoding: .utf8)
    // The keywords joined as the language joins a list.
    #expect(item.contains(#"<meta name="description" content="😀 Grinning face: happy and smile"/>"#))
    // The static folder is copied as it is, folders and all.
    for (path, text) in [
      "favicon.svg": Self.favicon, "css/site.css": "body { accent-color: #ff9500; }", "touch.png": "not checked",
      "robots.txt": "User-agent: *\n",
    ] {
      #expect(try String(contentsOfFile: directory + "/Output/" + path, encoding: .utf8) == text, "\(path)")
    }
    let validated = try TestSupport.runTrellis(["validate", "Output"], in: directory)
    #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
  }

  /// Without a base URL there is no canonical link or Open Graph card (their URLs are absolute).
  @Test func withoutABaseURLThereIsNoCard() throws {
    let directory = try site(keys: "\"description\": \"Emoji.\",\n")
    let built = try TestSupport.runTrellis(["build"], in: directory)
    #expect(built.status == 0, "\(built.standardError)")
    let index = try String(contentsOfFile: directory + "/Output/index.html", encoding: .utf8)
    #expect(index.contains(#"<meta name="description" content="Emoji."/>"#))
    #expect(!index.contains("og:") && !index.contains("canonical"))
  }

  /// Each file the head names that static/ does not hold is an error at its place in site.json,
  /// all of them at once; the previous output stays.
  @Test func aFileTheHeadNamesMustBeInStatic() throws {
    let directory = try site(keys: "", statics: ["favicon.svg": Self.favicon])
    #expect(try TestSupport.runTrellis(["build"], in: directory).status == 0)
    let before = try String(contentsOfFile: directory + "/Output/index.html", encoding: .utf8)
    let keys = TestSupport.unmarked(
      """
        "icons": [‸"favicn.svg", {"href": ‸"../secret.png"}],
        "stylesheets": [‸"https://cdn.example.com/x.css"],

      """)
    let siteJSON = try String(contentsOfFile: directory + "/site.json", encoding: .utf8)
      .replacingOccurrences(of: "\"title\": \"My Gallery\",\n", with: "\"title\": \"My Gallery\",\n" + keys.text)
    try Data(siteJSON.utf8).write(to: URL(fileURLWithPath: directory + "/site.json"))
    let markers = keys.markers.map { (line: $0.line + 3, column: $0.column) }  // after `{`, `$schema` and the title
    let result = try TestSupport.runTrellis(["build"], in: directory)
    #expect(result.status == 1)
    #expect(
      TestSupport.namingMarkers(["site.json": markers], in: result.standardError) == """
        site.json:‸1: error: "favicn.svg" is not a file of static/; did you mean "favicon.svg"? (the image, icons and stylesheets are files of the site's static/ folder, copied into the output as they are) (at icons[0]) [site.notAStaticFile]
        site.json:‸2: error: "../secret.png" is not a path in static/; name a file of the site's static/ folder, such as "favicon.svg" (nothing is loaded from elsewhere) (at icons[1].href) [site.notAStaticPath]
        site.json:‸3: error: "https://cdn.example.com/x.css" is not a path in static/; name a file of the site's static/ folder, such as "favicon.svg" (nothing is loaded from elsewhere) (at stylesheets[0]) [site.notAStaticPath]
        3 errors

        """)
    #expect(try String(contentsOfFile: directory + "/Output/index.html", encoding: .utf8) == before)
  }

  @Test(arguments: [
    (
      ##""themeColor": ‸"#ff95","##,
      ##"error: "#ff95" is not a colour; write it as #rgb or #rrggbb (at themeColor) [site.notAColour]"##
    ),
    // Fullwidth digits are digits to Swift, not to a browser.
    (
      ##""themeColor": ‸"#ＦＦＦ","##,
      ##"error: "#ＦＦＦ" is not a colour; write it as #rgb or #rrggbb (at themeColor) [site.notAColour]"##
    ),
    (
      #""baseURL": ‸"example.org","#,
      #"error: "example.org" is not a base URL; write where the site is published, such as "https://example.org/gallery/" (at baseURL) [site.badBaseURL]"#
    ),
    (
      #""image": ‸"card.png","#,
      #"error: an Open Graph image needs the site's "baseURL" (Open Graph URLs are absolute); add one, or leave "image" out (at image) [site.imageNeedsBaseURL]"#
    ),
    (
      #""icons": [{"href": "favicon.svg", "rel": ‸"shortcut"}],"#,
      #"error: an icon's rel is "icon" or "apple-touch-icon", not "shortcut" (at icons[0].rel) [site.unknownIconRel]"#
    ),
    (
      #""icons": [{"href": "favicon.svg", "sizes": ‸"big"}],"#,
      #"error: "big" is not a list of sizes; write "180x180", "16x16 32x32" or "any" (at icons[0].sizes) [site.notASizesList]"#
    ),
    // Values the W3C checker rejects in the pages, which were taken.
    (
      #""icons": [{"href": "favicon.svg", "sizes": ‸"0x0"}],"#,
      #"error: "0x0" is not a list of sizes; write "180x180", "16x16 32x32" or "any" (at icons[0].sizes) [site.notASizesList]"#
    ),
    (
      #""icons": [{"href": "favicon.svg", "sizes": ‸"16x16 -1x-1"}],"#,
      #"error: "16x16 -1x-1" is not a list of sizes; write "180x180", "16x16 32x32" or "any" (at icons[0].sizes) [site.notASizesList]"#
    ),
    (
      #""baseURL": ‸"https://example.org:99999/","#,
      #"error: "https://example.org:99999/" has the port "99999"; a port is a number from 0 to 65535 (at baseURL) [site.badBaseURLPort]"#
    ),
    (
      #""baseURL": ‸"https://example.org:8o/","#,
      #"error: "https://example.org:8o/" has the port "8o"; a port is a number from 0 to 65535 (at baseURL) [site.badBaseURLPort]"#
    ),
    // Every canonical link would publish the password.
    (
      #""baseURL": ‸"https://user:pass@example.org/","#,
      #"error: "https://user:pass@example.org/" has a user name or password, which every page would publish in its canonical link; leave them out (at baseURL) [site.baseURLCredentials]"#
    ),
  ])
  func aBadHeadValueIsAnErrorAtIt(key: String, message: String) throws {
    let marked = TestSupport.unmarked("  " + key + "\n")
    let directory = try site(keys: marked.text, statics: ["favicon.svg": Self.favicon])
    let result = try TestSupport.runTrellis(["check"], in: directory)
    #expect(result.status == 1)
    let markers = marked.markers.map { (line: $0.line + 3, column: $0.column) }  // after `{`, `$schema` and the title
    #expect(
      TestSupport.namingMarkers(["site.json": markers], in: result.standardError)
        == "site.json:‸1: \(message)\n1 error\n")
  }

  /// A static file where Trellis writes one of its own is an error; nothing is replaced.
  @Test func aStaticFileCannotReplaceOneTrellisWrites() throws {
    let directory = try site(keys: "", statics: ["trellis.css": "body {}", "crew.html": "<p>mine</p>"])
    let result = try TestSupport.runTrellis(["build"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        error: static/crew.html: Trellis writes crew.html itself; rename the static file [output.staticFileCollides]
        error: static/trellis.css: Trellis writes trellis.css itself; rename the static file [output.staticFileCollides]
        2 errors

        """)
    #expect(!FileManager.default.fileExists(atPath: directory + "/Output"))
  }

  /// A static file where Trellis writes a folder (`assets`, which holds the pictures) or an
  /// item's page, or a static folder where it writes a file (`crew.html/`), is an error naming
  /// it, from `check` too; it failed with "File exists" and no file named.
  @Test func aStaticPathCannotStandWhereTrellisWritesAFolderOrAFile() throws {
    let directory = try site(
      keys: "", statics: ["assets": "mine", "crew.html/x": "mine", "character-crew-ada.html": "an item's page"])
    let result = try TestSupport.runTrellis(["build"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.standardError == """
        error: static/assets: Trellis writes assets itself; rename the static file [output.staticFileCollides]
        error: static/character-crew-ada.html: Trellis writes character-crew-ada.html itself; rename the static file [output.staticFileCollides]
        error: static/crew.html/x: Trellis writes crew.html itself; rename the static file [output.staticFileCollides]
        3 errors

        """)
    #expect(!FileManager.default.fileExists(atPath: directory + "/Output"))
    // `check` finds them too (it found none).
    let checked = try TestSupport.runTrellis(["check"], in: directory)
    #expect(checked.status == 1 && checked.standardError == result.standardError)
  }

  /// Only files and folders of static/ are copied. A symbolic link (here to a file outside the
  /// site) is never followed, so static/ cannot copy what the site does not hold; it, a FIFO
  /// and a name that is not UTF-8 are errors naming them (they were left out without a word).
  @Test func whatStaticCannotCopyIsNamed() throws {
    let directory = try site(keys: "", statics: ["favicon.svg": Self.favicon])
    let outside = try TestSupport.makeTemporaryDirectory() + "/secret.txt"
    try "secret".write(toFile: outside, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: directory + "/static/secret.txt", withDestinationPath: outside)
    #expect(mkfifo(directory + "/static/pipe", 0o600) == 0)
    let latin1 = (directory + "/static/caf").utf8CString.dropLast() + [CChar(bitPattern: 0xE9), 0]
    let descriptor = latin1.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    #expect(descriptor >= 0)
    close(descriptor)
    let built = try TestSupport.runTrellis(["build"], in: directory)
    #expect(built.status == 1)
    let errors = built.standardError.split(separator: "\n").map(String.init)
    #expect(
      errors.contains(
        "error: static/caf\\xE9: the name is not UTF-8 (its other bytes are shown as \\xNN), so no page can link to it; rename it [output.staticNameNotUTF8]"
      ))
    #expect(errors.contains { $0.hasPrefix("error: static/secret.txt: a symbolic link;") })
    #expect(errors.contains { $0.hasPrefix("error: static/pipe: not a file or a folder") })
    #expect(!FileManager.default.fileExists(atPath: directory + "/Output"))
    // `check` finds the same.
    let checked = try TestSupport.runTrellis(["check"], in: directory)
    #expect(checked.status == 1 && checked.standardError.contains("static/secret.txt: a symbolic link"))
  }

  /// A page template may add metas and links, but what the page loads comes from the output: a
  /// stylesheet elsewhere is an error at its line in the template; an image elsewhere, written by
  /// a cell template, fails the build at each page that shows it.
  @Test func anOverrideCannotLoadFromElsewhere() throws {
    let directory = try site(keys: "", statics: ["favicon.svg": Self.favicon])
    let page = try String(contentsOfFile: TestSupport.repositoryRoot + "/Templates/page.mustache", encoding: .utf8)
    let added =
      #"<meta name="author" content="Ada"/><link rel="icon" href="favicon.svg"/><link rel="stylesheet" href="https://cdn.example.com/x.css"/>"#
    let edited = page.replacingOccurrences(of: "{{{headHTML}}}", with: "{{{headHTML}}}\n" + added)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: directory + "/Templates/page.mustache"))
    let result = try TestSupport.runTrellis(["build"], in: directory)
    #expect(result.status == 1)
    let line = TestSupport.position(of: added, in: edited).line
    let column = added.distance(from: added.startIndex, to: added.range(of: "<link rel=\"stylesheet\"")!.lowerBound) + 1
    #expect(
      result.standardError == """
        Templates/page.mustache:\(line):\(column): error: "https://cdn.example.com/x.css" would be loaded from elsewhere: pages request nothing from other sites; put the file in the site's static/ folder [template.headLoadsFromElsewhere]
        1 error

        """)
    try FileManager.default.removeItem(atPath: directory + "/Templates/page.mustache")
    try Data(#"<img src="https://cdn.example.com/{{title}}.png" alt=""/>"#.utf8)
      .write(to: URL(fileURLWithPath: directory + "/Templates/cell-grid.mustache"))
    let cells = try TestSupport.runTrellis(["build"], in: directory)
    #expect(cells.status == 1)
    let lines = cells.standardError.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Output/emoji.html:") == true, "\(lines.prefix(2))")
    #expect(lines.dropLast().allSatisfy { $0.contains("is loaded from elsewhere: pages request nothing") })
  }
}
