/// How a language writes whole numbers: its default numbering system's digits, the group separator and the
/// grouping sizes of its decimal pattern (CLDR numbers).
///
/// Grouping follows CLDR: the primary size is the last group ("#,##0" → 3), the secondary size every group
/// before it (Hindi "#,##,##0" → 2: 12,34,567), and a number is grouped only when it has at least
/// primary + minimumGroupingDigits digits (Spanish and Polish, minimum 2, write 1000 but 10 000).
struct NumberFormat: Sendable, Hashable {
  /// The ten digits, zero first.
  var digits: [Character]
  var groupSeparator: String
  var primaryGrouping: Int
  var secondaryGrouping: Int
  var minimumGroupingDigits: Int

  /// The format resolved for the first locale of `chain`.
  init(chain: [String]) {
    let record = LocaleFallback.resolve(chain, in: Self.table) ?? []
    let digits = record.first.map(Array.init) ?? []
    self.digits = digits.count == 10 ? digits : Array("0123456789")
    groupSeparator = record.count > 1 ? String(record[1]) : ","
    primaryGrouping = record.count > 2 ? Int(record[2]) ?? 3 : 3
    secondaryGrouping = record.count > 3 ? Int(record[3]) ?? 3 : 3
    minimumGroupingDigits = record.count > 4 ? Int(record[4]) ?? 1 : 1
  }

  /// `value` written with these digits and grouping; a negative value gets a leading "-".
  func format(_ value: Int) -> String {
    let decimal = Array(String(value.magnitude).utf8)
    let grouped = primaryGrouping > 0 && decimal.count >= primaryGrouping + minimumGroupingDigits
    var result = value < 0 ? "-" : ""
    for (index, byte) in decimal.enumerated() {
      result.append(digits[Int(byte &- UInt8(ascii: "0")) % 10])
      let remaining = decimal.count - index - 1
      if grouped, remaining > 0, isGroupBoundary(remaining) {
        result += groupSeparator
      }
    }
    return result
  }

  /// Whether a separator goes before the last `remaining` digits.
  private func isGroupBoundary(_ remaining: Int) -> Bool {
    if remaining == primaryGrouping { return true }
    guard remaining > primaryGrouping, secondaryGrouping > 0 else { return false }
    return (remaining - primaryGrouping) % secondaryGrouping == 0
  }

  static let table = CLDRTables.keyedRecords(CLDRTables.numberFormats)
}
