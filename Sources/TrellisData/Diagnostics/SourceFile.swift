/// The bytes of one input file and the name to print in its diagnostics.
///
/// Locations are kept as byte offsets while loading (cheap to store on every item) and turned
/// into lines and columns only when a diagnostic is printed.
public struct SourceFile: Sendable {
  /// The path as the user should see it in messages, e.g. `Data/emoji.json`.
  public var name: String
  public var bytes: [UInt8]
  /// The bytes were let go after loading (a large data file need not stay in memory); a
  /// diagnostic that needs a line and column reads the file again.
  public private(set) var isReleased = false

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The line and column of a byte offset.
  /// - Complexity: O(offset); meant for the rare moment a diagnostic is made.
  public func location(at offset: Int) -> SourceLocation {
    let bytes = isReleased ? reloadedBytes() : self.bytes
    var line = 1
    var column = 1
    var index = 0
    let end = min(max(offset, 0), bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0b1100_0000 != 0b1000_0000 {
        column += 1  // count scalars: skip UTF-8 continuation bytes
      }
      index += 1
    }
    return SourceLocation(file: name, line: line, column: column)
  }

  /// The same file without its bytes in memory.
  public func releasingBytes() -> SourceFile {
    var file = SourceFile(name: name, bytes: [])
    file.isReleased = true
    return file
  }

  /// A diagnostic at a byte offset of this file.
  public func diagnostic(
    _ severity: Diagnostic.Severity = .error, at offset: Int, _ message: String, path: String? = nil
  ) -> Diagnostic {
    Diagnostic(severity, at: location(at: offset), message, path: path)
  }
}
