/// JSON strings, for everything Trellis writes as JSON: validation reports, the preview's events.
package enum JSONEscaping {
  /// `value` as a quoted JSON string. Quotes, backslashes and control characters are escaped,
  /// and so are U+2028 and U+2029, so the text is also safe inside a JavaScript string.
  package static func string(_ value: String) -> String {
    var value = value
    return value.withUTF8 { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + bytes.count / 16 + 2)
      output.append(UInt8(ascii: "\""))
      // Runs of bytes that need no escape are copied whole (a section's HTML is megabytes).
      var runStart = 0
      var index = 0
      func escape(_ replacement: String, skipping count: Int) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        output.append(contentsOf: replacement.utf8)
        index += count
        runStart = index
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): escape("\\\"", skipping: 1)
        case UInt8(ascii: "\\"): escape("\\\\", skipping: 1)
        case UInt8(ascii: "\n"): escape("\\n", skipping: 1)
        case UInt8(ascii: "\r"): escape("\\r", skipping: 1)
        case UInt8(ascii: "\t"): escape("\\t", skipping: 1)
        case 0..<0x20:
          let hex = String(byte, radix: 16)
          escape("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, skipping: 1)
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
          escape(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", skipping: 3)
        default: index += 1
        }
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      output.append(UInt8(ascii: "\""))
      return String(decoding: output, as: UTF8.self)
    }
  }
}
