/// Escaping for the contexts Trellis writes values into. Every value from a site's data goes
/// through one of these, chosen by where it lands (see ``ValueContext``).
package enum HTMLEscaping {
  /// Text between tags: `&`, `<` and `>` become entities.
  package static func text(_ value: String, into output: inout String) {
    escape(value, into: &output, quotes: false)
  }

  /// A quoted attribute value: also both quotes.
  package static func attribute(_ value: String, into output: inout String) {
    escape(value, into: &output, quotes: true)
  }

  /// A URL attribute (`href`, `src`): only relative URLs and the http, https and mailto schemes
  /// pass; anything else (`javascript:`, `data:`…) becomes `#`. Then escaped as an attribute.
  package static func url(_ value: String, into output: inout String) {
    attribute(isSafeURL(value) ? value : "#", into: &output)
  }

  package static func text(_ value: String) -> String {
    var output = ""
    text(value, into: &output)
    return output
  }

  package static func attribute(_ value: String) -> String {
    var output = ""
    attribute(value, into: &output)
    return output
  }

  /// Whether a URL may be written into `href` or `src`. Read byte by byte: it runs for every
  /// link of every page.
  package static func isSafeURL(_ value: String) -> Bool {
    var bytes = value.utf8[...]
    // Browsers ignore spaces around a URL (" javascript:…" runs script).
    while let first = bytes.first,
      first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
    {
      bytes = bytes.dropFirst()
    }
    // A scheme is letters, digits, +, -, . before the first ':' that precedes any '/', '?' or '#'.
    // Its first seven bytes (lower case) are packed into a word: no allocation per URL.
    var scheme: UInt64 = 0
    var length = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ":"):
        return length <= 6 && (scheme == http || scheme == https || scheme == mailto)
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"),
        UInt8(ascii: "-"), UInt8(ascii: "."):
        if length <= 6 { scheme = scheme << 8 | UInt64(byte) }
        length += 1
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        if length <= 6 { scheme = scheme << 8 | UInt64(byte | 0x20) }  // lower case
        length += 1
      default:
        // Printable ASCII that no scheme holds (`_`, `%`, `=` …) makes the URL relative; control
        // characters (browsers drop tabs and newlines), spaces and other bytes may hide a scheme.
        return (UInt8(ascii: "!")...UInt8(ascii: "~")).contains(byte)
      }
    }
    return true
  }

  /// The schemes a URL may have, packed as ``isSafeURL(_:)`` packs them.
  private static let (http, https, mailto) = (packed("http"), packed("https"), packed("mailto"))

  private static func packed(_ scheme: StaticString) -> UInt64 {
    var word: UInt64 = 0
    scheme.withUTF8Buffer { for byte in $0 { word = word << 8 | UInt64(byte) } }
    return word
  }

  /// Every value of every cell goes through it, from another module: one call each (a `package`
  /// function's body is not exported, so `@inlinable` would not inline it there; it is not
  /// generic, so nothing is lost but the call).
  static func escape(_ value: String, into output: inout String, quotes: Bool) {
    // Fast path: nothing to escape (read from the string's own bytes where it has them).
    let special = { (byte: UInt8) in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
    }
    let needsEscaping =
      value.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(where: special) }
      ?? value.utf8.contains(where: special)
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
