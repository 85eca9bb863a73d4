import PropertyBased
import Testing
import TrellisDiagnostics
import TrellisTestSupport

@testable import TrellisData

/// `trellis serve` reads again only the emoji an edit touched (``EmojiCatalog/reloading(_:)``).
/// Whatever the edit, the catalog it gives must be the one a full load gives, or none at all.
@Suite struct EmojiCatalogReloadingTests {
  /// Everything a catalog tells, in one comparable value.
  static func contents(_ catalog: EmojiCatalog) -> [String] {
    var lines = catalog.categories.indices.map {
      "category \(catalog.categories[$0].id) \(catalog.categories[$0].title) @\(catalog.categoryOffsets[$0])"
    }
    lines += catalog.emoji.indices.map {
      "\(catalog.emoji[$0]) @\(catalog.emoji.sourceOffset(at: $0)) @\(catalog.emoji.categoryOffset(at: $0))"
    }
    lines += catalog.categories.map { "\($0.id): \(catalog.indices(inCategory: $0.id))" }
    lines.append("shared: \(catalog.sharedIdentities)")
    lines += catalog.emoji.indices.map { "\($0) in \(catalog.categoryIndexOfEmoji[$0])" }
    return lines
  }

  static let cases = zip(
    Gen.int(in: 0...10_000).array(of: 5).array(of: 0...14),
    Gen.int(in: 0...10_000).array(of: 4).array(of: 1...4),
    Gen.int(in: 0...5)
  )

  /// Reloading agrees with a full load of the new file, edit after edit: it gives the same
  /// catalog, or nil (then the full load runs, and reports any problem).
  @Test func reloadingGivesWhatAFullLoadGives() async {
    await propertyCheck(count: 400, input: Self.cases) { numbers, edits, layout in
      var file = GeneratedEmojiFile(numbers: numbers, layout: layout)
      var text = Array(file.text.utf8)
      guard
        var catalog = try? EmojiCatalog.load(from: [SourceFile(name: "emoji.json", bytes: text)], keepingSources: true)
      else {
        Issue.record("the generated file does not load")
        return
      }
      for edit in edits {
        // A title edit before the last emoji must be read in part (when the file is the one the
        // entries describe: after a byte edit, writing them again undoes it).
        let count = file.entries.count
        let readsInPart =
          edit[0] % 13 <= 2 && count > 1 && edit[1] % count < count - 1 && text == Array(file.text.utf8)
        let next = file.apply(edit, to: text)
        let source = SourceFile(name: "emoji.json", bytes: next)
        let full = try? EmojiCatalog.load(from: [source], keepingSources: true)
        let reloaded = catalog.reloading(source)
        #expect(reloaded != nil || !readsInPart, "a title edit was not read in part")
        if let reloaded {
          guard let full else {
            Issue.record("reloaded a file that does not load: \(String(decoding: next, as: UTF8.self))")
            return
          }
          #expect(Self.contents(reloaded) == Self.contents(full), "\(String(decoding: next, as: UTF8.self))")
          // What changed, as the reload knows it, is what comparing every emoji finds.
          #expect(reloaded.contentChanges(from: catalog) == full.contentChanges(from: catalog))
          catalog = reloaded
        } else if let full {
          catalog = full
        } else {
          return  // a broken file: the edits that follow would start from it
        }
        text = next
      }
    }
  }

  /// A title changed in the middle of a catalog is read again alone, and the change says which
  /// emoji it was.
  @Test func aTitleEditReadsOneEmojiAgain() throws {
    var generated = GeneratedEmojiFile(numbers: (0..<40).map { [$0 * 7 + 1, $0, $0, $0, $0] }, layout: 1)
    let catalog = try EmojiCatalog.load(
      from: [SourceFile(name: "emoji.json", text: generated.text)], keepingSources: true)
    let title = catalog.emoji[20].title
    generated.entries[20].title = title + " and more"
    let file = SourceFile(name: "emoji.json", text: generated.text)
    let reloaded = try #require(catalog.reloading(file))
    #expect(reloaded.emoji[20].title == title + " and more")
    #expect(reloaded.contentChanges(from: catalog) == [20])
    // Offsets after the edit moved with it.
    let full = try EmojiCatalog.load(from: [file])
    #expect(reloaded.emoji.indices.map(reloaded.emoji.sourceOffset) == full.emoji.indices.map(full.emoji.sourceOffset))
  }

  /// A file whose bytes were let go cannot be compared: a full load it is.
  @Test func aCatalogWithoutItsBytesIsNotReloaded() throws {
    var generated = GeneratedEmojiFile(numbers: [[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [2, 3, 4, 5, 6]], layout: 0)
    let catalog = try EmojiCatalog.load(from: [SourceFile(name: "emoji.json", text: generated.text)])
    generated.entries[1].title = "Glad"
    #expect(catalog.reloading(SourceFile(name: "emoji.json", text: generated.text)) == nil)
  }
}
