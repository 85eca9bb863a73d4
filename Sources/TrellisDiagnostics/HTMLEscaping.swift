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

  /// Whether a URL may be written into `href` or `src`. Read byte by byte: it runs for every
  /// link of every page.
  public static func isSafeURL(_ value: String) -> Bool {
    var bytes = value.utf8[...]
    // Browsers ignore spaces around a URL (" javascript:…" runs script).
    while let first = bytes.first,
      first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
    {
      bytes = bytes.dropFirst()
    }
    // A scheme is letters, digits, +, -, . before the first ':' that precedes any '/', '?' or '#'.
    var scheme: [UInt8] = []
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ":"):
        return scheme == Array("http".utf8) || scheme == Array("https".utf8) || scheme == Array("mailto".utf8)
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"),
        UInt8(ascii: "-"), UInt8(ascii: "."):
        if scheme.count <= 6 { scheme.append(byte) }
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if scheme.count <= 6 { scheme.append(byte | 0x20) }  // lower case
      default:
        // Printable ASCII that no scheme holds (`_`, `%`, `=` …) makes the URL relative; control
        // characters (browsers drop tabs and newlines), spaces and other bytes may hide a scheme.
        return (UInt8(ascii: "!")...UInt8(ascii: "~")).contains(byte)
      }
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
