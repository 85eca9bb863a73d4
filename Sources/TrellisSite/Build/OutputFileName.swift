import TrellisDiagnostics

/// File names made from input (a page's id, an item's identity, an image name) that always fit
/// a file system's limit of 255 bytes a name: a stem longer than ``longestKept`` bytes becomes
/// its first bytes (whole characters), `-` and 16 hexadecimal digits of ``StableHash`` of the
/// whole stem. An 86-character emoji made an item page's name too long to write.
///
/// Every stem of ``longestKept`` bytes or fewer (every ordinary name) stays as it is. A shortened
/// one is longer than that (so it is never one kept as it is) and at most ``longestKept`` + 17
/// bytes, leaving room for an extension; two long stems get the same name only if their first
/// bytes and their 64-bit hashes are the same. The same stem always gets the same name.
enum OutputFileName {
  /// The longest stem kept as it is, in bytes of UTF-8.
  static let longestKept = 200

  /// `stem`, shortened when it is longer than ``longestKept`` bytes.
  static func fitted(_ stem: String) -> String {
    let utf8 = stem.utf8
    guard utf8.count > longestKept else { return stem }
    // The prefix ends before the character the limit falls in (a continuation byte starts none).
    var end = utf8.index(utf8.startIndex, offsetBy: longestKept)
    while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
    return String(decoding: utf8[..<end], as: UTF8.self) + "-" + StableHash(stem).hex
  }
}
