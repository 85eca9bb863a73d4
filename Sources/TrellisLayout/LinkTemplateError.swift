import TrellisDiagnostics

/// Why a string is not a valid ``LinkTemplate``.
public struct LinkTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, worded like a compiler diagnostic.
  package var message: Diagnostic.Message

  /// Creates an error with its message.
  package init(_ message: Diagnostic.Message) {
    self.message = message
  }

  /// What is wrong, worded like a compiler diagnostic.
  public var description: String { message.text }
}
