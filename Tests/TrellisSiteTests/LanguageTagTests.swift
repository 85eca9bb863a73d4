import Foundation
import PropertyBased
import Testing

@testable import TrellisSite

/// site.json's `language` must be a well-formed language tag (BCP 47): the W3C checker rejects a
/// page whose `lang` is not one, and `x` or `q` alone passed.
@Suite struct LanguageTagTests {
  /// RFC 5646's grammar as a regular expression (its section 2.1, with the 4-letter language it
  /// reserves left out, and the irregular grandfathered tags), matched without regard to case:
  /// an independent statement of what ``LanguageTag/isValid(_:)`` accepts.
  static let wellFormed = try? NSRegularExpression(
    pattern: """
      ^(?:(?:en-gb-oed|i-ami|i-bnn|i-default|i-enochian|i-hak|i-klingon|i-lux|i-mingo|i-navajo|i-pwn|i-tao|\
      i-tay|i-tsu|sgn-be-fr|sgn-be-nl|sgn-ch-de)\
      |(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?\
      (?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[0-9a-wy-z](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?\
      |x(?:-[a-z0-9]{1,8})+)$
      """, options: [.caseInsensitive])

  static func matchesGrammar(_ tag: String) -> Bool {
    wellFormed?.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)) != nil
  }

  @Test func examples() {
    #expect(Self.wellFormed != nil)
    for tag in [
      "en", "he", "pt-BR", "zh-Hant-TW", "zh-yue-HK", "de-CH-1996", "sl-rozaj-biske", "es-419",
      "en-a-bbb-x-a-ccc", "x-whatever", "i-klingon", "qaa-Qaaa-QM-x-southern",
    ] {
      #expect(LanguageTag.isValid(tag), "\(tag)")
    }
    for tag in [
      "x", "q", "", "e", "abcd", "toolonglanguage", "en_US", "en-", "-en", "en--US", "en-a", "en-x",
      "en-a-b", "x-", "x-toolongpart", "é", "en-US-x", "i-unknown",
    ] {
      #expect(!LanguageTag.isValid(tag), "\(tag)")
    }
  }

  /// Generated tags, of parts of every length from letters and digits (`x` and other single
  /// letters among them): accepted exactly when the grammar matches them.
  @Test func acceptsWhatTheGrammarAccepts() async {
    let characters = Array("abxiq1209ZH")
    let part = Gen.int(in: 0..<characters.count).array(of: 1...9).map { String($0.map { characters[$0] }) }
    await propertyCheck(count: 2_000, input: part.array(of: 1...6)) { parts in
      let tag = parts.joined(separator: "-")
      #expect(LanguageTag.isValid(tag) == Self.matchesGrammar(tag), "\(tag)")
    }
  }
}
