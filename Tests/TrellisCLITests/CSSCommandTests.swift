import Foundation
import Testing
import TrellisTestSupport

@Suite struct CSSCommandTests {
  /// A layout whose variant CSS cannot express: the refusal points at that variant's layout,
  /// with the limit's documented message.
  @Test func aRefusedVariantIsReportedAtItsLayout() throws {
    let base = #"{"group": {"vertical": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 44}}}}]}}}"#
    let chips = #"{"group": {"horizontal": {"layoutSize": {"widthDimension": {"estimated": 300}, "heightDimension": {"absolute": 44}}, "subitems": [{"item": {"layoutSize": {"widthDimension": {"estimated": 60}, "heightDimension": {"absolute": 44}}}}]}}}"#
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
        == "l.json:4:\(column): error: items whose width sizes to their content are supported in orthogonal sections of one-item groups only; give the item or its group a fractional or absolute width (at variants[0].section)\n1 error\n"
    )
  }
}
