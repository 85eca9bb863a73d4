import PropertyBased
import Testing

@testable import TrellisData

/// A large file's UTF-8 is checked in two halves at once: on any bytes, that finds the first
/// invalid byte a reading from the start finds.
@Suite struct UTF8CheckTests {
  /// Pieces of text (ASCII, two-, three- and four-byte characters) and broken ones (a lone
  /// continuation byte, a truncated character, an overlong form, a surrogate, a byte never used).
  static let pieces: [[UInt8]] = [
    Array("ab".utf8), Array("é".utf8), Array("€".utf8), Array("😛".utf8), [0x80], [0xE2, 0x82], [0xC0, 0xAF],
    [0xED, 0xA0, 0x80], [0xFF],
  ]

  @Test func halvesFindWhatOnePassFinds() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...(Self.pieces.count * 6 - 1)).array(of: 0...40)) {
      choices in
      // Mostly valid pieces, so that an error often falls past the middle or at it.
      let bytes = choices.flatMap { Self.pieces[$0 < Self.pieces.count * 5 ? $0 % 4 : $0 % Self.pieces.count] }
      bytes.withUnsafeBufferPointer { buffer in
        let onePass = UTF8Check.firstInvalidOffset(in: buffer, halvesFrom: .max)
        let halves = UTF8Check.firstInvalidOffset(in: buffer, halvesFrom: 0)
        #expect(halves == onePass, "\(bytes)")
      }
    }
  }

  /// Asked for non-characters too, the check finds the first byte that is invalid or starts a
  /// non-character (Unicode's own property says which), in one pass or in halves: generated
  /// bytes with non-characters of every kind and their neighbours.
  @Test func nonCharactersAreFoundWhereTheyStart() async {
    let characters: [UInt32] = [
      0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x2FFFF, 0xEFFFE, 0x10FFFF, 0xFDCF, 0xFDF0, 0xFFFD, 0x1FFFD, 0xFEFF,
    ]
    let pieces = Self.pieces + characters.compactMap { Unicode.Scalar($0).map { Array(String($0).utf8) } }
    await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count * 3 - 1)).array(of: 0...30)) { choices in
      let bytes = choices.flatMap { pieces[$0 < pieces.count * 2 ? $0 % 4 : $0 % pieces.count] }
      // The reference: the first non-character before the first invalid byte, else that byte.
      let invalid = UTF8Check.firstInvalidOffset(in: bytes)
      var offset = 0
      var expected = invalid
      for scalar in String(decoding: bytes[..<(invalid ?? bytes.count)], as: UTF8.self).unicodeScalars {
        if scalar.properties.isNoncharacterCodePoint {
          expected = offset
          break
        }
        offset += UTF8.width(scalar)
      }
      bytes.withUnsafeBufferPointer { buffer in
        #expect(
          UTF8Check.firstInvalidOffset(in: buffer, orNonCharacter: true, halvesFrom: .max) == expected, "\(bytes)")
        #expect(UTF8Check.firstInvalidOffset(in: buffer, orNonCharacter: true, halvesFrom: 0) == expected, "\(bytes)")
      }
    }
  }

  @Test func aCharacterAcrossTheMiddleIsRead() {
    let bytes = Array("aaa😛bbb".utf8)  // the middle (byte 5) is inside the emoji
    bytes.withUnsafeBufferPointer { #expect(UTF8Check.firstInvalidOffset(in: $0, halvesFrom: 0) == nil) }
    let broken = Array("aaa".utf8) + [0xF0, 0x9F, 0x98] + Array("bbbb".utf8)  // a truncated emoji
    broken.withUnsafeBufferPointer { #expect(UTF8Check.firstInvalidOffset(in: $0, halvesFrom: 0) == 3) }
  }
}
