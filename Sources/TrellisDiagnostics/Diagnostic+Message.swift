extension Diagnostic {
  /// What a diagnostic says.
  ///
  /// Each concern declares its messages as static members of an extension beside the code that
  /// reports them (`OutputMessages.swift` for writing the output, `TemplateMessages.swift` for
  /// templates, …), so that one thing is always worded one way and a newcomer finds every message
  /// of a concern in one place. A string literal is a message too, for one that is said once.
  package struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    package var text: String

    package init(_ text: String) { self.text = text }
    package init(stringLiteral text: String) { self.text = text }
    package init(stringInterpolation: DefaultStringInterpolation) {
      self.text = String(stringInterpolation: stringInterpolation)
    }

    package var description: String { text }
  }
}
