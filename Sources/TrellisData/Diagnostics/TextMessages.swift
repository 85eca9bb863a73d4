import TrellisDiagnostics

/// Messages about text input of any kind: JSON strings and templates.
extension Diagnostic.Message {
  /// A character no page may hold (``PageCharacters``), named as it is written: `U+FFFE`, or an
  /// escape such as `\u0000` or `\b`.
  package static func characterNoPageMayHold(_ written: String) -> Self {
    Self("text.characterNoPageMayHold", "\(written) is a character that cannot appear in a page")
  }
}
