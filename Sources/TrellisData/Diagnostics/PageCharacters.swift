/// Characters no page may hold, wherever they come from (a JSON string, escaped or not, a
/// template): the C0 controls XML 1.0 forbids (all but tab, line feed and carriage return), and
/// Unicode's non-characters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE,
/// U+FFFF, U+1FFFE, …), which libxml2 or the HTML checker reject. Found in the input, each is an
/// error there rather than thousands in the output.
package enum PageCharacters {
  /// Whether a page may not hold the scalar `value`.
  @inline(__always)
  package static func isForbidden(_ value: UInt32) -> Bool {
    (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || isNonCharacter(value)
  }

  /// Whether `value` is one of Unicode's 66 non-characters.
  @inline(__always)
  package static func isNonCharacter(_ value: UInt32) -> Bool {
    (0xFDD0...0xFDEF).contains(value) || (value & 0xFFFE == 0xFFFE && value <= 0x10FFFF)
  }

  /// The first forbidden character of `text`: its UTF-8 offset and scalar.
  package static func first(in text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
    var offset = 0
    for scalar in text.unicodeScalars {
      if isForbidden(scalar.value) { return (offset, scalar) }
      offset += UTF8.width(scalar)
    }
    return nil
  }

  /// The non-character whose UTF-8 starts at `offset`, if one does (the other forbidden
  /// characters are ASCII, which a JSON reader reports itself).
  package static func nonCharacter(at offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
    guard offset < bytes.count, bytes[offset] >= 0xEF else { return nil }
    let length = bytes[offset] >= 0xF0 ? 4 : 3
    guard offset + length <= bytes.count else { return nil }
    var value = UInt32(bytes[offset] & (length == 4 ? 0x07 : 0x0F))
    for byte in bytes[(offset + 1)..<(offset + length)] {
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return isNonCharacter(value) ? Unicode.Scalar(value) : nil
  }

  /// `U+FFFE`, `U+0008`: how a message names a character.
  package static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
