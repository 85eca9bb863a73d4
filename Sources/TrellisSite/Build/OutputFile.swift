/// One file of a built site: its path relative to the output directory, and its contents,
/// kept as the text or bytes they were made as (a page is written straight from its string).
public struct OutputFile: Hashable, Sendable {
  public enum Contents: Hashable, Sendable {
    case text(String)
    case bytes([UInt8])

    public var byteCount: Int {
      switch self {
      case .text(let text): text.utf8.count
      case .bytes(let bytes): bytes.count
      }
    }
  }

  public var path: String
  public var contents: Contents

  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = .bytes(contents)
  }

  public init(path: String, contents: Contents) {
    self.path = path
    self.contents = contents
  }

  public init(path: String, text: String) {
    self.path = path
    self.contents = .text(text)
  }

  /// The size in bytes.
  public var byteCount: Int { contents.byteCount }
}
