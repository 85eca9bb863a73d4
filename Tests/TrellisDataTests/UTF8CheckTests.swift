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

  @Test func aCharacterAcrossTheMiddleIsRead() {
    let bytes = Array("aaa😛bbb".utf8)  // the middle (byte 5) is inside the emoji
    bytes.withUnsafeBufferPointer { #expect(UTF8Check.firstInvalidOffset(in: $0, halvesFrom: 0) == nil) }
    let broken = Array("aaa".utf8) + [0xF0, 0x9F, 0x98] + Array("bbbb".utf8)  // a truncated emoji
    broken.withUnsafeBufferPointer { #expect(UTF8Check.firstInvalidOffset(in: $0, halvesFrom: 0) == 3) }
  }
}
