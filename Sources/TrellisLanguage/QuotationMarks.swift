/// A language's quotation marks (CLDR delimiters quotationStart and quotationEnd): English “ ”, German „ “,
/// Japanese 「 」.
struct QuotationMarks: Sendable, Hashable {
  var start: String
  var end: String

  /// The marks resolved for the first locale of `chain`.
  init(chain: [String]) {
    let record = LocaleFallback.resolve(chain, in: Self.table) ?? []
    start = record.count > 0 ? String(record[0]) : "“"
    end = record.count > 1 ? String(record[1]) : "”"
  }

  static let table = CLDRTables.keyedRecords(CLDRTables.quotationMarks)
}
