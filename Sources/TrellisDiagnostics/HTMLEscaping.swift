/// Escaping for the contexts Trellis writes values into. Every value from a site's data goes
/// through one of these, chosen by where it lands (see ``ValueContext``).
public enum HTMLEscaping {
  /// Text between tags: `&`, `<` and `>` become entities.
  @inlinable public static func text(_ value: String, into output: inout String) {
    escape(value, into: &output, quotes: false)
  }

  /// A quoted attribute value: also both quotes.
  @inlinable public static func attribute(_ value: String, into output: inout String) {
    escape(value, into: &output, quotes: true)
  }

  /// A URL attribute (`href`, `src`): only relative URLs and the http, https and mailto schemes
  /// pass; anything else (`javascript:`, `data:`…) becomes `#`. Then escaped as an attribute.
  @inlinable public static func url(_ value: String, into output: inout String) {
    attribute(isSafeURL(value) ? value : "#", into: &output)
  }

  public static func text(_ value: String) -> String {
    var output = ""
    text(value, into: &output)
    return output
  }

  public static func attribute(_ value: String) -> String {
    var output = ""
    attribute(value, into: &output)
    return output
  }

  /// Whether a URL may be written into `href` or `src`.
  public static func isSafeURL(_ value: String) -> Bool {
    let trimmed = value.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    // A scheme is letters, digits, +, -, . before the first ':' that precedes any '/', '?' or '#'.
    var scheme = ""
    for character in trimmed {
      if character == ":" {
        return ["http", "https", "mailto"].contains(scheme.lowercased())
      }
      if character == "/" || character == "?" || character == "#" { return true }
      guard character.isASCII, character.isLetter || character.isNumber || "+-.".contains(character) else {
        // Printable ASCII that no scheme holds (`_`, `%`, `=` …) makes the URL relative; control
        // characters (browsers drop tabs and newlines), spaces and other bytes may hide a scheme.
        return character.isASCII && ("!"..."~").contains(character)
      }
      scheme.append(character)
    }
    return true
  }

  /// Inlinable (with its callers): every value of every cell goes through it, from another module.
  @inlinable static func escape(_ value: String, into output: inout String, quotes: Bool) {
    // Fast path: nothing to escape.
    let needsEscaping = value.utf8.contains { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
    }
    guard needsEscaping else {
      output += value
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "'" where quotes: output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
  }
}
