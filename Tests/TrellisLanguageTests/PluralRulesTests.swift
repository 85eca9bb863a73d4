import Foundation
import Testing

@testable import TrellisLanguage

/// Checks every locale in CLDR's plurals.xml against its own @integer samples, read here with a small reader
/// of its own (not the generator's).
@Suite struct PluralRulesTests {
  static let pluralsPath = "/usr/share/unicode/cldr/common/supplemental/plurals.xml"

  /// One `<pluralRules>` element: its locales and each category's integer samples.
  struct RuleSet {
    var locales: [String]
    var samples: [(category: PluralCategory, values: [Int])]
  }

  /// The cardinal rule sets of plurals.xml, or nil when the file is missing.
  static func ruleSets() -> [RuleSet]? {
    guard let text = try? String(contentsOfFile: pluralsPath, encoding: .utf8) else { return nil }
    var result: [RuleSet] = []
    for chunk in text.components(separatedBy: "<pluralRules locales=\"").dropFirst() {
      let locales = chunk.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
      let body = chunk.components(separatedBy: "</pluralRules>")[0]
      var samples: [(PluralCategory, [Int])] = []
      for rule in body.components(separatedBy: "<pluralRule count=\"").dropFirst() {
        let name = String(rule.prefix { $0 != "\"" })
        let content = rule.components(separatedBy: "</pluralRule>")[0]
        guard let category = PluralCategory(rawValue: name),
          let integers = content.components(separatedBy: "@integer").dropFirst().first
        else { continue }
        let list = integers.components(separatedBy: "@decimal")[0]
        samples.append((category, expand(list)))
      }
      result.append(RuleSet(locales: locales, samples: samples))
    }
    return result
  }

  /// "0, 2~16, 100, …" as integers; a long range gives its ends and a few values between.
  static func expand(_ list: String) -> [Int] {
    var values: [Int] = []
    for item in list.split(separator: ",") {
      let item = item.trimmingCharacters(in: .whitespaces)
      if item.isEmpty || item == "…" { continue }
      let bounds = item.split(separator: "~").compactMap { Int($0) }
      if bounds.count == 2 {
        if bounds[1] - bounds[0] <= 1000 {
          values += Array(bounds[0]...bounds[1])
        } else {
          let step = (bounds[1] - bounds[0]) / 4
          values += [bounds[0], bounds[0] + 1, bounds[0] + step, bounds[1] - step, bounds[1]]
        }
      } else if let value = Int(item) {
        values.append(value)
      }
    }
    return values
  }

  @Test func everyIntegerSampleHasItsCategory() throws {
    let ruleSets = try #require(
      Self.ruleSets(), "\(Self.pluralsPath) is missing: install Debian's unicode-cldr-core (Scripts/setup.sh does)")
    #expect(ruleSets.count > 30)
    var checked = 0
    for ruleSet in ruleSets {
      for locale in ruleSet.locales {
        let data = LanguageData(tag: locale)
        let expected = PluralCategory.allCases.filter { category in
          ruleSet.samples.contains { $0.category == category && !$0.values.isEmpty }
        }
        #expect(data.pluralCategories == expected, "\(locale)")
        for (category, values) in ruleSet.samples {
          for value in values {
            #expect(data.pluralCategory(of: value) == category, "\(locale) \(value)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 5000)
  }

  @Test func russian() {
    let russian = LanguageData(tag: "ru")
    #expect(russian.pluralCategories == [.one, .few, .many])
    #expect(russian.pluralCategory(of: 1) == .one)
    #expect(russian.pluralCategory(of: 2) == .few)
    #expect(russian.pluralCategory(of: 5) == .many)
    #expect(russian.pluralCategory(of: 11) == .many)
    #expect(russian.pluralCategory(of: 21) == .one)
  }

  @Test func arabic() {
    let arabic = LanguageData(tag: "ar")
    #expect(arabic.pluralCategories == PluralCategory.allCases)
    #expect(arabic.pluralCategory(of: 0) == .zero)
    #expect(arabic.pluralCategory(of: 1) == .one)
    #expect(arabic.pluralCategory(of: 2) == .two)
    #expect(arabic.pluralCategory(of: 3) == .few)
    #expect(arabic.pluralCategory(of: 11) == .many)
    #expect(arabic.pluralCategory(of: 100) == .other)
  }

  @Test func koreanAndEnglish() {
    let korean = LanguageData(tag: "ko")
    #expect(korean.pluralCategories == [.other])
    #expect([0, 1, 2, 5, 21, 100].allSatisfy { korean.pluralCategory(of: $0) == .other })
    let english = LanguageData(tag: "en-GB")
    #expect(english.pluralCategories == [.one, .other])
    #expect(english.pluralCategory(of: 1) == .one)
    #expect(english.pluralCategory(of: 0) == .other)
  }

  @Test func ruleSyntaxBeyondWhatCLDRUses() throws {
    let condition = try #require(PluralCondition(parsing: "n mod 10 in 2..4,9 and n not within 12..14 or n is 0"))
    #expect(condition.matches(3))
    #expect(condition.matches(19))
    #expect(!condition.matches(13))
    #expect(condition.matches(0))
    #expect(!condition.matches(5))
    #expect(PluralCondition(parsing: "n = ") == nil)
    #expect(PluralCondition(parsing: "q = 1") == nil)
  }
}
