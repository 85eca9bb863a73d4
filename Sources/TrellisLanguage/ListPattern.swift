/// A language's standard list pattern (CLDR listPatterns, the `listPattern` without a type: "and" lists).
///
/// Each part is a pattern with `{0}` and `{1}`. Two items use `two`; more use `start` for the first two,
/// `middle` for each next one and `end` for the last two: English "a, b, and c".
struct ListPattern: Sendable, Hashable {
  var start: String
  var middle: String
  var end: String
  var two: String

  /// The pattern resolved for the first locale of `chain`.
  init(chain: [String]) {
    let record = LocaleFallback.resolve(chain, in: Self.table) ?? []
    func part(_ index: Int) -> String { index < record.count ? String(record[index]) : "{0}, {1}" }
    start = part(0)
    middle = part(1)
    end = part(2)
    two = part(3)
  }

  /// `items` joined: "" for none, the item itself for one.
  func format(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return Self.fill(two, items[0], items[1])
    default:
      var result = Self.fill(end, items[items.count - 2], items[items.count - 1])
      for index in stride(from: items.count - 3, through: 1, by: -1) {
        result = Self.fill(middle, items[index], result)
      }
      return Self.fill(start, items[0], result)
    }
  }

  /// `pattern` with `{0}` replaced by `first` and `{1}` by `second` (the arguments are not searched again).
  static func fill(_ pattern: String, _ first: String, _ second: String) -> String {
    var result = ""
    var rest = pattern[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let placeholder = rest[open...].prefix(3)
      if placeholder == "{0}" {
        result += first
      } else if placeholder == "{1}" {
        result += second
      } else {
        result += "{"
        rest = rest[rest.index(after: open)...]
        continue
      }
      rest = rest[placeholder.endIndex...]
    }
    return result + rest
  }

  static let table = CLDRTables.keyedRecords(CLDRTables.listPatterns)
}
