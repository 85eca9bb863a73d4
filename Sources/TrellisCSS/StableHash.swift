/// FNV-1a, 64-bit: a hash that is the same in every run (Swift's `Hasher` is seeded per process),
/// for class names that must not change between builds.
func stableHash(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x0000_0100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}
