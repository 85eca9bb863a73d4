import Foundation
import Testing
import TrellisTestSupport

/// The character whose code point is `value`, as a string (Swift refuses some in literals).
private func character(_ value: UInt32) -> String { Unicode.Scalar(value).map { String($0) } ?? "" }

/// Characters no page may hold (U+FFFE and the other non-characters, the C0 controls XML
/// forbids) are an error where the input carries them, for `check` as for `build`; they passed
/// both loaders and `check`, then failed the build with thousands of errors in the output pages.
@Suite struct PageCharactersTests {
  /// Each case: a file of the site `trellis init` writes, a piece of its text, and what replaces
  /// the piece, with `‸` where the error is; then the message.
  static let cases: [(file: String, piece: String, marked: String, message: String)] = [
    (
      "site.json", #""My Gallery""#, "\"My ‸\(character(0xFFFE))Gallery\"",
      "U+FFFE is a character that cannot appear in a page [text.characterNoPageMayHold]"
    ),
    (
      "site.json", #""My Gallery""#, #""My ‸\uFFFFGallery""#,
      #"\uFFFF is a character that cannot appear in a page (at title) [text.characterNoPageMayHold]"#
    ),
    (
      "emoji.json", #""Party popper""#, "\"Party ‸\(character(0xFDD0)) popper\"",
      "U+FDD0 is a character that cannot appear in a page [text.characterNoPageMayHold]"
    ),
    (
      "emoji.json", #""Rocket""#, #""Rock‸\ud83f\udfffet""#,
      #"\ud83f\udfff is a character that cannot appear in a page (at emoji[2].title) [text.characterNoPageMayHold]"#
    ),
    (
      "characters.json", #""Code breaker""#, "\"Code ‸\(character(0x10FFFF))\"",
      "U+10FFFF is a character that cannot appear in a page [text.characterNoPageMayHold]"
    ),
    (
      "characters.json", #""Compiler writer""#, #""Compiler‸\b writer""#,
      #"\b is a character that cannot appear in a page (at universes[0].sections[0].characters[1].job) [text.characterNoPageMayHold]"#
    ),
    (
      "Templates/cell-grid.mustache", "{{text}}", "{{text}}‸\(character(0x1FFFE))",
      "U+1FFFE is a character that cannot appear in a page [text.characterNoPageMayHold]"
    ),
    (
      "Templates/cell-grid.mustache", "{{text}}", "{{text}}\n ‸\(character(0x01))",
      "U+0001 is a character that cannot appear in a page [text.characterNoPageMayHold]"
    ),
  ]

  @Test func aCharacterNoPageMayHoldIsAnErrorWhereItIsWritten() throws {
    let root = try TestSupport.makeTemporaryDirectory()
    #expect(try TestSupport.runTrellis(["init", "site"], in: root).status == 0)
    let site = root + "/site"
    let built = try TestSupport.runTrellis(["build"], in: site)
    #expect(built.status == 0, "\(built.standardError)")
    let before = try TestSupport.files(in: site + "/Output")
    for (file, piece, marked, message) in Self.cases {
      let original = try String(contentsOfFile: site + "/" + file, encoding: .utf8)
      #expect(original.contains(piece), "\(file)")
      let edited = TestSupport.unmarked(original.replacingOccurrences(of: piece, with: marked))
      try Data(edited.text.utf8).write(to: URL(fileURLWithPath: site + "/" + file))
      let expected = "\(file):‸1: error: \(message)\n1 error\n"
      for command in ["check", "build"] {
        let result = try TestSupport.runTrellis([command], in: site)
        #expect(result.status == 1, "\(command) \(marked)")
        #expect(
          TestSupport.namingMarkers([file: edited.markers], in: result.standardError) == expected, "\(command)")
      }
      #expect(try TestSupport.files(in: site + "/Output") == before, "the previous output stays")
      try Data(original.utf8).write(to: URL(fileURLWithPath: site + "/" + file))
    }
  }
}
