/// One file of a built site: its path relative to the output directory, and its contents,
/// kept as the text or bytes they were made as (a page is written straight from its string).
package struct OutputFile: Hashable, Sendable {
  package enum Contents: Hashable, Sendable {
    case text(String)
    case bytes([UInt8])
    /// A file of the site's own, copied piece by piece (see ``SourceCopy``).
    case copy(SourceCopy)

    package var byteCount: Int {
      switch self {
      case .text(let text): text.utf8.count
      case .bytes(let bytes): bytes.count
      case .copy(let source): source.size
      }
    }
  }

  package var path: String
  package var contents: Contents

  package init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = .bytes(contents)
  }

  package init(path: String, contents: Contents) {
    self.path = path
    self.contents = contents
  }

  package init(path: String, text: String) {
    self.path = path
    self.contents = .text(text)
  }

  /// The size in bytes.
  package var byteCount: Int { contents.byteCount }
}
