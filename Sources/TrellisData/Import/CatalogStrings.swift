import TrellisDiagnostics

/// The emoji loader's rules for the strings of an emoji.json, as `trellis import` checks what it
/// reads against them: what import writes, the loader accepts. The rules are the loader's own
/// declarations (``JSONScanner``), not copies of them.
enum CatalogStrings {
  /// The most code points an emoji may have (choice): Unicode's longest sequences (a kiss with
  /// two skin tones) have ten. Every emoji becomes part of a page's file name, one code point at
  /// most seven characters of it (`-1f600`), and a file name has at most 255 bytes.
  static let maximumCodePoints = 16

  /// The first character in `text` that cannot appear in a page, and its offset in `text`'s
  /// UTF-8.
  static func forbiddenCharacter(in text: some StringProtocol) -> (scalar: Unicode.Scalar, offset: Int)? {
    var offset = 0
    for scalar in text.unicodeScalars {
      if PageCharacters.isForbidden(scalar.value) { return (scalar, offset) }
      offset += UTF8.width(scalar)
    }
    return nil
  }

  /// Whether `text`, written as a JSON string, is no longer than the loader reads.
  static func fits(_ text: String) -> Bool {
    // An escape takes at most six bytes for one (`\u001f`).
    if text.utf8.count <= JSONScanner.maximumStringLength / 6 { return true }
    return JSONEscaping.string(text).utf8.count - 2 <= JSONScanner.maximumStringLength
  }

  /// An error at `offset` of `file` when `line` (which starts there) holds a character that
  /// cannot appear in a page: at that character.
  static func checkCharacters(of line: Substring, at offset: Int, in file: SourceFile) throws(DiagnosticError) {
    guard let (scalar, at) = forbiddenCharacter(in: line) else { return }
    throw DiagnosticError(file.diagnostic(at: offset + at, .cannotAppearInPage(scalar)))
  }

  /// An error at `offset` of `file` when a string the catalog would hold is longer than the
  /// loader reads, or holds (once decoded) a character that cannot appear in a page.
  static func check(_ text: String, _ what: ImportedString, at offset: Int, in file: SourceFile) throws(DiagnosticError)
  {
    if let (scalar, _) = forbiddenCharacter(in: text) {
      throw DiagnosticError(file.diagnostic(at: offset, .cannotAppearInPage(scalar, in: what)))
    }
    guard fits(text) else { throw DiagnosticError(file.diagnostic(at: offset, .tooLong(what))) }
  }
}
