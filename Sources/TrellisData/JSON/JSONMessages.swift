import TrellisDiagnostics

/// Messages about JSON input that more than one reader reports (the scanner's own syntax errors
/// are worded where it finds them, in `JSONScanner.swift`).
extension Diagnostic.Message {
  static func duplicateKey(_ key: String, firstSeenAt place: String? = nil) -> Self {
    "duplicate key \"\(key)\"\(place.map { " (first seen at \($0))" } ?? "")"
  }

  static func missingKey(_ key: String) -> Self { "missing key \"\(key)\"" }

  static let emptyString: Self = "expected a non-empty string"

  static let emojiFileTooLarge: Self = "the emoji file is larger than 4 GiB, which Trellis cannot read"
}
