import Foundation
import PropertyBased
import Testing
import TrellisDiagnostics
import TrellisGallery
import TrellisTestSupport

@testable import TrellisData

/// A large emoji file is read in two halves at once (``EmojiCatalog/readEmojiArray(_:into:rest:halvesFrom:)``):
/// whatever the file, that must give what one pass gives, the same catalog or the same errors.
@Suite struct EmojiCatalogHalvesTests {
  /// What loading gives: the catalog's contents, or its errors as printed.
  static func outcome(_ text: [UInt8], keepingSources: Bool, halvesFrom threshold: Int) -> [String] {
    do {
      let catalog = try EmojiCatalog.load(
        from: [SourceFile(name: "emoji.json", bytes: text)], keepingSources: keepingSources, halvesFrom: threshold)
      return EmojiCatalogReloadingTests.contents(catalog)
    } catch {
      return ["failed"] + error.diagnostics.map(\.description)
    }
  }

  /// Generated files, each edited up to three times (edits may break it anywhere, the place the
  /// second half starts from included): read in halves from the first byte on, they load as in
  /// one pass, or fail with the same errors at the same places.
  @Test func halvesGiveWhatOnePassGives() async {
    await propertyCheck(count: 300, input: EmojiCatalogReloadingTests.cases) { numbers, edits, layout in
      var file = GeneratedEmojiFile(numbers: numbers, layout: layout)
      var text = Array(file.text.utf8)
      for edit in [[0, 0, 0, 0]] + edits {
        if edit != [0, 0, 0, 0] { text = file.apply(edit, to: text) }
        for keepingSources in [false, true] {
          let onePass = Self.outcome(text, keepingSources: keepingSources, halvesFrom: .max)
          let halves = Self.outcome(text, keepingSources: keepingSources, halvesFrom: 0)
          #expect(halves == onePass, "\(String(decoding: text, as: UTF8.self))")
        }
      }
    }
  }

  /// A file of several megabytes gives its bytes back as it is read (``SourceFile/dropBytes(_:)``,
  /// unless they are kept): it loads as it does with them kept, and its errors, edited in
  /// anywhere (the last emoji, the middle, the first), are at the same places, read from disk.
  @Test(arguments: [0, 1, 2, 3])
  func aLargeFileGivesItsBytesBackAndStillLocatesItsErrors(edit: Int) throws {
    let file = GeneratedEmojiFile(numbers: (0..<60_000).map { [$0 * 7 + 1, $0, $0, $0, $0] }, layout: 1)
    var text = Array(file.text.utf8)
    #expect(text.count > EmojiCatalog.halvesThreshold + (2 << 20))
    // 0: as it is; 1–3: a category no one declared in the first, middle or last emoji's place.
    if edit > 0 {
      let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let emojiLines = lines.indices.filter { lines[$0].starts(with: Array("    {".utf8)) }
      let line = [emojiLines[0], emojiLines[emojiLines.count / 2], emojiLines[emojiLines.count - 1]][edit - 1]
      let edited = String(decoding: lines[line], as: UTF8.self)
        .replacing(/"category": "[^"]*"/, with: #""category": "nowhere""#)
      var joined = lines.map(Array.init)
      joined[line] = Array(edited.utf8)
      text = Array(joined.joined(separator: [UInt8(ascii: "\n")]))
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-drop-\(UUID()).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(FileManager.default.createFile(atPath: path, contents: Data(text)))
    func load(keepingSources: Bool, halvesFrom threshold: Int) -> (outcome: [String], secondMegabyte: [UInt8]) {
      let bytes = text.withUnsafeBufferPointer { Array($0) }  // a buffer of its own, which the load may give back
      let outcome: [String]
      do {
        let catalog = try EmojiCatalog.load(
          from: [SourceFile(name: path, bytes: bytes)], keepingSources: keepingSources, halvesFrom: threshold)
        outcome = EmojiCatalogReloadingTests.contents(catalog)
      } catch {
        outcome = ["failed"] + error.diagnostics.map(\.description)
      }
      return (outcome, Array(bytes[(1 << 20)..<(2 << 20)]))
    }
    let kept = load(keepingSources: true, halvesFrom: .max)
    #expect(kept.secondMegabyte == Array(text[(1 << 20)..<(2 << 20)]))
    #expect((kept.outcome.first == "failed") == (edit > 0))
    if edit > 0 { #expect(kept.outcome.contains { $0.contains("unknown category") || $0.contains("nowhere") }) }
    for threshold in [Int.max, EmojiCatalog.halvesThreshold] {
      let given = load(keepingSources: false, halvesFrom: threshold)
      #expect(given.outcome == kept.outcome)
      #expect(given.secondMegabyte.allSatisfy { $0 == 0 }, "the second megabyte was given back")
    }
  }

  /// A file of a few hundred emoji is read in halves: the second half's table is the one joined
  /// (the guess of where it starts holds for a file written one emoji a line).
  @Test func aLargeFileIsReadInHalves() throws {
    guard EmojiCatalog.cores > 1 else { return }  // one core: one pass
    let file = GeneratedEmojiFile(numbers: (0..<400).map { [$0 * 7 + 1, $0, $0, $0, $0] }, layout: 1)
    var scanner = try JSONScanner(SourceFile(name: "emoji.json", text: file.text))
    var table = EmojiTable()
    var rest: EmojiTable?
    try scanner.beginObject()
    while let key = try scanner.nextKey() {
      if key == "emoji" {
        try scanner.beginArray()
        try EmojiCatalog.readEmojiArray(&scanner, into: &table, rest: &rest, halvesFrom: 0)
      } else {
        try scanner.skipValue()
      }
    }
    try scanner.expectEnd()
    let second = try #require(rest)
    #expect(table.count > 100 && second.count > 100 && table.count + second.count == 400)
  }
}

/// A large catalog's identities are hashed and sorted in two halves at once
/// (``EmojiCatalog/repeatedIdentityHashes(in:halvesFrom:)``): that finds the hashes one pass finds.
@Suite struct RepeatedIdentityHashesTests {
  @Test func halvesFindWhatOnePassFinds() async {
    let tables = Gen.int(in: 0...30).array(of: 2).array(of: 0...60)
    await propertyCheck(count: 300, input: tables) { choices in
      // Few texts, categories and ids: identities repeat often, within a half and across.
      let table = EmojiTable(
        choices.map { choice in
          Gallery.Emoji(
            text: ["😀", "😛", "🤣", "🪅"][choice[0] % 4], title: "t", category: ["a", "b"][choice[0] / 16],
            id: choice[1] % 3 == 0 ? "id\(choice[1] % 5)" : nil)
        })
      let onePass = EmojiCatalog.repeatedIdentityHashes(in: table, halvesFrom: .max)
      let halves = EmojiCatalog.repeatedIdentityHashes(in: table, halvesFrom: 0)
      #expect(halves == onePass)
      // And what counting the identities themselves finds.
      let counts = Dictionary(table.indices.map { (table.identity(at: $0), 1) }, uniquingKeysWith: +)
      #expect(onePass.count == counts.values.count { $0 > 1 })
    }
  }
}
