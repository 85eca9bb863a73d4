/// Why a string is not a valid ``LinkTemplate``.
public struct LinkTemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, worded like a compiler diagnostic.
  public var description: String

  /// Creates an error with its message.
  public init(_ description: String) {
    self.description = description
  }
}
