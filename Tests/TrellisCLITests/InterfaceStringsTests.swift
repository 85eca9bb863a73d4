import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisRender

/// The words Trellis writes come from site.json's `strings`: a site in another language has no
/// English left on any page or in the script.
@Suite struct InterfaceStringsTests {
  /// A site made by `trellis init` with a base URL (for 404.html) and `strings` for every key,
  /// each `⟦key⟧`.
  private func translatedSite() throws -> String {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    // Each text ⟦key⟧, with the placeholder a message needs; a counted string a form for each of
    // English's plural categories.
    let strings = InterfaceStrings.all.map { string in
      let placeholder = InterfaceStrings.requiredPlaceholders[string.key].map { " {\($0)}" } ?? ""
      guard InterfaceStrings.plurals[string.key] != nil else {
        return "\"\(string.key)\": \"⟦\(string.key)⟧\(placeholder)\""
      }
      return "\"\(string.key)\": {\"one\": \"⟦\(string.key).one⟧ {count}\", \"other\": \"⟦\(string.key)⟧ {count}\"}"
    }.joined(separator: ", ")
    let siteJSON = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
      .replacingOccurrences(
        of: "\"title\": \"My Gallery\",",
        with: "\"title\": \"My Gallery\", \"baseURL\": \"https://example.org/\", \"strings\": {\(strings)},")
    try siteJSON.write(toFile: site + "/site.json", atomically: false, encoding: .utf8)
    return site
  }

  @Test func aTranslatedSiteHasNoEnglishLeft() throws {
    let site = try translatedSite()
    let built = try TestSupport.runTrellis(["build"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    let output = site + "/Output"
    var written = ""
    for name in try FileManager.default.contentsOfDirectory(atPath: output)
    where name.hasSuffix(".html") || name.hasSuffix(".js") {
      written += try String(contentsOfFile: output + "/" + name, encoding: .utf8)
    }
    // No default appears where Trellis writes words: as a whole text, an attribute, or a word
    // before a value (the English of the init site's own data is not Trellis's).
    for string in InterfaceStrings.all {
      #expect(!written.contains(">\(string.english)<"), "\(string.key): \(string.english)")
      #expect(!written.contains("=\"\(string.english)\""), "\(string.key): \(string.english)")
      #expect(!written.contains("=\"\(string.english) "), "\(string.key): \(string.english)")
    }
    // Where each shows (those a page of this site has).
    let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(index.contains("<a class=\"t-skip\" href=\"#main\">⟦skipToContent⟧</a>"))
    #expect(index.contains("<nav aria-label=\"⟦pages⟧\">"))
    #expect(index.contains("placeholder=\"⟦searchSite⟧\""))
    let emoji = try String(contentsOfFile: output + "/emoji.html", encoding: .utf8)
    #expect(emoji.contains(">⟦searchByName⟧</label>") && emoji.contains("placeholder=\"⟦search⟧\""))
    let item = try String(contentsOfFile: output + "/emoji-favourites-1f600.html", encoding: .utf8)
    for key in ["codePoints", "keywords", "category", "copyEmoji", "allOf", "inSection", "nextItem"] {
      #expect(item.contains("⟦\(key)⟧"), "\(key)")
    }
    let crew = try String(contentsOfFile: output + "/crew.html", encoding: .utf8)
    #expect(crew.contains("aria-label=\"⟦progress⟧\"") && crew.contains(" ⟦percent⟧\""))
    let notFound = try String(contentsOfFile: output + "/404.html", encoding: .utf8)
    #expect(notFound.contains("<title>⟦pageNotFound⟧ · My Gallery</title>"))
    #expect(notFound.contains("<p>⟦noPageHere⟧</p>") && notFound.contains(">⟦goHome⟧</a>"))
    let search = try String(contentsOfFile: output + "/search.html", encoding: .utf8)
    #expect(search.contains("<title>⟦searchTitle⟧ · My Gallery</title>"))
    let script = try String(contentsOfFile: output + "/trellis.js", encoding: .utf8)
    #expect(
      script.contains(
        #"const text = {"matchCount": {"one": "⟦matchCount.one⟧ {count}", "other": "⟦matchCount⟧ {count}"}, "enterShowsAll": "⟦enterShowsAll⟧ {matches}""#
      ))
    // The home page's cards count in the forms given: the init site's pages have several items.
    #expect(index.contains("⟦itemCount⟧ "))
    let validated = try TestSupport.runTrellis(["validate", "Output"], in: site)
    #expect(validated.status == 0, "\(validated.standardOutput)\(validated.standardError)")
  }

  @Test func anUnknownOrEmptyStringIsAnErrorAtIt() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    let original = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
    for (strings, message) in [
      (#"{‸"skipToContnet": "x"}"#, #"unknown key "skipToContnet"; did you mean "skipToContent"?"#),
      (#"{"pages": ‸" "}"#, #"error: "pages" is empty; leave it out for English (at strings.pages)"#),
    ] {
      let marked = TestSupport.unmarked(strings)
      let line = "  \"strings\": " + marked.text + ",\n"
      try original.replacingOccurrences(of: "  \"language\": \"en\",\n", with: "  \"language\": \"en\",\n" + line)
        .write(toFile: site + "/site.json", atomically: false, encoding: .utf8)
      let lineNumber = TestSupport.position(of: "\"language\"", in: original).line + 1
      let column = "  \"strings\": ".count + marked.markers[0].column
      let result = try TestSupport.runTrellis(["check"], in: site)
      #expect(result.status == 1)
      #expect(result.standardError.hasPrefix("site.json:\(lineNumber):\(column): "), "\(result.standardError)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
    }
  }
}
