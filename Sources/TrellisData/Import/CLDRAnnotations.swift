import TrellisDiagnostics

/// CLDR's annotations for one language (Debian's unicode-cldr-core has English's at
/// `/usr/share/unicode/cldr/common/annotations/en.xml`, and those of sequences such as skin
/// tones in `annotationsDerived/en.xml`):
///
///     <annotation cp="😀">face | grin | grinning face</annotation>
///     <annotation cp="😀" type="tts">grinning face</annotation>
///
/// Read line by line: CLDR writes one annotation per line. Keys are the emoji without emoji
/// presentation selectors (U+FE0F), as CLDR writes them. A name or keywords the emoji loader
/// would refuse (``CatalogStrings``) is an error at its line.
package struct CLDRAnnotations: Sendable {
  /// Keywords by emoji.
  package private(set) var keywords: [String: [String]] = [:]
  /// The name to read aloud (`type="tts"`) by emoji: CLDR's short name.
  package private(set) var names: [String: String] = [:]

  package init() {}

  /// Adds the annotations of `file`; a file that holds none is an error.
  package mutating func add(_ file: SourceFile) throws(DiagnosticError) {
    guard let text = String(validating: file.bytes, as: UTF8.self) else {
      throw DiagnosticError(file.diagnostic(at: UTF8Check.firstInvalidOffset(in: file.bytes) ?? 0, .importNotUTF8))
    }
    var found = 0
    var offset = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      defer { offset += line.utf8.count + 1 }
      guard let start = line.range(of: "<annotation cp=\"") else { continue }
      guard let quote = line[start.upperBound...].firstIndex(of: "\""),
        let close = line[quote...].firstIndex(of: ">"),
        let end = line[close...].range(of: "</annotation>"),
        let key = Self.decoded(line[start.upperBound..<quote]),
        let value = Self.decoded(line[line.index(after: close)..<end.lowerBound])
      else {
        throw DiagnosticError(file.diagnostic(at: offset, .notAnAnnotationLine))
      }
      try CatalogStrings.checkCharacters(of: line, at: offset, in: file)
      let emoji = Self.key(key)
      let isName = line[quote..<close].contains("type=\"tts\"")
      try CatalogStrings.check(value, isName ? .cldrName : .cldrKeywords, at: offset, in: file)
      if isName {
        names[emoji] = value
      } else {
        keywords[emoji] = value.split(separator: "|").map {
          String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        .filter { !$0.isEmpty }
      }
      found += 1
    }
    guard found > 0 else { throw DiagnosticError(file.diagnostic(at: 0, .notAnAnnotationsFile)) }
  }

  /// `emoji` as CLDR keys it: without U+FE0F.
  package static func key(_ emoji: String) -> String {
    var key = ""
    key.unicodeScalars.append(contentsOf: emoji.unicodeScalars.filter { $0 != "\u{FE0F}" })
    return key
  }

  /// XML text with its five entities and character references decoded; nil if an `&` starts
  /// none of them.
  static func decoded(_ text: Substring) -> String? {
    guard text.contains("&") else { return String(text) }
    var output = ""
    var rest = text[...]
    while let ampersand = rest.firstIndex(of: "&") {
      output += rest[..<ampersand]
      guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { return nil }
      let name = rest[rest.index(after: ampersand)..<semicolon]
      switch name {
      case "amp": output += "&"
      case "lt": output += "<"
      case "gt": output += ">"
      case "quot": output += "\""
      case "apos": output += "'"
      default:
        let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
        guard name.hasPrefix("#"), let value = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        output.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return output + rest
  }
}
