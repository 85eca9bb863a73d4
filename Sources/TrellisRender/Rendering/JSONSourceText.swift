/// JSON text read as tokens, for the layout panel: indented to read as LayoutFormat.md's examples
/// (``readable(_:)``) and coloured (``SourceHighlighting``). It reads any text: what is not JSON
/// comes out as plain tokens, so nothing is lost or reordered.
package enum JSONSourceText {
  /// What a token is.
  package enum Kind: Equatable, Sendable {
    /// An object's key: a string followed by a colon.
    case key
    case string, number
    /// `true`, `false` or `null`.
    case literal
    /// Braces, brackets, commas and colons.
    case punctuation
    /// Spaces and line breaks.
    case space
    /// Anything else.
    case other
  }

  /// The longest line ``readable(_:)`` keeps an object or array on before it puts its members
  /// one per line.
  static let lineLength = 80

  /// The tokens of `text`, in order: joined, they are the text.
  package static func tokens(_ text: String) -> [(kind: Kind, text: Substring)] {
    var tokens: [(kind: Kind, text: Substring)] = []
    var index = text.startIndex
    while index < text.endIndex {
      let start = index
      let character = text[index]
      let kind: Kind
      switch character {
      case "\"":
        index = text.index(after: index)
        while index < text.endIndex, text[index] != "\"" {
          if text[index] == "\\" { index = text.index(after: index) }
          if index < text.endIndex { index = text.index(after: index) }
        }
        if index < text.endIndex { index = text.index(after: index) }
        kind = .string
      case "{", "}", "[", "]", ",", ":":
        index = text.index(after: index)
        kind = .punctuation
      case " ", "\n", "\t", "\r\n", "\r":
        while index < text.endIndex, [" ", "\n", "\t", "\r\n", "\r"].contains(text[index]) {
          index = text.index(after: index)
        }
        kind = .space
      case "-", "0"..."9":
        while index < text.endIndex, "-+.eE0123456789".contains(text[index]) { index = text.index(after: index) }
        kind = .number
      default:
        while index < text.endIndex, text[index].isLetter { index = text.index(after: index) }
        if index == start { index = text.index(after: index) }
        kind = ["true", "false", "null"].contains(text[start..<index]) ? .literal : .other
      }
      tokens.append((kind, text[start..<index]))
    }
    // A string is a key when the next token but spaces is a colon.
    var next: Substring?
    for position in tokens.indices.reversed() {
      let token = tokens[position]
      if token.kind == .string, next == ":" { tokens[position].kind = .key }
      if token.kind != .space { next = token.text }
    }
    return tokens
  }

  /// `json` indented by two spaces a level, `"key": value` as LayoutFormat.md writes it, an object or
  /// array kept on one line when it fits in ``lineLength`` columns; within strings, the
  /// characters that could reorder or hide the text around them (bidirectional controls, line
  /// separators, C1 controls) written as `\uXXXX`. It reads back to the same value. Text that is
  /// not JSON comes back as it was.
  package static func readable(_ json: String) -> String {
    var parser = Parser(tokens: tokens(json).filter { $0.kind != .space })
    guard let value = parser.value(), parser.isAtEnd else { return json }
    var output = ""
    write(value, column: 0, indent: 0, into: &output)
    return output
  }

  /// A JSON value as its tokens' texts.
  private indirect enum Value {
    case scalar(String)
    case object([(key: String, value: Value)])
    case array([Value])

    /// On one line.
    var compact: String {
      switch self {
      case .scalar(let text): text
      case .object(let members): "{" + members.map { $0.key + ": " + $0.value.compact }.joined(separator: ", ") + "}"
      case .array(let elements): "[" + elements.map(\.compact).joined(separator: ", ") + "]"
      }
    }
  }

  private struct Parser {
    var tokens: [(kind: Kind, text: Substring)]
    var position = 0

    var isAtEnd: Bool { position == tokens.count }

    mutating func take(_ text: Substring) -> Bool {
      guard position < tokens.count, tokens[position].text == text else { return false }
      position += 1
      return true
    }

    mutating func value() -> Value? {
      guard position < tokens.count else { return nil }
      let token = tokens[position]
      position += 1
      switch token.kind {
      case .string, .number, .literal: return .scalar(JSONSourceText.visible(token.text))
      case .punctuation where token.text == "{":
        var members: [(key: String, value: Value)] = []
        if take("}") { return .object([]) }
        repeat {
          guard position < tokens.count, tokens[position].kind == .key else { return nil }
          let key = JSONSourceText.visible(tokens[position].text)
          position += 1
          guard take(":"), let value = value() else { return nil }
          members.append((key, value))
        } while take(",")
        return take("}") ? .object(members) : nil
      case .punctuation where token.text == "[":
        var elements: [Value] = []
        if take("]") { return .array([]) }
        repeat {
          guard let value = value() else { return nil }
          elements.append(value)
        } while take(",")
        return take("]") ? .array(elements) : nil
      default: return nil
      }
    }
  }

  private static func write(_ value: Value, column: Int, indent: Int, into output: inout String) {
    let compact = value.compact
    if column + compact.count <= lineLength {
      output += compact
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .scalar(let text): output += text
    case .object(let members):
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner + member.key + ": "
        write(member.value, column: indent + 2 + member.key.count + 2, indent: indent + 2, into: &output)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    case .array(let elements):
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        write(element, column: indent + 2, indent: indent + 2, into: &output)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "]"
    }
  }

  /// A string token with the characters that could reorder or hide text escaped (the set the
  /// Swift printer escapes); other tokens as they are.
  static func visible(_ token: Substring) -> String {
    var text = ""
    for scalar in token.unicodeScalars {
      let value = scalar.value
      let escaped =
        (0x7F...0x9F).contains(value) || (0x200E...0x200F).contains(value) || (0x2028...0x202E).contains(value)
        || (0x2066...0x2069).contains(value) || value == 0x061C || value == 0xFEFF
      if escaped {
        let hex = String(value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
