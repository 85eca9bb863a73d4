/// A language's cardinal plural rules from CLDR's plurals.xml, evaluated for whole-number counts.
///
/// A rule is a condition on the operands of a number: `n` (its absolute value), `i` (its integer digits),
/// `v`, `w`, `f`, `t` (its visible fraction digits, all 0 for whole numbers) and `e`, `c` (its exponent, 0 here).
/// For example Russian `few` is `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`. The first rule that matches
/// gives the category; a count that matches none is `other`.
struct PluralRules: Sendable {
  /// The categories whole-number counts can take, in `PluralCategory.allCases` order.
  var categories: [PluralCategory]
  /// The conditions in the order plurals.xml gives them.
  var rules: [(category: PluralCategory, condition: PluralCondition)]

  /// The rules of the first locale in `chain` that plurals.xml lists; "root" (everything `other`) if none.
  init(chain: [String]) {
    let record = LocaleFallback.resolve(chain, in: Self.table)
    categories =
      (record?.first).map { CLDRTables.words($0).compactMap { PluralCategory(rawValue: String($0)) } }
      ?? [.other]
    rules = []
    guard let record, record.count > 1 else { return }
    for rule in record[1].split(separator: ";") {
      guard let colon = rule.firstIndex(of: ":"),
        let category = PluralCategory(rawValue: String(rule[..<colon])),
        let condition = PluralCondition(parsing: rule[rule.index(after: colon)...])
      else { continue }
      rules.append((category, condition))
    }
  }

  /// The category of `count` (its absolute value, as CLDR's `n`).
  func category(of count: Int) -> PluralCategory {
    let value = UInt64(count.magnitude)
    for rule in rules where rule.condition.matches(value) {
      return rule.category
    }
    return .other
  }

  /// Each locale plurals.xml names, with `categories|conditions`.
  static let table: [String: [Substring]] = {
    var result: [String: [Substring]] = [:]
    for record in CLDRTables.records(CLDRTables.pluralRules) where record.count == 3 {
      for locale in CLDRTables.words(record[0]) {
        result[String(locale)] = Array(record.dropFirst())
      }
    }
    return result
  }()
}

/// One plural rule's condition: relations joined by `and`, those joined by `or` (`and` binds tighter).
struct PluralCondition: Sendable {
  /// Any of these must hold; each is a list of relations that must all hold.
  var alternatives: [[PluralRelation]]

  /// Parses CLDR's rule syntax; nil when `text` is empty or not understood (the rule then never matches).
  init?(parsing text: Substring) {
    var parser = PluralRuleParser(text)
    guard let alternatives = parser.condition(), parser.isAtEnd else { return nil }
    self.alternatives = alternatives
  }

  /// Whether a whole number with absolute value `value` satisfies the condition.
  func matches(_ value: UInt64) -> Bool {
    alternatives.contains { relations in relations.allSatisfy { $0.matches(value) } }
  }
}

/// One relation, such as `i % 100 != 12..14` or `n in 0..1`.
struct PluralRelation: Sendable {
  /// The operand letter: n i v w f t e c.
  var operand: Character
  /// The `% x` or `mod x` applied to the operand, if any.
  var modulus: UInt64?
  /// True for `!=`, `is not`, `not in`, `not within`.
  var isNegated: Bool
  /// The values and ranges on the right (for whole numbers `in` and `within` agree).
  var ranges: [ClosedRange<UInt64>]

  /// Whether a whole number with absolute value `value` satisfies the relation.
  func matches(_ value: UInt64) -> Bool {
    var operandValue: UInt64 = (operand == "n" || operand == "i") ? value : 0
    if let modulus {
      guard modulus > 0 else { return false }
      operandValue %= modulus
    }
    return ranges.contains { $0.contains(operandValue) } != isNegated
  }
}

/// A recursive-descent reader of plurals.xml's rule syntax.
private struct PluralRuleParser {
  private var tokens: [Substring]
  private var position = 0

  init(_ text: Substring) {
    tokens = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " {
        index = text.index(after: index)
        continue
      }
      var end = text.index(after: index)
      if character.isLetter {
        while end < text.endIndex, text[end].isLetter { end = text.index(after: end) }
      } else if character.isASCIIDigit {
        while end < text.endIndex, text[end].isASCIIDigit { end = text.index(after: end) }
      } else if end < text.endIndex, (character, text[end]) == (".", ".") || (character, text[end]) == ("!", "=") {
        end = text.index(after: end)
      }
      tokens.append(text[index..<end])
      index = end
    }
  }

  var isAtEnd: Bool { position == tokens.count }

  private var next: Substring? { position < tokens.count ? tokens[position] : nil }

  private mutating func take(_ word: String) -> Bool {
    guard next == word[...] else { return false }
    position += 1
    return true
  }

  mutating func condition() -> [[PluralRelation]]? {
    var result: [[PluralRelation]] = []
    repeat {
      var relations: [PluralRelation] = []
      repeat {
        guard let relation = relation() else { return nil }
        relations.append(relation)
      } while take("and")
      result.append(relations)
    } while take("or")
    return result
  }

  private mutating func relation() -> PluralRelation? {
    guard let operandToken = next, operandToken.count == 1, let operand = operandToken.first,
      "nivwftec".contains(operand)
    else { return nil }
    position += 1
    var modulus: UInt64?
    if take("%") || take("mod") {
      guard let value = number() else { return nil }
      modulus = value
    }
    var isNegated = false
    if take("!=") {
      isNegated = true
    } else if take("is") {
      isNegated = take("not")
    } else if !take("=") {
      isNegated = take("not")
      guard take("in") || take("within") else { return nil }
    }
    var ranges: [ClosedRange<UInt64>] = []
    repeat {
      guard let low = number() else { return nil }
      var high = low
      if take("..") {
        guard let value = number(), value >= low else { return nil }
        high = value
      }
      ranges.append(low...high)
    } while take(",")
    return PluralRelation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
  }

  private mutating func number() -> UInt64? {
    guard let token = next, let value = UInt64(token) else { return nil }
    position += 1
    return value
  }
}
