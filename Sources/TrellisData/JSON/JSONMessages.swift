import TrellisDiagnostics

/// Every message about JSON syntax and JSON values, whichever reader finds the problem.
extension Diagnostic.Message {
  // MARK: Syntax

  static let emptyFile = Self("json.emptyFile", "the file is empty; expected a JSON value")

  static let invalidUTF8 = Self("json.invalidUTF8", "invalid UTF-8: the file must be UTF-8 encoded")

  /// "expected a string, found a number".
  package static func typeMismatch(expected: String, found: String) -> Self {
    Self("json.typeMismatch", "expected \(expected), found \(found)")
  }

  /// The file ends where `expected` should follow ("a JSON value", "a key", "',' or ']'").
  static func unexpectedEnd(expected: String) -> Self {
    Self("json.unexpectedEnd", "unexpected end of file; expected \(expected)")
  }

  static func unexpectedCharacter(_ character: String) -> Self {
    Self("json.unexpectedCharacter", "unexpected \(character); expected a JSON value")
  }

  static func expectedKey(found character: String) -> Self {
    Self("json.expectedKey", "expected a string key in double quotes, found \(character)")
  }

  static func expectedColon(after key: String) -> Self {
    Self("json.expectedColon", "expected ':' after the key \"\(key)\"")
  }

  static func expectedSeparator(_ closing: Unicode.Scalar, after member: String, found character: String) -> Self {
    Self("json.expectedSeparator", "expected ',' or '\(closing)' after \(member), found \(character)")
  }

  static func trailingComma(before closing: Unicode.Scalar) -> Self {
    Self("json.trailingComma", "trailing comma before '\(closing)'")
  }

  static func trailingContent(_ character: String) -> Self {
    Self("json.trailingContent", "unexpected \(character) after the end of the JSON value")
  }

  static func invalidLiteral(expected literal: String) -> Self {
    Self("json.invalidLiteral", "expected \(literal)")
  }

  static func misspelledLiteral(expected literal: StaticString) -> Self {
    Self("json.invalidLiteral", "invalid literal; expected \(literal)")
  }

  static func tooDeep(_ depth: Int) -> Self { Self("json.tooDeep", "nesting deeper than \(depth) levels") }

  static let unterminatedString = Self("json.unterminatedString", "unterminated string")

  static func stringTooLong(_ bytes: Int) -> Self {
    Self("json.stringTooLong", "a string longer than \(bytes) bytes")
  }

  /// A control character written as it is in a string; `example` is its escape, when one is shown.
  static func controlCharacter(example: String?) -> Self {
    Self(
      "json.controlCharacter",
      "control character in a string (escape it\(example.map { ", e.g. \\n or \($0)" } ?? ""))")
  }

  static func unpairedSurrogate(_ scalar: UInt32) -> Self {
    Self("json.unpairedSurrogate", "unpaired surrogate \\u\(String(scalar, radix: 16))")
  }

  static let invalidUnicodeEscape = Self("json.invalidEscape", "invalid \\u escape")

  static let incompleteUnicodeEscape = Self("json.invalidEscape", "incomplete \\u escape")

  static let unicodeEscapeDigits = Self("json.invalidEscape", "invalid \\u escape: expected four hexadecimal digits")

  static func invalidEscape(_ written: String) -> Self {
    Self("json.invalidEscape", "invalid escape sequence '\(written)'")
  }

  /// A number that breaks JSON's grammar: `problem` says how ("expected a digit").
  static func invalidNumber(_ problem: String) -> Self { Self("json.invalidNumber", "invalid number: \(problem)") }

  static let numberOutOfRange = Self("json.numberOutOfRange", "number out of range")

  // MARK: Values

  static func duplicateKey(_ key: String) -> Self { Self("json.duplicateKey", "duplicate key \"\(key)\"") }

  static func missingKey(_ key: String) -> Self { Self("json.missingKey", "missing key \"\(key)\"") }

  /// A missing key, and the key the object holds that is likely its typo.
  static func missingKey(_ key: String, found typo: String) -> Self {
    Self("json.missingKey", "missing key \"\(key)\"; found \"\(typo)\"")
  }

  static func integerOutOfRange<T: FixedWidthInteger>(_ number: Double, _ range: ClosedRange<T>) -> Self {
    Self("json.integerOutOfRange", "expected an integer in \(range.lowerBound)...\(range.upperBound), found \(number)")
  }

  static let arrayTooShort = Self("json.arrayTooShort", "expected more elements in the array")

  /// A value a type refused with an error that names no message of Trellis's own: `reason` is
  /// the error's description.
  static func invalidValue(_ reason: String) -> Self { Self("json.invalidValue", reason) }

  /// A key no reader of the object asked for, with the likely typo:
  /// `unknown key "titel"; did you mean "title"? (expected one of: id, title, sections)`.
  package static func unknownKey(_ key: String, known: [String]) -> Self {
    Suggestion.unknown("json.unknownKey", "key", key, known: known, listed: .max)
  }

  static let emptyString = Self("json.emptyString", "expected a non-empty string")

  static let emojiFileTooLarge = Self(
    "json.fileTooLarge", "the emoji file is larger than 4 GiB, which Trellis cannot read")
}
