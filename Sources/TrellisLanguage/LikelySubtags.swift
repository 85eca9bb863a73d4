/// The likely script of a language, from CLDR's likelySubtags.xml ("ko" → "Kore", "sr" → "Cyrl",
/// "pa_PK" → "Arab").
enum LikelySubtags {
  /// Keys `lang`, `lang_REGION` (only where it differs from `lang`) and `und_REGION` to a script code.
  static let scripts: [String: String] = {
    var result: [String: String] = [:]
    for record in CLDRTables.records(CLDRTables.likelyScripts) where record.count == 2 {
      for key in CLDRTables.words(record[1]) {
        result[String(key)] = String(record[0])
      }
    }
    return result
  }()

  /// The likely script for a language and optional region: `language_REGION`, then `language`, then
  /// `und_REGION`; nil when none is listed (an unknown language without a known region).
  static func script(language: String, region: String?) -> String? {
    if let region, let script = scripts[language + "_" + region] { return script }
    if let script = scripts[language] { return script }
    if let region { return scripts["und_" + region] }
    return nil
  }

  /// Whether `language_REGION` is written in another script than `language` alone ("zh_TW" is Hant, "zh" Hans).
  static func regionalScript(language: String, region: String) -> String? {
    scripts[language + "_" + region]
  }

  /// The likeliest language written in each script (`und_Hang` → `ko`), by script code.
  static let languages: [String: String] = {
    var result: [String: String] = [:]
    for record in CLDRTables.records(CLDRTables.likelyLanguages) where record.count == 2 {
      result[String(record[0])] = String(record[1])
    }
    return result
  }()
}
