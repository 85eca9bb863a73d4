/// FNV-1a, 64-bit: a hash that is the same in every run (Swift's `Hasher` is seeded per process),
/// for names that must not change between builds: class names, asset names, ETags.
///
/// Concrete, not generic: a generic function is not specialised in another module when it is
/// `package` (its body is not exported), and an unspecialised loop over bytes made hashing every
/// emoji's identity twenty times slower. Each overload is one loop, compiled here.
package struct StableHash: Hashable, Sendable {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash.
  package var value: UInt64 { state }

  package init() {}

  /// The hash of `text`'s UTF-8.
  package init(_ text: String) { combine(text.utf8) }

  /// Adds bytes to the hash.
  package mutating func combine(_ bytes: ArraySlice<UInt8>) {
    for byte in bytes { combine(byte: byte) }
  }

  /// Adds bytes to the hash.
  package mutating func combine(_ bytes: [UInt8]) { combine(bytes[...]) }

  /// Adds bytes to the hash.
  package mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    for byte in bytes { combine(byte: byte) }
  }

  /// Adds a string's UTF-8 to the hash.
  package mutating func combine(_ utf8: String.UTF8View) {
    for byte in utf8 { combine(byte: byte) }
  }

  /// Adds one byte to the hash.
  package mutating func combine(byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// The hash as 16 lowercase hex digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
