/// Checks a language tag against CLDR's validity data (its copy of the subtag registry) and suggests codes
/// for names and near-misses.
package enum LanguageRegistry {
  /// Each subtag of `tag` that CLDR does not list as valid, or lists as deprecated.
  ///
  /// Every subtag validity/*.xml lists is known, whatever its status (regular, special, macroregion, reserved,
  /// private_use, unknown: "und", "ZZ", "XX" are all valid); only absent subtags are problems, and deprecated
  /// ones ("iw") are reported with `isDeprecated` and their replacement. `tag` is assumed well-formed BCP 47;
  /// extension and private-use subtags are not checked. Empty for "ko", "ar-EG", "zh-Hant-TW", "sr-Latn",
  /// "en-GB-oxendict".
  package static func problems(in tag: String) -> [LanguageTagProblem] {
    let original = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    let parts = LanguageTagParts(tag)
    guard !parts.language.isEmpty else { return [] }
    var checks: [(LanguageTagProblem.Kind, String)] = [(.language, parts.language)]
    checks += parts.extendedLanguages.map { (.language, $0) }
    if let script = parts.script { checks.append((.script, script)) }
    if let region = parts.region { checks.append((.region, region)) }
    checks += parts.variants.map { (.variant, $0) }
    var problems: [LanguageTagProblem] = []
    for (index, (kind, code)) in checks.enumerated() {
      let written = index < original.count ? original[index] : code
      switch validity[kind]?[code] {
      case nil:
        problems.append(
          LanguageTagProblem(
            kind: kind, subtag: written, suggestion: suggestion(kind: kind, for: written),
            isDeprecated: false))
      case "deprecated":
        problems.append(
          LanguageTagProblem(kind: kind, subtag: written, suggestion: alias(kind: kind, of: code), isDeprecated: true))
      default:
        break
      }
    }
    return problems
  }

  /// The language code for a language name or near-miss, trying in order (case-insensitively):
  /// 1. an English language name from CLDR's en.xml ("arabic" → "ar", "korean" → "ko", "english" → "en");
  /// 2. a language's name for itself ("한국어" → "ko", "deutsch" → "de");
  /// 3. CLDR's alias for a deprecated or overlong code ("iw" → "he", "kor" → "ko");
  /// 4. the code itself when it is valid and not deprecated ("KR" → "kr");
  /// 5. the one valid two-letter code one letter away (insert, delete or replace), when exactly one is.
  /// Nil when none applies.
  package static func suggestion(forLanguage subtag: String) -> String? {
    let key = subtag.lowercased()
    if let code = englishLanguageNames[key] ?? autonyms[key] ?? alias(kind: .language, of: key) {
      return code
    }
    if let status = validity[.language]?[key], status != "deprecated" { return key }
    guard key.count <= 3, key.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
    let near = twoLetterLanguages.filter { isOneEditApart(Array(key), Array($0)) }
    return near.count == 1 ? near.first : nil
  }

  /// CLDR's replacement for a deprecated or aliased subtag ("iw" → "he", "UK" → "GB", "sh" → "sr-Latn").
  static func alias(kind: LanguageTagProblem.Kind, of code: String) -> String? {
    aliases[kind]?[code]
  }

  /// The language CLDR finds likeliest for text in `script` (an ISO 15924 code as
  /// ``UnicodeScript/dominant(in:)`` gives it): "Hang" and "Kore" → "ko", "Jpan" → "ja", "Arab" →
  /// "ar"; nil for a script CLDR names no language for.
  package static func language(writtenIn script: String) -> String? {
    LikelySubtags.languages[script]
  }

  /// A script's English name, for messages: "Hang" → "Hangul", "Latn" → "Latin"; the code itself
  /// when CLDR names none.
  package static func englishName(ofScript code: String) -> String {
    scriptNamesByCode[code] ?? code
  }

  private static let scriptNamesByCode: [String: String] = {
    var result: [String: String] = [:]
    for record in CLDRTables.records(CLDRTables.englishScriptNames) where record.count == 3 && record[1].isEmpty {
      result[String(record[0])] = String(record[2])
    }
    return result
  }()

  /// The suggestion for an unknown subtag of `kind`, as `LanguageTagProblem.suggestion` describes; an
  /// unknown variant that is a script or region name ("latin") gets that code.
  private static func suggestion(kind: LanguageTagProblem.Kind, for subtag: String) -> String? {
    let key = subtag.lowercased()
    switch kind {
    case .language:
      return suggestion(forLanguage: subtag)
    case .script:
      let code = key.prefix(1).uppercased() + key.dropFirst()
      return alias(kind: .script, of: code) ?? englishScriptNames[key]
    case .region:
      return alias(kind: .region, of: key.uppercased()) ?? englishRegionNames[key]
    case .variant:
      return alias(kind: .variant, of: key) ?? englishScriptNames[key] ?? englishRegionNames[key]
    }
  }

  private static func isOneEditApart(_ first: [Character], _ second: [Character]) -> Bool {
    if first.count == second.count {
      return zip(first, second).filter { $0 != $1 }.count == 1
    }
    let (short, long) = first.count < second.count ? (first, second) : (second, first)
    guard long.count == short.count + 1 else { return false }
    return long.indices.contains { index in
      var removed = long
      removed.remove(at: index)
      return removed == short
    }
  }

  /// Each kind's subtags, in CLDR's case, to their idStatus.
  static let validity: [LanguageTagProblem.Kind: [String: String]] = {
    var result: [LanguageTagProblem.Kind: [String: String]] = [:]
    for record in CLDRTables.records(CLDRTables.validSubtags) where record.count == 3 {
      guard let kind = Kind(record[0]) else { continue }
      for code in CLDRTables.words(record[2]) {
        result[kind, default: [:]][String(code)] = String(record[1])
      }
    }
    return result
  }()

  private static let aliases: [LanguageTagProblem.Kind: [String: String]] = {
    var result: [LanguageTagProblem.Kind: [String: String]] = [:]
    for record in CLDRTables.records(CLDRTables.subtagAliases) where record.count == 3 {
      guard let kind = Kind(record[0]) else { continue }
      result[kind, default: [:]][String(record[1])] = String(record[2])
    }
    return result
  }()

  private static let twoLetterLanguages: [String] = (validity[.language] ?? [:])
    .filter { $0.key.count == 2 && $0.value == "regular" }.map(\.key).sorted()

  private static let englishLanguageNames = names(CLDRTables.englishLanguageNames)
  private static let englishScriptNames = names(CLDRTables.englishScriptNames)
  private static let englishRegionNames = names(CLDRTables.englishRegionNames)

  private static let autonyms: [String: String] = {
    var result: [String: String] = [:]
    for record in CLDRTables.records(CLDRTables.autonyms) where record.count == 2 {
      let name = record[1].lowercased()
      if result[name] == nil { result[name] = String(record[0]) }
    }
    return result
  }()

  /// Lowercased names to codes from a `code|alt|name` table: main names first, then alternative ones ("short",
  /// "variant"), the first code in code order winning when two share a name.
  private static func names(_ table: String) -> [String: String] {
    var result: [String: String] = [:]
    let records = CLDRTables.records(table).filter { $0.count == 3 }
    for wantMain in [true, false] {
      for record in records where record[1].isEmpty == wantMain {
        let name = record[2].lowercased()
        if result[name] == nil { result[name] = String(record[0]) }
      }
    }
    return result
  }

  private typealias Kind = LanguageTagProblem.Kind
}

extension LanguageTagProblem.Kind {
  /// The kind a generated table names ("language", "script", "region", "variant").
  fileprivate init?(_ name: Substring) {
    switch name {
    case "language": self = .language
    case "script": self = .script
    case "region": self = .region
    case "variant": self = .variant
    default: return nil
    }
  }
}
