/// JSON strings, for everything Trellis writes as JSON: validation reports, the preview's events.
public enum JSONEscaping {
  /// `value` as a quoted JSON string. Quotes, backslashes and control characters are escaped,
  /// and so are U+2028 and U+2029, so the text is also safe inside a JavaScript string.
  public static func string(_ value: String) -> String {
    var output = "\""
    output.reserveCapacity(value.utf8.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
