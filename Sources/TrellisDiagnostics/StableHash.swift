/// FNV-1a, 64-bit: a hash that is the same in every run (Swift's `Hasher` is seeded per process),
/// for names that must not change between builds: class names, asset names, ETags.
///
/// Inlinable: hot loops in other modules (an emoji's identity, hashed for every emoji) must get
/// it specialised to their byte sequences.
@frozen package struct StableHash: Hashable, Sendable {
  @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash.
  @inlinable package var value: UInt64 { state }

  @inlinable package init() {}

  /// The hash of `text`'s UTF-8.
  @inlinable package init(_ text: String) { combine(text.utf8) }

  @inlinable package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
  }

  /// The hash as 16 lowercase hex digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
