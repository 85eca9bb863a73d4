import PropertyBased
import Testing
import TrellisDiagnostics

@testable import TrellisSite

/// Output file names made from input always fit a file system's 255 bytes a name.
@Suite struct OutputFileNameTests {
  /// Generated stems of ASCII, accented letters, CJK and emoji, of every length around the
  /// limit: a stem of up to 200 bytes is kept as it is; a longer one becomes more than 200 and
  /// at most 217 bytes, its own first whole characters, `-` and its hash. The same stem always
  /// gets the same name, and another stem (one byte more) another.
  @Test func everyNameFitsAndOrdinaryOnesStayAsTheyAre() async {
    let pieces = ["a", "-", "1f600", "é", "日", "😀", "_C3_A9", "x"]
    await propertyCheck(
      count: 500, input: Gen.int(in: 0..<pieces.count).array(of: 1...60), Gen.int(in: 1...8)
    ) { picks, repeats in
      let stem = String(repeating: picks.map { pieces[$0] }.joined(), count: repeats)
      let name = OutputFileName.fitted(stem)
      if stem.utf8.count <= OutputFileName.longestKept {
        #expect(name == stem)
      } else {
        #expect(name.utf8.count > OutputFileName.longestKept && name.utf8.count <= OutputFileName.longestKept + 17)
        #expect(name.hasSuffix("-" + StableHash(stem).hex))
        #expect(stem.utf8.starts(with: name.utf8.dropLast(17)))
        #expect(name.utf8.count - 17 > OutputFileName.longestKept - 4, "the prefix loses at most a character")
      }
      #expect(OutputFileName.fitted(stem) == name)
      #expect(OutputFileName.fitted(stem + "a") != name)
    }
  }
}
