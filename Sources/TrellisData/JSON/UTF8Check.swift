import Dispatch

/// Finds the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no surrogates, at most U+10FFFF),
/// or, when asked, the first that starts a non-character (``PageCharacters``), in the same pass.
package enum UTF8Check {
  package static func firstInvalidOffset(in bytes: [UInt8], orNonCharacter: Bool = false) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0, orNonCharacter: orNonCharacter) }
  }

  /// From this size on, the two halves are checked at once (with more than one core).
  static let halvesFrom = 8 << 20

  /// The first invalid byte's offset. From `halvesFrom` bytes on, the two halves are read at
  /// once, split before a byte that starts a character: the first half then ends where a reading
  /// from the start would stop or reach the split, so its answer, or else the second's, is that
  /// reading's answer.
  static func firstInvalidOffset(
    in bytes: UnsafeBufferPointer<UInt8>, orNonCharacter: Bool = false, halvesFrom: Int = halvesFrom
  ) -> Int? {
    guard bytes.count >= max(halvesFrom, 2), EmojiCatalog.cores > 1 else {
      return firstInvalidOffsetInOnePass(in: bytes, orNonCharacter: orNonCharacter)
    }
    var split = bytes.count / 2
    while split < bytes.count, bytes[split] & 0xC0 == 0x80 { split += 1 }
    let halves = [0..<split, split..<bytes.count]
    nonisolated(unsafe) let whole = bytes
    var found = [Int?](repeating: nil, count: 2)
    found.withUnsafeMutableBufferPointer { found in
      nonisolated(unsafe) let found = found
      DispatchQueue.concurrentPerform(iterations: 2) { half in
        let range = halves[half]
        found[half] = firstInvalidOffsetInOnePass(
          in: UnsafeBufferPointer(rebasing: whole[range]), orNonCharacter: orNonCharacter
        )
        .map { $0 + range.lowerBound }
      }
    }
    return found[0] ?? found[1]
  }

  private static func firstInvalidOffsetInOnePass(in bytes: UnsafeBufferPointer<UInt8>, orNonCharacter: Bool) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // ASCII eight bytes at a time (most of a JSON file).
      if index + 8 <= count,
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F  // no surrogates
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= lower && second <= upper else { return index }
      for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return index }
      // Non-characters: EF B7 90–AF (U+FDD0–U+FDEF), EF BF BE–BF (U+FFFE, U+FFFF), and in the
      // other planes a second byte ending in F, then BF, then BE or BF.
      if orNonCharacter, length > 2 {
        let last = bytes[index + length - 1]
        if length == 3, lead == 0xEF,
          (second == 0xBF && last >= 0xBE) || (second == 0xB7 && (0x90...0xAF).contains(last))
        {
          return index
        }
        if length == 4, second & 0x0F == 0x0F, bytes[index + 2] == 0xBF, last >= 0xBE { return index }
      }
      index += length
    }
    return nil
  }
}
