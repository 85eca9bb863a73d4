import TrellisDiagnostics

/// Source text as HTML for a `<pre><code>`: each token entity-escaped, and the ones a reader
/// tells apart by colour wrapped in a span whose class names what it is (`t-code-key`,
/// `t-code-string`, `t-code-number`, `t-code-literal`, `t-code-punctuation`, `t-code-keyword`,
/// `t-code-type`, `t-code-comment`). The HTML is made of escaped token text and those fixed
/// spans only, so the text of a layout (a swipe action's title, a link) cannot become markup.
package enum SourceHighlighting {
  /// JSON text, its keys, strings, numbers, literals and punctuation coloured.
  package static func json(_ text: String) -> String {
    var html = HTML()
    for token in JSONSourceText.tokens(text) {
      let kind: String? =
        switch token.kind {
        case .key: "key"
        case .string: "string"
        case .number: "number"
        case .literal: "literal"
        case .punctuation: "punctuation"
        case .space, .other: nil
        }
      html.append(token.text, kind: kind)
    }
    return html.finished
  }

  /// Swift source, its keywords, types, numbers, strings and comments coloured. It reads the
  /// Swift that ``SectionLayoutProvider/swiftSource(functionName:)`` prints (single-line string
  /// literals, line and block comments); any other text comes out whole, escaped.
  package static func swift(_ text: String) -> String {
    var html = HTML()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
    func peek(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    while index < scalars.count {
      let start = index
      let scalar = scalars[index]
      let next = peek(index + 1)
      var kind: String?
      if scalar == "/" && next == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        kind = "comment"
      } else if scalar == "/" && next == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && peek(index + 1) == "/") { index += 1 }
        index = min(index + 2, scalars.count)
        kind = "comment"
      } else if scalar == "\"" {
        index += 1
        while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
          if scalars[index] == "\\" { index += 1 }
          index += 1
        }
        index = min(index + 1, scalars.count)
        kind = "string"
      } else if ("0"..."9").contains(scalar) {
        // Digits, letters (exponents, hex) and a point followed by a digit.
        while index < scalars.count,
          isIdentifierPart(scalars[index]) || scalars[index] == "." && ("0"..."9").contains(peek(index + 1) ?? " ")
        {
          index += 1
        }
        kind = "number"
      } else if scalar == "_" || scalar.properties.isAlphabetic {
        while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
        let word = String(String.UnicodeScalarView(scalars[start..<index]))
        let isMember = start > 0 && scalars[start - 1] == "."
        if !isMember, keywords.contains(word) {
          kind = "keyword"
        } else if !isMember, scalar.properties.isUppercase {
          kind = "type"
        }
      } else {
        index += 1
        while index < scalars.count, !isIdentifierPart(scalars[index]), !["\"", "/"].contains(scalars[index]) {
          index += 1
        }
      }
      html.append(Substring(String(String.UnicodeScalarView(scalars[start..<index]))), kind: kind)
    }
    return html.finished
  }

  /// The Swift keywords the printed source may hold.
  static let keywords: Set<String> = [
    "func", "var", "let", "return", "throws", "try", "if", "else", "for", "in", "switch", "case", "default",
    "true", "false", "nil", "self", "Self", "init", "import", "static", "struct", "enum", "extension", "guard",
    "some", "any", "where", "while", "do", "catch", "throw", "inout",
  ]

  /// HTML being written: runs of tokens of one kind share a span.
  private struct HTML {
    var html = ""
    var run = ""
    var runKind: String?

    mutating func append(_ text: Substring, kind: String?) {
      if kind != runKind { flush() }
      runKind = kind
      run += text
    }

    mutating func flush() {
      guard !run.isEmpty else { return }
      if let runKind { html += "<span class=\"t-code-\(runKind)\">" }
      HTMLEscaping.text(run, into: &html)
      if runKind != nil { html += "</span>" }
      run = ""
    }

    var finished: String {
      mutating get {
        flush()
        return html
      }
    }
  }
}
