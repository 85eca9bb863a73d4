extension Diagnostic {
  /// What a diagnostic says.
  ///
  /// Each concern declares its messages as static members of an extension beside the code that
  /// reports them (`OutputMessages.swift` for writing the output, `TemplateMessages.swift` for
  /// templates, …), so that one thing is always worded one way and a newcomer finds every message
  /// of a concern in one place. A string literal is a message too, for one that is said once.
  public struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    public var text: String

    public init(_ text: String) { self.text = text }
    public init(stringLiteral text: String) { self.text = text }
    public init(stringInterpolation: DefaultStringInterpolation) {
      self.text = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { text }
  }
}
