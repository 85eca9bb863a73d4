import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

/// A catalog read from several emoji files, in order (site.json `"emoji": ["a.json", "b.json"]`).
@Suite struct EmojiCatalogFilesTests {
  private let seed = SourceFile(
    name: "emoji.json",
    text: """
      {"categories": [{"id": "smileys", "title": "Smileys"}],
       "emoji": [{"text": "😀", "title": "Happy", "category": "smileys"}]}
      """)

  @Test func filesMakeOneCatalogInOrder() throws {
    let more = SourceFile(
      name: "more.json",
      text: """
        {"categories": [{"id": "animals", "title": "Animals"}],
         "emoji": [{"text": "🐶", "title": "dog face", "category": "animals", "subgroup": "animal-mammal"},
                   {"text": "😃", "title": "Big eyes", "category": "smileys"}]}
        """)
    let catalog = try EmojiCatalog.load(from: [seed, more])
    #expect(catalog.categories.map(\.id) == ["smileys", "animals"])
    #expect(catalog.emoji.map(\.text) == ["😀", "🐶", "😃"])
    // An emoji may use a category another file declares.
    #expect(catalog.emoji(inCategory: "smileys").map(\.title) == ["Happy", "Big eyes"])
    #expect(catalog.files.map(\.name) == ["emoji.json", "more.json"])
    #expect((0..<3).map { catalog.file(ofEmoji: $0).name } == ["emoji.json", "more.json", "more.json"])
    #expect(catalog.file(ofCategory: 1).name == "more.json")
  }

  /// A file with no emoji of its own still counts in the order (its neighbours' emoji are found).
  @Test func anEmptyFileInTheMiddle() throws {
    let empty = SourceFile(name: "empty.json", text: #"{"categories": [], "emoji": []}"#)
    let last = SourceFile(
      name: "last.json", text: #"{"categories": [], "emoji": [{"text": "😃", "title": "B", "category": "smileys"}]}"#)
    let catalog = try EmojiCatalog.load(from: [seed, empty, last])
    #expect((0..<2).map { catalog.file(ofEmoji: $0).name } == ["emoji.json", "last.json"])
  }

  /// A category declared in two files is an error at the second, naming the first file and place;
  /// an unknown category is located in its own file, at its own index there.
  @Test func errorsNameTheirOwnFile() throws {
    let (text, markers) = TestSupport.unmarked(
      """
      {"categories": [‸{"id": "smileys", "title": "Again"}],
       "emoji": [{"text": "🐶", "title": "dog", "category": ‸"animal"}]}
      """)
    do {
      _ = try EmojiCatalog.load(from: [seed, SourceFile(name: "more.json", text: text)])
      Issue.record("expected errors")
    } catch {
      #expect(
        error.diagnostics.map(\.description) == [
          "more.json:\(markers[0].line):\(markers[0].column): error: duplicate category id \"smileys\" (at categories[0].id) [data.duplicateCategory]\n"
            + "emoji.json:1:17: note: first seen here (at categories[0].id)",
          "more.json:\(markers[1].line):\(markers[1].column): error: unknown category \"animal\" (expected one of: smileys) (at emoji[0].category) [data.unknownCategory]",
        ])
    }
  }

  /// Every file's syntax errors are reported, not only the first file's.
  @Test func everyFilesErrorsAreReported() {
    let broken = SourceFile(name: "a.json", text: #"{"categories": [], "emoji": 5}"#)
    let alsoBroken = SourceFile(name: "b.json", text: #"{"categories": []}"#)
    do {
      _ = try EmojiCatalog.load(from: [broken, alsoBroken])
      Issue.record("expected errors")
    } catch {
      #expect(error.diagnostics.map { $0.location?.file } == ["a.json", "b.json"])
    }
  }
}
