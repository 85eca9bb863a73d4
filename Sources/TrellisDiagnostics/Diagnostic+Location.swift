extension Diagnostic {
  /// A place in a source file, printed like a compiler does: `Data/emoji.json:14:9`.
  ///
  /// Lines and columns start at 1. A column counts Unicode scalars from the start of the line,
  /// so an emoji before the error counts as one column (or as many scalars as it is made of).
  public struct Location: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user named it: `Data/emoji.json`.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
      self.file = file
      self.line = line
      self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
  }
}
