import Foundation
import Testing
import TrellisTestSupport

@Suite struct CSSCommandTests {
  /// A layout whose variant CSS cannot express: the refusal points at that variant's layout,
  /// with the limit's documented message.
  @Test func aRefusedVariantIsReportedAtItsLayout() throws {
    let base =
      #"{"group": {"vertical": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}}]}}}"#
    let chips =
      #"{"group": {"horizontal": {"layoutSize": {"widthDimension": {"estimated": 300}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"estimated": 60}, "heightDimension": {"absolute": 44}}}}]}}}"#
    let text = """
      {"section": \(base),
       "variants": [
        {"when": {"orientation": "landscape"},
         "section": \(chips)}]}
      """
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/l.json"))
    // Where the variant's section starts: line 4, the column after `"section": `.
    let line = String(text.split(separator: "\n", omittingEmptySubsequences: false)[3])
    let key = try #require(line.range(of: #""section": "#))
    let column = line.unicodeScalars[..<key.upperBound].count + 1
    let result = try TestSupport.runTrellis(["css", "--layout", "l.json"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "l.json:4:\(column): error: items whose width sizes to their content are supported in orthogonal sections of one-item groups only; give the item or its group a fractional or absolute width (at variants[0].section) [css.limit.contentWidthOutsideOrthogonal]\n1 error\n"
    )
  }

  /// A length past the format's range is a located error in `css`, `frames` and `build`, where
  /// it used to crash the process (SIGILL) while printing CSS.
  @Test func aHugeLengthIsALocatedError() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let layout =
      #"{"section": {"group": {"horizontal": {"layoutSize": {"widthDimension": {"absolute": 1e13}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}}}}]}}}}"#
    try Data(layout.utf8).write(to: URL(fileURLWithPath: directory + "/l.json"))
    let column = try #require(layout.range(of: "1e13")).lowerBound.utf16Offset(in: layout) + 1
    let expected =
      "l.json:1:\(column): error: expected a length from 0 to 100000, found 10000000000000 (at section.group.horizontal.layoutSize.widthDimension.absolute) [layout.numberOutOfRange]\n1 error\n"
    for arguments in [
      ["css", "--layout", "l.json"],
      ["frames", "--layout", "l.json", "--width", "390", "--height", "844", "--items", "3"],
    ] {
      let result = try TestSupport.runTrellis(arguments, in: directory)
      #expect(result.status == 1)
      #expect(result.standardError == expected)
    }
  }
}
