import TrellisLanguage
import TrellisLayout

/// What Trellis reads from site.json's `language`: whether it is a language tag, and which way
/// its script is written.
enum LanguageTag {
  /// Whether `tag` is a well-formed language tag (BCP 47, RFC 5646 section 2.1): a language of
  /// 2 or 3 letters (with up to three 3-letter extended subtags) or of 5 to 8, then optionally a
  /// script (4 letters), a region (2 letters or 3 digits), variants (5 to 8 letters or digits, or
  /// a digit and 3 more), extensions (a letter or digit other than `x`, then parts of 2 to 8) and
  /// a private use part (`x`, then parts of 1 to 8); or a private use tag (`x-…`) or one of
  /// the irregular grandfathered tags. The checker rejects a `lang` that is not one (`x`, or a
  /// single letter, passed XML Schema's `language` type). Whether its subtags are registered is
  /// not checked here.
  static func isValid(_ tag: String) -> Bool {
    guard tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return false }
    let lowercased = tag.lowercased()
    if irregularTags.contains(lowercased) { return true }
    var parts = lowercased.split(separator: "-", omittingEmptySubsequences: false)[...]
    /// Consumes the next part when it matches.
    func take(_ matches: (Substring) -> Bool) -> Bool {
      guard let part = parts.first, matches(part) else { return false }
      parts.removeFirst()
      return true
    }
    func letters(_ counts: ClosedRange<Int>) -> (Substring) -> Bool {
      { counts.contains($0.count) && $0.allSatisfy(\.isLetter) }
    }
    func alphanumerics(_ counts: ClosedRange<Int>) -> (Substring) -> Bool { { counts.contains($0.count) } }
    if parts.first != "x" {
      if take(letters(2...3)) {
        var extended = 0  // extended language subtags
        while extended < 3, take(letters(3...3)) { extended += 1 }
      } else if !take(letters(5...8)) {
        return false
      }
      _ = take(letters(4...4))  // script
      _ = take { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
      while take({ (5...8).contains($0.count) || ($0.count == 4 && $0.first?.isNumber == true) }) {}  // variants
      while take({ $0.count == 1 && $0 != "x" }) {  // extensions
        guard take(alphanumerics(2...8)) else { return false }
        while take(alphanumerics(2...8)) {}
      }
    }
    if take({ $0 == "x" }) {  // private use
      guard take(alphanumerics(1...8)) else { return false }
      while take(alphanumerics(1...8)) {}
    }
    return parts.isEmpty
  }

  /// Whether the tag is English (`en`, `en-GB`, …).
  static func isEnglish(_ tag: String) -> Bool {
    tag.split(separator: "-").first?.lowercased() == "en"
  }

  /// RFC 5646's irregular grandfathered tags, which its grammar does not otherwise admit.
  static let irregularTags: Set<String> = [
    "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
    "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
  ]

  /// The direction the tag's script is written in: its script subtag's (`az-Arab`, `ku-Arab`
  /// are right to left; `ar-Latn` is not), else its language's likely script's (CLDR's likely
  /// subtags: `he`, `ar`, `fa`, `ur`…).
  static func direction(of tag: String) -> LayoutDirection {
    LanguageData(tag: tag).isRightToLeft ? .rightToLeft : .leftToRight
  }
}
