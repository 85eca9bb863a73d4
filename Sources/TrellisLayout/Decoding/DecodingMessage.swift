/// Formatting shared by the decoding error messages, so they read alike.
enum DecodingMessage {
  /// A number as a person wrote it: `4` rather than `4.0`, `-0.5` as is.
  static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15,
      let integer = Int(exactly: value)
    {
      return String(integer)
    }
    return String(value)
  }

  /// Quoted names joined the way a sentence lists alternatives: `"a", "b" or "c"`.
  static func alternatives(_ names: [String], quoted: Bool = true) -> String {
    let shown = quoted ? names.map { "\"\($0)\"" } : names
    guard let last = shown.last else { return "" }
    if shown.count == 1 { return last }
    return shown.dropLast().joined(separator: ", ") + " or " + last
  }

  /// Quoted names joined as a conjunction: `"a" and "b"`, `"a", "b" and "c"`.
  static func conjunction(_ names: [String]) -> String {
    let shown = names.map { "\"\($0)\"" }
    guard let last = shown.last else { return "" }
    if shown.count == 1 { return last }
    return shown.dropLast().joined(separator: ", ") + " and " + last
  }
}
