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

extension TemplateTags {
  /// The line and column in the template's `text` of the markup at `offset` (in scalars) in
  /// `rendered`, the template rendered once. The literal run from there up to the next value, the
  /// line's end or 60 scalars is looked up in the text as the same occurrence (first, second, …)
  /// that it is in the rendering, shortened until the text holds it (a section's tags may split
  /// the run in the text); nil when no prefix of it is there.
  static func position(of offset: Int, in rendered: String, text: String) -> (line: Int, column: Int)? {
    let output = Array(rendered.unicodeScalars)
    guard offset >= 0, offset < output.count else { return nil }
    var end = offset
    while end < output.count, end - offset < 60, output[end] != "\u{E000}", output[end] != "\n" { end += 1 }
    let source = Array(text.unicodeScalars)
    while end > offset {
      let snippet = Array(output[offset..<end])
      let occurrence = matches(of: snippet, in: output, before: offset).count
      let found = matches(of: snippet, in: source, before: source.count)
      if found.count > occurrence {
        let start = found[occurrence]
        let lineStart = source[..<start].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        return (source[..<start].count { $0 == "\n" } + 1, start - lineStart + 1)
      }
      end -= 1
    }
    return nil
  }

  /// The offsets where `snippet` starts in `scalars`, before `limit`.
  private static func matches(of snippet: [Unicode.Scalar], in scalars: [Unicode.Scalar], before limit: Int) -> [Int] {
    guard scalars.count >= snippet.count else { return [] }
    return (0...(scalars.count - snippet.count)).filter { start in
      start < limit && scalars[start..<(start + snippet.count)].elementsEqual(snippet)
    }
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
    var text = self
    while let last = text.last, predicate(last) { text.removeLast() }
    return String(text)
  }
}
