import TrellisDiagnostics

/// A problem in a JSON document: where (byte offset and JSON path) and what was expected.
///
/// Turned into a printable ``Diagnostic`` with the ``SourceFile`` it came from.
public struct JSONError: Error, Sendable, Hashable {
  public var offset: Int
  public var message: Diagnostic.Message
  public var path: [JSONPathComponent]

  public init(offset: Int, message: Diagnostic.Message, path: [JSONPathComponent] = []) {
    self.offset = offset
    self.message = message
    self.path = path
  }

  public func diagnostic(in file: SourceFile) -> Diagnostic {
    file.diagnostic(at: offset, message, path: jsonPathDescription(path))
  }
}
