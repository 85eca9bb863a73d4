import Foundation
import Testing
import TrellisLanguage
import TrellisRender
import TrellisTestSupport

@testable import TrellisSite

/// A site in another language: titles for what its pages are made from, strings that count by
/// CLDR's plural rules, and a language tag checked against CLDR's registry.
@Suite struct LanguageTests {
  /// Three smileys in two subgroups; emoji.json titles one subgroup.
  private static let emojiFile = #"""
    {"categories": [{"id": "faces", "title": "Faces"}],
     "subgroups": [{"id": "face-smiling", "title": "Smiling faces"}],
     "emoji": [
      {"text": "😀", "title": "Grinning", "category": "faces", "subgroup": "face-smiling", "keywords": ["a", "b", "c"]},
      {"text": "😍", "title": "Heart eyes", "category": "faces", "subgroup": "face-affection"},
      {"text": "🙂", "title": "Slight", "category": "faces", "subgroup": "face-smiling"}]}
    """#

  /// A site.json in `language` of one page, its section a section per subgroup, with `extra`
  /// keys.
  private static func siteJSON(_ extra: String, language: String = "ko", title: String = "갤러리") -> String {
    #"{"title": "\#(title)", "language": "\#(language)", \#(extra)"data": {"emoji": "emoji.json"}, "pages": [{"id": "faces", "title": "얼굴", "sections": [{"id": "s", "data": {"emoji": {}}, "expand": "subgroups", "cell": "grid", "layout": {"preset": "adaptiveGrid"}, "header": "titleWithCount", "footer": "separator"}]}]}"#
  }

  private func load(_ siteJSON: String) throws -> LoadedSite {
    try LoadedSite.load(
      directory: try TestSupport.siteCopy(replacing: ["site.json": siteJSON, "emoji.json": Self.emojiFile]))
  }

  private func errors(_ siteJSON: String) throws -> [String] {
    try loadErrors(replacing: ["site.json": siteJSON, "emoji.json": Self.emojiFile])
  }

  @Test func titlesComeFromSiteJSONThenTheDataFile() throws {
    let site = try load(
      Self.siteJSON(
        #""titles": {"categories": {"faces": {"title": "얼굴들", "description": "웃는 얼굴"}}, "subgroups": {"face-affection": {"title": "사랑"}}}, "#
      ))
    #expect(site.pages[0].sections.map(\.title) == ["Smiling faces", "사랑"])
    #expect(site.emoji?.categories.map(\.title) == ["얼굴들"])
    #expect(site.emoji?.categories.first?.description == "웃는 얼굴")
    // The site's title stands before emoji.json's.
    let retitled = try load(
      Self.siteJSON(
        #""titles": {"subgroups": {"face-smiling": {"title": "웃는 얼굴"}, "face-affection": {"title": "사랑"}}}, "#))
    #expect(retitled.pages[0].sections.map(\.title) == ["웃는 얼굴", "사랑"])
    #expect(retitled.warnings.isEmpty)
  }

  /// A subgroup nobody titled reads as its id, in English, with a warning where the site's
  /// language is another; an English site needs no warning.
  @Test func anUntitledSubgroupIsEnglishWithAWarning() throws {
    let site = try load(Self.siteJSON(""))
    #expect(site.pages[0].sections.map(\.title) == ["Smiling faces", "Face affection"])
    #expect(site.warnings.map(\.id) == ["site.untitledSubgroups"])
    #expect(site.warnings.first?.message.contains(#"1 subgroup is shown with an English title"#) == true)
    #expect(site.warnings.first?.message.contains(#"("face-affection")"#) == true)
    let english = try load(Self.siteJSON("", language: "en", title: "Gallery"))
    #expect(english.warnings.isEmpty)
  }

  @Test func aTitleOfNothingIsAnError() throws {
    let found = try errors(Self.siteJSON(#""titles": {"subgroups": {‸"face-smilng": {"title": "웃는 얼굴"}}}, "#))
    #expect(
      found == [
        #"site.json:‸1: error: unknown subgroup "face-smilng"; did you mean "face-smiling"? (expected one of: face-smiling, face-affection) (at titles.subgroups.face-smilng) [site.unknownSubgroup]"#
      ], "\(found)")
  }

  /// A counted string has a form for each plural category the language's counts take: Russian
  /// one, few and many; Korean one text.
  @Test func countedStringsTakeTheLanguagesPluralCategories() throws {
    let russian =
      #""strings": {"itemCount": {"one": "{count} элемент", "few": "{count} элемента", "many": "{count} элементов"}}, "#
    let site = try load(Self.siteJSON(russian, language: "ru", title: "Галерея"))
    let counts = [0, 1, 2, 3, 5, 11, 21, 1000].map { site.strings.counted("itemCount", $0) }
    #expect(
      counts == [
        "0 элементов", "1 элемент", "2 элемента", "3 элемента", "5 элементов", "11 элементов", "21 элемент",
        "1\u{A0}000 элементов",
      ])
    let korean = try load(Self.siteJSON(#""strings": {"itemCount": "{count}개"}, "#))
    #expect(korean.strings.counted("itemCount", 40) == "40개")
    for (strings, message) in [
      (
        #"{"itemCount": ‸{"one": "{count} элемент", "many": "{count} элементов"}}"#,
        #"error: "itemCount" has no form for few; counts in "ru" take the plural categories one, few, many"#
      ),
      (
        #"{"itemCount": {"one": "{count} элемент", ‸"two": "x", "few": "y", "many": "z"}}"#,
        #"error: "itemCount" has a "two" form, which no count takes in "ru"; its counts take one, few, many"#
      ),
      (
        #"{"itemCount": ‸"{count} элементов"}"#,
        #"error: "itemCount" counts, and counts in "ru" take the plural categories one, few, many; write a form for each: {"one": "…", "few": "…", "many": "…"}"#
      ),
      (
        #"{"itemCount": {"one": "a", ‸"fwe": "b", "few": "c", "many": "d"}}"#,
        #"error: unknown plural category "fwe"; did you mean "few"?"#
      ),
      (
        #"{‸"itemMatches": "элемент найден"}"#,
        #"error: "itemMatches" is gone; write the "one" form of "matchCount""#
      ),
      (
        #"{"allOf": ‸"Все"}"#,
        #"error: "allOf" is a message with {title} where the language puts it: write "Все {title}""#
      ),
      (#"{"searchTitle": ‸{"one": "a"}}"#, #"error: "searchTitle" does not count"#),
    ] {
      let found = try errors(Self.siteJSON(#""strings": \#(strings), "#, language: "ru", title: "Галерея"))
      #expect(found.count == 1 && found[0].hasPrefix("site.json:‸1: "), "\(found)")
      #expect(found.first?.contains(message) == true, "\(found)")
    }
  }

  /// Numbers, lists and quotation marks are the language's.
  @Test func numbersListsAndQuotesAreTheLanguages() {
    let arabic = InterfaceStrings([:], language: "ar")
    #expect(arabic.number(3821) == "٣٬٨٢١")
    #expect(arabic.list(["أ", "ب", "ج"]) == "أ وب وج")
    #expect(InterfaceStrings([:], language: "ja").quote("猫") == "「猫」")
    #expect(InterfaceStrings([:], language: "en").list(["a", "b", "c"]) == "a, b, and c")
    #expect(InterfaceStrings([:], language: "ko").message("allOf", ["title": "얼굴"]) == "All of 얼굴")
    let korean = InterfaceStrings(["allOf": "{title} 전체"], language: "ko")
    #expect(korean.message("allOf", ["title": "얼굴"]) == "얼굴 전체")
  }

  /// A word that is not a language, or a language that does not fit the site's words, is caught
  /// with the likely one.
  @Test func theLanguageTagIsCheckedAgainstCLDR() throws {
    let arabic = try errors(Self.siteJSON("", language: "arabic"))
    #expect(
      arabic.count == 1
        && arabic[0].hasSuffix(
          #" error: "arabic" is not a language in CLDR's registry of language subtags; did you mean "ar"? (at language) [site.unknownSubtag]"#
        ), "\(arabic)")
    #expect(try errors(Self.siteJSON("", language: "korean")).first?.contains(#"did you mean "ko"?"#) == true)
    #expect(try errors(Self.siteJSON("", language: "iw")).first?.contains(#"write "he" instead"#) == true)
    // Kanuri is a language, but not the one a site in Hangul is written in.
    let kanuri = try load(
      Self.siteJSON(#""titles": {"subgroups": {"face-affection": {"title": "사랑"}}}, "#, language: "kr"))
    #expect(kanuri.warnings.map(\.id) == ["site.unlikelyLanguage"])
    #expect(kanuri.warnings.first?.message.contains(#"did you mean "ko"?"#) == true)
    let korean = try load(Self.siteJSON(#""titles": {"subgroups": {"face-affection": {"title": "사랑"}}}, "#))
    #expect(korean.warnings.isEmpty && korean.direction == .leftToRight)
    let inArabic = try load(
      Self.siteJSON(#""titles": {"subgroups": {"face-affection": {"title": "حب"}}}, "#, language: "ar", title: "معرض"))
    #expect(inArabic.direction == .rightToLeft)
  }
}
