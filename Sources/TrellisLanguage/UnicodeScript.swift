/// Unicode's Script property (Scripts.txt) as ISO 15924 codes, the short names of PropertyValueAliases.txt:
/// Hangul is "Hang", Latin "Latn", Han "Hani".
package enum UnicodeScript {
  /// The script of `scalar` ("가" → "Hang", "a" → "Latn", "1" → "Zyyy" (Common)); nil for code points
  /// Scripts.txt leaves Unknown (unassigned, private use, surrogates, noncharacters).
  package static func code(of scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    var low = 0
    var high = runs.starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if runs.starts[middle] <= value { low = middle } else { high = middle }
    }
    guard low < runs.scripts.count, let index = runs.scripts[low], index < codes.count else { return nil }
    return codes[index]
  }

  /// The script most letters in `texts` are written in, or nil when no letter counts.
  ///
  /// Letters are scalars of general category L*; Common ("Zyyy"), Inherited ("Zinh") and Unknown ones are
  /// ignored. Japanese and Korean mix scripts, so: when any Hiragana or Katakana is present, Han, Hiragana and
  /// Katakana count together as "Jpan"; otherwise when Han and Hangul are both present they count together
  /// as "Kore". Hangul alone is "Hang" and Han alone "Hani" (use `script(_:fits:)` to compare with a likely
  /// script such as "Kore"). Ties go to the code that sorts first.
  package static func dominant(in texts: some Sequence<String>) -> String? {
    var counts: [String: Int] = [:]
    for text in texts {
      for scalar in text.unicodeScalars where isLetter(scalar) {
        guard let script = code(of: scalar), script != "Zyyy", script != "Zinh" else { continue }
        counts[script, default: 0] += 1
      }
    }
    let kana = (counts["Hira"] ?? 0) + (counts["Kana"] ?? 0)
    if kana > 0 {
      counts["Jpan"] = kana + (counts["Hani"] ?? 0)
      for script in ["Hira", "Kana", "Hani"] { counts[script] = nil }
    } else if let hangul = counts["Hang"], let han = counts["Hani"] {
      counts["Kore"] = hangul + han
      counts["Hang"] = nil
      counts["Hani"] = nil
    }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }

  /// Whether text written in `script` (say from `dominant(in:)`) suits a tag whose likely script is `likely`.
  ///
  /// Equal codes fit, and so do the scripts a combined code covers: "Kore" covers Hang and Hani, "Jpan" Hani,
  /// Hira, Kana and Hrkt, "Hans", "Hant" and "Hanb" cover Hani (and "Hanb" Bopo). So "Hang" fits "Kore" but
  /// not "Latn".
  package static func script(_ script: String, fits likely: String) -> Bool {
    if script == likely { return true }
    switch likely {
    case "Kore": return script == "Hang" || script == "Hani"
    case "Jpan": return ["Hani", "Hira", "Kana", "Hrkt"].contains(script)
    case "Hans", "Hant": return script == "Hani"
    case "Hanb": return script == "Hani" || script == "Bopo"
    default: return false
    }
  }

  /// Scripts CLDR's scriptMetadata.txt marks as right to left ("Arab", "Hebr", "Thaa"...).
  static let rightToLeftScripts = Set(CLDRTables.words(CLDRTables.rightToLeftScripts).map(String.init))

  private static let codes = CLDRTables.words(CLDRTables.scriptCodes).map(String.init)

  /// The first code point of each run and its index into `codes` (nil for unassigned runs).
  private static let runs: (starts: [UInt32], scripts: [Int?]) = {
    var starts: [UInt32] = []
    var scripts: [Int?] = []
    for run in CLDRTables.words(CLDRTables.scriptRuns) {
      let fields = run.split(separator: ":")
      guard fields.count == 2, let start = UInt32(fields[0], radix: 16) else { continue }
      starts.append(start)
      scripts.append(Int(fields[1]))
    }
    return (starts, scripts)
  }()

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }
}
