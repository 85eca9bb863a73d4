import Testing
import TrellisData
import TrellisDiagnostics
import TrellisTestSupport

/// Expects reading `marked` as an emoji-test.txt (named `t.txt`) to fail with `message` at its
/// `‸` marker.
func expectError(
  _ marked: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (line, column) = TestSupport.position(of: "‸", in: marked)
  #expect(sourceLocation: sourceLocation) {
    try EmojiTestFile(SourceFile(name: "t.txt", text: marked.replacing("‸", with: "")))
  } throws: { error in
    (error as? DiagnosticError)?.description == "t.txt:\(line):\(column): error: \(message)"
  }
}
