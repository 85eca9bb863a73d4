import Testing
import TrellisDiagnostics

@testable import TrellisData

/// The compact emoji storage: what goes in comes out, strings read from JSON land in the table
/// decoded, and emoji that share an identity are found.
@Suite struct EmojiTableTests {
  @Test func valuesRoundTrip() {
    let emoji = [
      Emoji(
        id: "grin", text: "😀", title: "Grinning face", category: "smileys", subgroup: "face-smiling",
        keywords: ["grin", "happy"], sourceOffset: 10, categoryOffset: 40),
      Emoji(text: "🐶", title: "", category: "animals", keywords: []),
      Emoji(text: "👩‍💻", title: "Technologist with a rather long title", category: "smileys", keywords: ["work"]),
    ]
    let table = EmojiTable(emoji)
    #expect(Array(table) == emoji)
    #expect(table.names == ["smileys", "face-smiling", "animals"])  // each name once
    #expect(table.identity(at: 0) == "grin")
    #expect(table.identity(at: 1) == "animals/🐶")
    #expect(table.title(at: 2) == "Technologist with a rather long title")
    #expect(table.category(at: 2) == "smileys")
  }

  @Test func escapedStringsAreDecodedIntoTheTable() throws {
    let catalog = try EmojiCatalog.load(
      from: SourceFile(
        name: "emoji.json",
        text: #"""
          {"categories": [{"id": "a", "title": "A"}],
           "emoji": [{"text": "\ud83d\ude00", "title": "say \"hi\"\n", "category": "a",
                      "keywords": ["x\/y", "\u00e9t\u00e9"]}]}
          """#))
    #expect(catalog.emoji[0].text == "😀")
    #expect(catalog.emoji[0].title == "say \"hi\"\n")
    #expect(catalog.emoji[0].keywords == ["x/y", "été"])
  }

  @Test func blankTextIsRejectedWhateverTheSpace() {
    for blank in [#""""#, #"" \t""#, #""\u3000""#, #""\u00a0 ""#] {
      #expect(throws: DiagnosticError.self) {
        try EmojiCatalog.load(
          from: SourceFile(
            name: "emoji.json",
            text: #"{"categories": [{"id": "a", "title": "A"}], "emoji": [{"text": "#
              + blank + #", "title": "x", "category": "a", "keywords": []}]}"#))
      }
    }
  }

  @Test func sharedIdentitiesAreGroupedInFileOrder() throws {
    let emoji = [
      Emoji(id: "x", text: "😀", title: "1", category: "a"),
      Emoji(text: "😀", title: "2", category: "a"),
      Emoji(id: "x", text: "😂", title: "3", category: "b"),
      Emoji(text: "😀", title: "4", category: "a"),
      Emoji(text: "😀", title: "5", category: "b"),  // b/😀: its own identity
      Emoji(id: "a/😀", text: "🙂", title: "6", category: "b"),  // spelled like a derived one
    ]
    let catalog = try EmojiCatalog(
      file: SourceFile(name: "emoji.json", text: ""),
      categories: [EmojiCategory(id: "a", title: "A"), EmojiCategory(id: "b", title: "B")], emoji: emoji)
    #expect(catalog.sharedIdentities == [[0, 2], [1, 3, 5]])
    let unique = try EmojiCatalog(
      file: SourceFile(name: "emoji.json", text: ""), categories: [EmojiCategory(id: "a", title: "A")],
      emoji: [Emoji(text: "😀", title: "1", category: "a"), Emoji(text: "😂", title: "2", category: "a")])
    #expect(unique.sharedIdentities.isEmpty)
  }
}
