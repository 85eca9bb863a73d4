import PropertyBased
import Testing

@testable import TrellisSite

/// Search words: the ASCII shortcut folds text exactly as the full Unicode folding does.
struct SearchKeyTests {
  /// ASCII strings drawn mostly from letters, digits and the separators labels hold.
  static let ascii = Gen.int(in: 0...16).array(of: 0...24).map { picks in
    String(picks.map { Array("aZ09 -_&'.,:!\t/Kk")[$0] })
  }
  static let printable = Gen.int(in: 0...127).array(of: 0...24).map {
    String(decoding: $0.map(UInt8.init), as: UTF8.self)
  }

  @Test func asciiWordsAreTheUnicodeWords() async {
    await propertyCheck(count: 500, input: Self.ascii, Self.printable) { label, any in
      #expect(SearchKey.asciiWords(label) == SearchKey.unicodeWords(label))
      #expect(SearchKey.asciiWords(any) == SearchKey.unicodeWords(any))
    }
  }

  @Test func wordsFoldCaseAndMarks() {
    #expect(SearchKey.words("Grinning Face, big-eyes") == ["grinning", "face", "big", "eyes"])
    #expect(SearchKey.words("Éponine Thénardier") == ["eponine", "thenardier"])
    #expect(SearchKey.words("🪅 piñata") == ["pinata"])
  }
}
