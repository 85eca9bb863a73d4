/// Finds what would make an SVG image run code or load something when it is opened as a page of
/// its own: `<script>`, event attributes (`onload=`…), `javascript:` and `data:` links, embedded
/// documents (`<foreignObject>`, `<iframe>`, `<embed>`, `<object>`), style sheets
/// (`<?xml-stylesheet`, `<style>` with `@import`), and entity declarations. Trellis refuses such
/// images rather than cleaning them: a character's picture needs none of it.
package enum SVGActiveContent {
  /// The byte offset and a description of the first active content in `bytes`, if any.
  package static func find(in bytes: [UInt8]) -> (offset: Int, what: String)? {
    let lowered = bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    let markers: [(pattern: String, what: String)] = [
      ("<script", "a <script> element"), ("<foreignobject", "a <foreignObject> element"),
      ("<iframe", "an <iframe> element"), ("<embed", "an <embed> element"), ("<object", "an <object> element"),
      ("<handler", "a <handler> element"), ("<?xml-stylesheet", "a style sheet processing instruction"),
      ("@import", "an @import rule"), ("<!entity", "an entity declaration"), ("javascript:", "a javascript: link"),
      ("data:text/html", "a data:text/html link"), ("vbscript:", "a vbscript: link"),
    ]
    var found: (offset: Int, what: String)? = nil
    for marker in markers {
      if let offset = firstIndex(of: Array(marker.pattern.utf8), in: lowered), offset < found?.offset ?? Int.max {
        found = (offset, marker.what)
      }
    }
    if let handler = eventAttribute(in: lowered), handler.offset < found?.offset ?? Int.max { found = handler }
    return found
  }

  /// An attribute whose name starts with `on` (`onload`, `onclick`, …) inside a tag.
  private static func eventAttribute(in bytes: [UInt8]) -> (offset: Int, what: String)? {
    var inTag = false
    var quote: UInt8? = nil
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "<") {
        inTag = true
      } else if byte == UInt8(ascii: ">") {
        inTag = false
      } else if inTag, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if inTag, isSpace(byte), index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "o"),
        bytes[index + 2] == UInt8(ascii: "n"), isNameByte(bytes[index + 3])
      {
        var end = index + 3
        while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
        var next = end
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        if next < bytes.count, bytes[next] == UInt8(ascii: "=") {
          let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
          return (index + 1, "an event attribute (\(name))")
        }
      }
      index += 1
    }
    return nil
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
  }

  /// The first index where `pattern` occurs in `bytes` (a plain scan: images are small, and
  /// each pattern's first byte is rare).
  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
      index += 1
    }
    return nil
  }
}
