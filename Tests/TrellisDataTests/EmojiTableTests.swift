import Testing
import TrellisDiagnostics
import TrellisGallery

@testable import TrellisData

/// The compact emoji storage: what goes in comes out, strings read from JSON land in the table
/// decoded, and emoji that share an identity are found.
@Suite struct EmojiTableTests {
  @Test func valuesRoundTrip() {
    let emoji = [
      Gallery.Emoji(
        text: "😀", title: "Grinning face", category: "smileys", subgroup: "face-smiling",
        keywords: ["grin", "happy"], id: "grin"),
      Gallery.Emoji(text: "🐶", title: "", category: "animals", keywords: []),
      Gallery.Emoji(text: "👩‍💻", title: "Technologist with a rather long title", category: "smileys", keywords: ["work"]),
    ]
    var table = EmojiTable()
    table.append(emoji[0], sourceOffset: 10, categoryOffset: 40)
    for item in emoji.dropFirst() { table.append(item) }
    #expect(Array(table) == emoji)
    #expect(table.sourceOffset(at: 0) == 10 && table.categoryOffset(at: 0) == 40)
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
      Gallery.Emoji(text: "😀", title: "1", category: "a", id: "x"),
      Gallery.Emoji(text: "😀", title: "2", category: "a"),
      Gallery.Emoji(text: "😂", title: "3", category: "b", id: "x"),
      Gallery.Emoji(text: "😀", title: "4", category: "a"),
      Gallery.Emoji(text: "😀", title: "5", category: "b"),  // b/😀: its own identity
      Gallery.Emoji(text: "🙂", title: "6", category: "b", id: "a/😀"),  // spelled like a derived one
    ]
    let catalog = try EmojiCatalog(
      file: SourceFile(name: "emoji.json", text: ""),
      categories: [Gallery.Category(id: "a", title: "A"), Gallery.Category(id: "b", title: "B")], emoji: emoji)
    #expect(catalog.sharedIdentities == [[0, 2], [1, 3, 5]])
    let unique = try EmojiCatalog(
      file: SourceFile(name: "emoji.json", text: ""), categories: [Gallery.Category(id: "a", title: "A")],
      emoji: [Gallery.Emoji(text: "😀", title: "1", category: "a"), Gallery.Emoji(text: "😂", title: "2", category: "a")])
    #expect(unique.sharedIdentities.isEmpty)
  }
}
