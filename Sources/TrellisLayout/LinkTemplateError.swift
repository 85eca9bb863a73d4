import TrellisDiagnostics

/// Why a string is not a valid ``LinkTemplate``.
public struct LinkTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, worded like a compiler diagnostic.
  public var message: Diagnostic.Message

  /// Creates an error with its message.
  public init(_ message: Diagnostic.Message) {
    self.message = message
  }

  public var description: String { message.text }
}
