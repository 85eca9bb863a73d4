import TrellisDiagnostics

/// The message for a key a reader does not know: names the keys it does, and the likely typo.
///
///     unknown key "titel"; did you mean "title"? (expected one of: id, title, sections)
func unknownKeyMessage(_ key: String, known: [String]) -> Diagnostic.Message {
  Suggestion.unknown("key", key, known: known, listed: .max)
}
