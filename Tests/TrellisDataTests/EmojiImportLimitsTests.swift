import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

/// `trellis import` writes only what the emoji loader accepts: what it would refuse is an error
/// at its place in the file read (or, for an emoji listed twice in a group, a warning).
@Suite struct EmojiImportLimitsTests {
  private static let head = "# group: G\n# subgroup: s\n"

  @Test func controlCharactersAndNonCharactersAreLocatedErrors() {
    emojiTestText.expectError(
      Self.head + "1F600 ; fully-qualified # 😀 E1.0 grinning‸\u{1B}[31m face\n",
      "U+001B: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
    emojiTestText.expectError(
      Self.head + "0000 ; fully-qualified # ‸\u{0} E1.0 null\n",
      "U+0000: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
    emojiTestText.expectError(
      "# group: Smileys‸\u{FFFE}\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grinning face\n",
      "U+FFFE: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
    emojiTestText.expectError(
      "# group: G\n# subgroup: a‸\u{FFFF}\n1F600 ; fully-qualified # 😀 E1.0 grinning face\n",
      "U+FFFF: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
  }

  @Test func overLongStringsAndEmojiAreLocatedErrors() {
    emojiTestText.expectError(
      "‸# group: " + String(repeating: "a", count: 70_000) + "\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 x\n",
      "the group's name is longer than 65536 bytes as JSON, the most an emoji.json's string may hold [import.stringTooLong]"
    )
    // Short in UTF-8, long as JSON: each quote is written escaped.
    emojiTestText.expectError(
      Self.head + "‸1F600 ; fully-qualified # 😀 E1.0 " + String(repeating: "\"", count: 40_000) + "\n",
      "the emoji's name is longer than 65536 bytes as JSON, the most an emoji.json's string may hold [import.stringTooLong]"
    )
    let points = Array(repeating: "1F600", count: 1_000)
    emojiTestText.expectError(
      Self.head + "‸" + points.joined(separator: " ") + " ; fully-qualified # "
        + String(repeating: "😀", count: 1_000) + " E1.0 many\n",
      "an emoji of 1000 code points: at most 16 (Unicode's longest have 10) [import.tooManyCodePoints]")
    emojiTestText.expectError(
      Self.head + "‸3000 ; fully-qualified # \u{3000} E1.0 space\n",
      "an emoji of white space only: an emoji must show something [import.blankEmoji]")
  }

  /// The same emoji twice in a group: a warning at the second line, which is left out; the
  /// catalog loads. In another group it is another emoji, and kept.
  @Test func anEmojiTwiceInAGroupIsAWarningAndTheFirstIsKept() throws {
    let text =
      Self.head + "1F600 ; fully-qualified # 😀 E1.0 grinning face\n1F603 ; fully-qualified # 😃 E1.0 big eyes\n"
      + "1F600 ; fully-qualified # 😀 E1.0 again\n# group: H\n# subgroup: t\n1F600 ; fully-qualified # 😀 E1.0 other\n"
    let list = try EmojiTestFile(SourceFile(name: "t.txt", text: text))
    #expect(list.emoji.map(\.name) == ["grinning face", "big eyes", "other"])
    #expect(
      list.warnings.map(\.description) == [
        "t.txt:5:1: warning: \"😀\" is already in the group \"G\": this line is skipped [import.duplicateEmoji]\n"
          + "t.txt:3:1: note: first seen here"
      ])
    let catalog = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: list.catalogJSON()))
    #expect(catalog.sharedIdentities.isEmpty)
    #expect(catalog.emoji.count == 3)
  }

  @Test func cldrValuesTheLoaderRefusesAreLocatedErrors() {
    annotationsXML.expectError(
      "<ldml>\n‸<annotation cp=\"😀\">face | &#27;[31m</annotation>\n",
      "U+001B in the CLDR keywords: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
    annotationsXML.expectError(
      "<ldml>\n<annotation cp=\"😀\" type=\"tts\">grin‸\u{FFFE}</annotation>\n",
      "U+FFFE: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]"
    )
    annotationsXML.expectError(
      "‸<annotation cp=\"😀\" type=\"tts\">" + String(repeating: "&quot;", count: 40_000) + "</annotation>\n",
      "the CLDR name is longer than 65536 bytes as JSON, the most an emoji.json's string may hold [import.stringTooLong]"
    )
  }

  /// Groups whose names make the same id are numbered in file order, in linear time: 2,000 of
  /// them took over ten seconds when each id was looked for in a list of the ids before it.
  @Test func groupsThatReadAlikeAreNumberedQuickly() throws {
    // `Same!`, `Same@`, … `Same+!`, …: all make `same`.
    let names = (0..<2_000).map { number in
      "Same" + String((0..<4).map { Array("!@$%^*()_+")[number / [1, 10, 100, 1_000][$0] % 10] })
    }
    let text = names.map { "# group: \($0)\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grin\n" }.joined()
    let list = try EmojiTestFile(SourceFile(name: "t.txt", text: text))
    let clock = ContinuousClock()
    let start = clock.now
    let ids = list.categoryIDs()
    let elapsed = clock.now - start
    #expect(ids == ["same"] + (2...2_000).map { "same-\($0)" })
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }

  /// Ids made alike by other means are numbered as before: the first free number after the
  /// last one given to the same id.
  @Test func idsThatReadAlikeKeepTheirNumbers() throws {
    let text = ["A", "a!", "a-2", "a?", "b", "B."].map {
      "# group: \($0)\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grin\n"
    }.joined()
    let list = try EmojiTestFile(SourceFile(name: "t.txt", text: text))
    #expect(list.categoryIDs() == ["a", "a-2", "a-2-2", "a-3", "b", "b-2"])
    // A long name makes an id of at most 64 characters (a part of a file name).
    #expect(EmojiTestFile.identifier(String(repeating: "ab ", count: 100)) == String(repeating: "ab-", count: 21) + "a")
  }

  /// a.xml, read as CLDR annotations.
  private let annotationsXML = MarkedInput(file: "a.xml") {
    var cldr = CLDRAnnotations()
    try cldr.add(SourceFile(name: "a.xml", text: $0))
  }
}
