import Testing

/// A reader of one kind of input, for tests that mark with `‸` where reading a text must fail
/// instead of counting lines and columns by hand.
///
///     let emojiJSON = MarkedInput(file: "emoji.json") { _ = try EmojiCatalog.load(from: SourceFile(name: "emoji.json", text: $0)) }
///     emojiJSON.expectError("{\"emoji\": ‸1}", "expected an array, found a number (at emoji)")
public struct MarkedInput: Sendable {
  /// The file name the reader gives the text, as errors name it.
  public var file: String
  private let read: @Sendable (_ text: String) throws -> Void

  /// `read` reads a text as `file`, throwing the error it finds.
  public init(file: String, read: @escaping @Sendable (_ text: String) throws -> Void) {
    self.file = file
    self.read = read
  }

  /// Expects reading `marked`, its `‸` marker removed, to fail with one error printed
  /// `FILE:LINE:COLUMN: error: MESSAGE`, where LINE and COLUMN are the marker's.
  public func expectError(
    _ marked: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (line, column) = TestSupport.position(of: "‸", in: marked)
    let expected = "\(file):\(line):\(column): error: \(message)"
    do {
      try read(marked.replacing("‸", with: ""))
      Issue.record("expected \(expected), but the text was read", sourceLocation: sourceLocation)
    } catch {
      #expect(String(describing: error) == expected, sourceLocation: sourceLocation)
    }
  }
}
