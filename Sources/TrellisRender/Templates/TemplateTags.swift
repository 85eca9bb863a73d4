/// Finds a template's tags in its own text, to locate errors found in its rendered output.
enum TemplateTags {
  /// The line and column of the first tag naming `field` (`{{field}}`, `{{{field}}}`,
  /// `{{& field}}`) that stands where a value cannot be escaped safely (``refusal(of:at:)``, the
  /// rule the rendered output is judged by); else the first tag naming it. Follows the
  /// default delimiters only; nil when no tag names the field.
  static func unsafeTag(of field: String, in text: String) -> (line: Int, column: Int)? {
    let scalars = Array(text.unicodeScalars)
    var scanner = HTMLContextScanner()
    var first: (line: Int, column: Int)? = nil
    var line = 1
    var lineStart = 0
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "{", index + 1 < scalars.count, scalars[index + 1] == "{" else {
        if scalar == "\n" {
          line += 1
          lineStart = index + 1
        }
        scanner.consume(scalar)
        index += 1
        continue
      }
      let position = (line, index - lineStart + 1)
      var end = index + 2
      while end + 1 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "}") { end += 1 }
      let content = String(String.UnicodeScalarView(scalars[(index + 2)..<min(end, scalars.count)]))
      let name = content.drop { "{&#^/!>=".unicodeScalars.contains($0.unicodeScalars.first ?? " ") || $0 == " " }
        .trimmingSuffix { $0 == "}" || $0 == " " }
      index = end + 2
      if index < scalars.count, scalars[index] == "}" { index += 1 }  // a triple mustache's third brace
      guard name == field else { continue }
      first = first ?? position
      if refusal(of: field, at: scanner) != nil { return position }
      scanner.consumeValue()
    }
    return first
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var text = self
    while let last = text.last, predicate(last) { text.removeLast() }
    return String(text)
  }
}
