import Testing

@testable import TrellisLanguage

@Suite struct LanguageRegistryTests {
  @Test func validTags() {
    for tag in ["ko", "ar-EG", "zh-Hant-TW", "sr-Latn", "en-GB-oxendict", "ko-KR", "kr", "en-ZZ", "und", "en-419"] {
      #expect(LanguageRegistry.problems(in: tag) == [], "\(tag)")
    }
  }

  @Test func languageNames() {
    #expect(
      LanguageRegistry.problems(in: "arabic")
        == [LanguageTagProblem(kind: .language, subtag: "arabic", suggestion: "ar", isDeprecated: false)])
    #expect(LanguageRegistry.problems(in: "korean").first?.suggestion == "ko")
    #expect(LanguageRegistry.suggestion(forLanguage: "한국어") == "ko")
    #expect(LanguageRegistry.suggestion(forLanguage: "Deutsch") == "de")
    #expect(LanguageRegistry.suggestion(forLanguage: "english") == "en")
    #expect(LanguageRegistry.suggestion(forLanguage: "kor") == "ko")
    #expect(LanguageRegistry.suggestion(forLanguage: "KR") == "kr")
    #expect(LanguageRegistry.suggestion(forLanguage: "nonsense") == nil)
  }

  @Test func deprecatedAndUnknown() {
    #expect(
      LanguageRegistry.problems(in: "iw")
        == [LanguageTagProblem(kind: .language, subtag: "iw", suggestion: "he", isDeprecated: true)])
    let unknown = LanguageRegistry.problems(in: "zz")
    #expect(unknown.count == 1 && unknown.first?.isDeprecated == false && unknown.first?.kind == .language)
    // XX is private use and QQ reserved in CLDR's region validity, so both are known regions; AB is neither.
    #expect(LanguageRegistry.problems(in: "ko-XX") == [])
    #expect(LanguageRegistry.problems(in: "ko-QQ") == [])
    #expect(
      LanguageRegistry.problems(in: "ko-AB")
        == [LanguageTagProblem(kind: .region, subtag: "AB", suggestion: nil, isDeprecated: false)])
    // A numeric code for a country is not valid in CLDR, which aliases it to the letter code.
    #expect(LanguageRegistry.problems(in: "ko-410").first?.suggestion == "KR")
    #expect(LanguageRegistry.problems(in: "en-UK").first?.suggestion == "GB")
    #expect(
      LanguageRegistry.problems(in: "de-DD").first
        == .init(
          kind: .region, subtag: "DD", suggestion: "DE", isDeprecated: true))
    #expect(LanguageRegistry.problems(in: "sr-Latm").first?.kind == .script)
    #expect(LanguageRegistry.problems(in: "en-latin").first?.suggestion == "Latn")
    #expect(LanguageRegistry.problems(in: "en-x-whatever") == [])
  }
}
