import Testing
import TrellisDiagnostics
import TrellisGallery
import TrellisTestSupport

@testable import TrellisData

/// emoji.json, read by the catalog's loader.
private let emojiJSON = MarkedInput(file: "emoji.json") {
  _ = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: $0))
}

@Suite struct EmojiCatalogLoadingTests {
  @Test func loadsTheBundledCatalog() throws {
    let catalog = try EmojiCatalog.load(from: SourceFile.read(path: TestSupport.bundledSite + "/emoji.json"))
    #expect(
      catalog.categories.map(\.id) == [
        "recents", "smileys", "nature", "food", "activities", "travel", "objects", "symbols",
      ])
    #expect(catalog.emoji(inCategory: "recents").count == 8)
    #expect(
      catalog.emoji(inCategory: "smileys").map(\.title) == ["Happy", "Laughing", "Rolling on the floor laughing"])
    #expect(catalog.emoji(inCategory: "activities")[1].text == "\u{1F6B4}\u{200D}\u{2640}\u{FE0F}")
    #expect(catalog.emoji.count == 29)
  }

  /// The Emoji Explorer sample's `Emoji` has text, title and category only: it loads as it is,
  /// with no keywords (a missing "keywords" was an error).
  @Test func theSamplesThreeFieldEmojiLoad() throws {
    let catalog = try EmojiCatalog.load(
      from: SourceFile(
        name: "emoji.json",
        text: """
          {"categories": [{"id": "smileys", "title": "Smileys"}],
           "emoji": [{"text": "😀", "title": "Happy", "category": "smileys"},
                     {"text": "😂", "title": "Laughing", "category": "smileys", "keywords": ["lol"]}]}
          """))
    #expect(catalog.emoji.map(\.keywords) == [[], ["lol"]])
    #expect(catalog.emoji.map(\.title) == ["Happy", "Laughing"])
  }

  @Test func identityIsIDOrCategoryAndText() {
    #expect(Gallery.Emoji(text: "😀", title: "Happy", category: "smileys").identity == "smileys/😀")
    #expect(Gallery.Emoji(text: "😀", title: "Happy", category: "smileys", id: "grin").identity == "grin")
  }

  @Test func missingField() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"}],
       "emoji": [‸{"text": "😀", "category": "a", "keywords": []}]}
      """,
      "missing key \"title\" (at emoji[0]) [json.missingKey]")
  }

  @Test func wrongType() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"}],
       "emoji": [{"text": "😀", "title": ‸7, "category": "a", "keywords": []}]}
      """,
      "expected a string, found a number (at emoji[0].title) [json.typeMismatch]")
    emojiJSON.expectError(
      #"{"categories": ‸{}, "emoji": []}"#, "expected an array, found an object (at categories) [json.typeMismatch]")
  }

  @Test func unknownKey() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"}],
       "emoji": [{"text": "😀", ‸"titel": "Happy", "category": "a", "keywords": []}]}
      """,
      "unknown key \"titel\"; did you mean \"title\"? (expected one of: id, text, title, category, subgroup, keywords) (at emoji[0].titel) [json.unknownKey]"
    )
  }

  @Test func duplicateKeyInAnEmoji() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"}],
       "emoji": [{"text": "😀", ‸"text": "😂", "title": "x", "category": "a", "keywords": []}]}
      """,
      "duplicate key \"text\" (at emoji[0].text) [json.duplicateKey]")
  }

  @Test func unknownCategoryIsLocatedAtTheReference() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "smileys", "title": "Smileys"}],
       "emoji": [{"text": "😀", "title": "x", "category": ‸"smiley", "keywords": []}]}
      """,
      "unknown category \"smiley\"; did you mean \"smileys\"? (expected one of: smileys) (at emoji[0].category) [data.unknownCategory]"
    )
  }

  @Test func duplicateCategoryNamesBothPlaces() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"},
                      ‸{"id": "a", "title": "B"}], "emoji": []}
      """,
      "duplicate category id \"a\" (at categories[1].id) [data.duplicateCategory]\n"
        + "emoji.json:1:17: note: first seen here (at categories[0].id)")
  }

  @Test func emptyStringsAreRejectedWhereMeaningless() {
    emojiJSON.expectError(
      """
      {"categories": [{"id": "a", "title": "A"}],
       "emoji": [{"text": ‸" ", "title": "x", "category": "a", "keywords": []}]}
      """,
      "expected a non-empty string (at emoji[0].text) [json.emptyString]")
  }

  @Test func emptyFileAndInvalidUTF8() {
    emojiJSON.expectError("‸", "the file is empty; expected a JSON value [json.emptyFile]")
    let bytes = Array(#"{"categories": [], "emoji": [{"text": ""#.utf8) + [0xFF] + Array(#""}]}"#.utf8)
    do {
      _ = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", bytes: bytes))
      Issue.record("invalid UTF-8 was accepted")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "emoji.json:1:40: error: invalid UTF-8: the file must be UTF-8 encoded [json.invalidUTF8]"
        ])
    }
  }

  @Test func missingFileIsAnErrorNotACrash() {
    #expect(throws: DiagnosticError.self) { try SourceFile.read(path: "/nonexistent/emoji.json") }
  }
}
