/// The CLDR and Unicode tables that `Scripts/cldr-tables.py` writes into `Generated/`, and the helpers that
/// read them.
///
/// Each table is one string literal of records, one record a line, fields separated by `|`. The literal is
/// read (split into records) the first time a table is used, in the `static let` of whichever type uses it.
enum CLDRTables {
  /// The records of `table`: its lines, each split at `|` (empty fields kept).
  static func records(_ table: String) -> [[Substring]] {
    table.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false) }
  }

  /// The records of `table` keyed by their first field, each with the remaining fields.
  static func keyedRecords(_ table: String) -> [String: [Substring]] {
    var result: [String: [Substring]] = [:]
    for record in records(table) {
      guard let key = record.first else { continue }
      result[String(key)] = Array(record.dropFirst())
    }
    return result
  }

  /// The space-separated words of `text` (newlines count as spaces).
  static func words(_ text: some StringProtocol) -> [Substring] {
    text[...].split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Substring($0) }
  }
}
