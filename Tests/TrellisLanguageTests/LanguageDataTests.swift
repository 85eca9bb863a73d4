import Testing

@testable import TrellisLanguage

@Suite struct LanguageDataTests {
  @Test func lists() {
    #expect(LanguageData(tag: "en").list(["a", "b", "c"]) == "a, b, and c")
    #expect(LanguageData(tag: "en").list(["a", "b"]) == "a and b")
    #expect(LanguageData(tag: "en").list(["a"]) == "a")
    #expect(LanguageData(tag: "en").list([]) == "")
    #expect(LanguageData(tag: "en_GB").list(["a", "b", "c", "d"]) == "a, b, c and d")
    // CLDR 41's Arabic list pattern is "{0} و{1}" for every part.
    #expect(LanguageData(tag: "ar").list(["أ", "ب", "ج"]) == "أ وب وج")
    #expect(LanguageData(tag: "ja").list(["犬", "猫", "鳥"]) == "犬、猫、鳥")
    #expect(LanguageData(tag: "ko").list(["개", "고양이", "새"]) == "개, 고양이 및 새")
    // The arguments are not searched for placeholders again.
    #expect(LanguageData(tag: "en").list(["{1}", "{0}"]) == "{1} and {0}")
  }

  @Test func quotes() {
    #expect(LanguageData(tag: "en").quote("x") == "“x”")
    #expect(LanguageData(tag: "de").quote("x") == "„x“")
    #expect(LanguageData(tag: "ja").quote("x") == "「x」")
    #expect(LanguageData(tag: "fr").quote("x") == "«x»")
    // zh-TW resolves to zh_Hant_TW, whose parent is zh_Hant, not zh.
    #expect(LanguageData(tag: "zh-TW").quote("x") == "「x」")
    #expect(LanguageData(tag: "zh").quote("x") == "“x”")
  }

  @Test func numbers() {
    #expect(LanguageData(tag: "en").number(3821) == "3,821")
    #expect(LanguageData(tag: "en").number(999) == "999")
    #expect(LanguageData(tag: "en").number(1_234_567) == "1,234,567")
    #expect(LanguageData(tag: "ru").number(3821) == "3\u{A0}821")
    #expect(LanguageData(tag: "hi").number(1_234_567) == "12,34,567")
    #expect(LanguageData(tag: "es").number(1000) == "1000")
    #expect(LanguageData(tag: "es").number(10000) == "10.000")
    #expect(LanguageData(tag: "pl").number(1000) == "1000")
    #expect(LanguageData(tag: "ar").number(3821) == "٣٬٨٢١")
    #expect(LanguageData(tag: "ar-MA").number(3821) == "3.821")
    #expect(LanguageData(tag: "en").number(-1200) == "-1,200")
    #expect(LanguageData(tag: "en").number(Int.min) == "-9,223,372,036,854,775,808")
    let arabic = LanguageData(tag: "ar")
    #expect(arabic.digits == "٠١٢٣٤٥٦٧٨٩")
    #expect(arabic.groupSeparator == "٬")
    let hindi = LanguageData(tag: "hi").grouping
    #expect(hindi.primary == 3 && hindi.secondary == 2 && hindi.minimum == 1)
    #expect(LanguageData(tag: "es").grouping.minimum == 2)
  }

  @Test func direction() {
    for tag in ["ar", "he", "fa", "ur", "az-Arab", "iw", "ar-EG"] {
      #expect(LanguageData(tag: tag).isRightToLeft, "\(tag)")
    }
    for tag in ["ar-Latn", "ko", "en", "ja", "az", "zz", ""] {
      #expect(!LanguageData(tag: tag).isRightToLeft, "\(tag)")
    }
  }

  @Test func likelyScripts() {
    #expect(LanguageData(tag: "ko").likelyScript == "Kore")
    #expect(LanguageData(tag: "ja").likelyScript == "Jpan")
    #expect(LanguageData(tag: "kr").likelyScript == "Latn")
    #expect(LanguageData(tag: "sr").likelyScript == "Cyrl")
    #expect(LanguageData(tag: "SR_latn").likelyScript == "Latn")
    #expect(LanguageData(tag: "zh-TW").likelyScript == "Hant")
    #expect(LanguageData(tag: "pa-PK").likelyScript == "Arab")
    #expect(LanguageData(tag: "und-KR").likelyScript == "Kore")
    #expect(LanguageData(tag: "zzz").likelyScript == nil)
  }

  @Test func oddTagsFallBackToRoot() {
    for tag in ["", "-", "x-private", "zz-ZZ", "en-u-ca-gregory", "12", "🙂"] {
      let data = LanguageData(tag: tag)
      #expect(data.list(["a", "b"]).contains("b"), "\(tag)")
      #expect(data.number(1000).count >= 4, "\(tag)")
    }
  }
}
