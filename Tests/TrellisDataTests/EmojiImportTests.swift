import Foundation
import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

/// `trellis import`: Unicode's emoji-test.txt and CLDR's annotations as an emoji.json.
@Suite struct EmojiImportTests {
  private let fixture = TestSupport.fixture("import/emoji-test.txt")
  private let annotations = TestSupport.fixture("import/annotations.xml")

  @Test func readsTheFullyQualifiedEmojiByGroupAndSubgroup() throws {
    let list = try EmojiTestFile(SourceFile.read(path: fixture))
    // Component holds no fully-qualified emoji, so it is no category.
    #expect(list.groups.map(\.name) == ["Smileys & Emotion", "People & Body", "Symbols"])
    #expect(list.emoji.map(\.text) == ["😀", "😃", "☺️", "👋", "👋🏻", "#️⃣"])
    #expect(
      list.emoji.map(\.subgroup) == [
        "face-smiling", "face-smiling", "face-affection", "hand-fingers-open", "hand-fingers-open", "keycap",
      ])
    #expect(list.emoji[4].name == "waving hand: light skin tone")
  }

  /// The catalog loads as an emoji.json, with CLDR's names and keywords (looked up without
  /// U+FE0F, as CLDR keys them).
  @Test func theCatalogLoadsWithCLDRNamesAndKeywords() throws {
    let list = try EmojiTestFile(SourceFile.read(path: fixture))
    var cldr = CLDRAnnotations()
    try cldr.add(SourceFile.read(path: annotations))
    #expect(cldr.names["&"] == "ampersand")
    let catalog = try EmojiCatalog.load(
      from: SourceFile(name: "emoji.json", text: list.catalogJSON(annotations: cldr)))
    #expect(catalog.categories.map(\.id) == ["smileys-emotion", "people-body", "symbols"])
    #expect(catalog.categories.map(\.title) == ["Smileys & Emotion", "People & Body", "Symbols"])
    #expect(
      catalog.emoji.map(\.title) == [
        "grinning face", "grinning face with big eyes", "smiling face", "waving hand",
        "waving hand: light skin tone", "keycap: #",
      ])
    #expect(catalog.emoji[2].keywords == ["face", "outlined", "relaxed", "smile", "smiling face"])
    #expect(catalog.emoji[5].keywords == ["keycap"])
    #expect(catalog.emoji[4].subgroup == "hand-fingers-open")
    // Without annotations: emoji-test's own names, no keywords.
    let plain = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: list.catalogJSON()))
    #expect(plain.emoji.allSatisfy { $0.keywords.isEmpty })
    #expect(list.catalogJSON(annotations: cldr) == list.catalogJSON(annotations: cldr))
  }

  /// Debian's whole list (unicode-data, which the set-up installs): Unicode 15.0's 3,655 emoji.
  @Test func readsUnicodesWholeList() throws {
    let list = try EmojiTestFile(SourceFile.read(path: "/usr/share/unicode/emoji/emoji-test.txt"))
    #expect(list.emoji.count == 3655)
    #expect(list.groups.count == 9)
    #expect(Set(list.emoji.map(\.subgroup)).count == 99)
  }

  /// Another file is refused at its first line that does not fit, and nothing is read from it.
  @Test func aFileThatIsNotTheListIsALocatedError() {
    emojiTestText.expectError(
      "# group: Smileys & Emotion\n# subgroup: face-smiling\n‸{\"emoji\": []}\n",
      "not a line of Unicode's emoji-test.txt: expected code points, a status and a comment, as in \"1F600 ; fully-qualified # 😀 E1.0 grinning face\" [import.notAnEmojiTestLine]"
    )
    emojiTestText.expectError(
      "‸1F600 ; fully-qualified # 😀 E1.0 grinning face\n",
      "an emoji before any \"# group:\" and \"# subgroup:\" header [import.emojiBeforeGroup]"
    )
    emojiTestText.expectError(
      "‸# just a comment\n",
      "not Unicode's emoji-test.txt: it has no \"# group:\" header with fully-qualified emoji under it [import.notAnEmojiTestFile]"
    )
    // Code points that do not spell the emoji.
    emojiTestText.expectError(
      "# group: G\n# subgroup: s\n‸1F601 ; fully-qualified # 😀 E1.0 grinning face\n",
      "not a line of Unicode's emoji-test.txt: expected code points, a status and a comment, as in \"1F600 ; fully-qualified # 😀 E1.0 grinning face\" [import.notAnEmojiTestLine]"
    )
  }

  @Test func aFileThatIsNotAnnotationsIsALocatedError() throws {
    var cldr = CLDRAnnotations()
    #expect {
      try cldr.add(SourceFile(name: "a.xml", text: "<ldml></ldml>\n"))
    } throws: { error in
      (error as? DiagnosticError)?.description
        == "a.xml:1:1: error: not a CLDR annotations file: it holds no <annotation cp=\"…\"> line [import.notAnAnnotationsFile]"
    }
    #expect {
      try cldr.add(SourceFile(name: "a.xml", text: "<x/>\n<annotation cp=\"a\">b &nbsp; c</annotation>\n"))
    } throws: { error in
      (error as? DiagnosticError)?.description
        == "a.xml:2:1: error: not a CLDR annotation: expected <annotation cp=\"…\">…</annotation> on one line [import.notAnAnnotationLine]"
    }
  }
}

/// `trellis import --group`: only the groups named, by name or by category id.
@Suite struct EmojiImportGroupTests {
  private let fixture = TestSupport.fixture("import/emoji-test.txt")

  @Test func keepsTheGroupsNamedInFileOrder() throws {
    let list = try EmojiTestFile(SourceFile.read(path: fixture)).keepingGroups(["symbols", "Smileys & Emotion"])
    #expect(list.groups.map(\.name) == ["Smileys & Emotion", "Symbols"])
    #expect(list.emoji.map(\.text) == ["😀", "😃", "☺️", "#️⃣"])
    #expect(list.emoji.map(\.group) == [0, 0, 0, 1])
    let catalog = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: list.catalogJSON()))
    #expect(catalog.categories.map(\.id) == ["smileys-emotion", "symbols"])
  }

  @Test func anUnknownGroupListsTheGroups() throws {
    let list = try EmojiTestFile(SourceFile.read(path: fixture))
    #expect {
      try list.keepingGroups(["Smileys", "Symbols"])
    } throws: { error in
      (error as? DiagnosticError)?.description
        == "error: unknown group \"Smileys\" (expected one of: Smileys & Emotion, People & Body, Symbols) (at --group) [import.unknownGroup]"
    }
  }
}
