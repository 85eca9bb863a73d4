/// CLDR's fallback chain between locales: a locale's data is its own, else its parent's, up to "root".
///
/// The parent is the one supplementalData.xml's parentLocales names ("en_GB" → "en_001", "sr_Latn" → "root"),
/// else the identifier with its last subtag removed ("sr_Latn_RS" → "sr_Latn"), else "root".
enum LocaleFallback {
  /// The parentLocales that override truncation, child to parent.
  static let explicitParents: [String: String] = {
    var result: [String: String] = [:]
    for record in CLDRTables.records(CLDRTables.parentLocales) where record.count == 2 {
      for child in CLDRTables.words(record[1]) {
        result[String(child)] = String(record[0])
      }
    }
    return result
  }()

  /// The parent of a locale identifier, nil for "root".
  static func parent(of identifier: String) -> String? {
    if identifier == "root" { return nil }
    if let parent = explicitParents[identifier] { return parent }
    return truncated(identifier) ?? "root"
  }

  /// `identifier` and its parents, ending with "root".
  static func chain(from identifier: String) -> [String] {
    var result = [identifier]
    var current = identifier
    while let next = parent(of: current) {
      result.append(next)
      current = next
    }
    return result
  }

  /// `identifier` and its truncations, ending with "root", ignoring parentLocales (plural rules belong to the
  /// language, so "sr_Latn" uses "sr"'s).
  static func truncationChain(from identifier: String) -> [String] {
    var result = [identifier]
    var current = identifier
    while let next = truncated(current) {
      result.append(next)
      current = next
    }
    return result + ["root"]
  }

  /// The first record for `chain` in `table`, the resolved value for the chain's first locale.
  static func resolve(_ chain: [String], in table: [String: [Substring]]) -> [Substring]? {
    for identifier in chain {
      if let record = table[identifier] { return record }
    }
    return nil
  }

  private static func truncated(_ identifier: String) -> String? {
    guard let separator = identifier.lastIndex(of: "_") else { return nil }
    return String(identifier[..<separator])
  }
}
