/// Follows just enough of HTML's tokenizer to know what a position is: text, inside a quoted
/// attribute value (and which attribute), or somewhere unsafe for a value.
struct HTMLContextScanner {
  enum State {
    case text
    case tagName
    case inTag
    case attributeName
    case afterAttributeName
    case beforeValue
    case quotedValue(Unicode.Scalar)
    case unquotedValue
    case comment
    case rawText(String)
  }

  private(set) var state = State.text
  private var tagName = ""
  private var attributeName = ""
  private var valueLength = 0
  private var recent = ""
  /// What followed `<!`, up to its first two scalars: a comment if they are `--`, else a
  /// declaration (`<!DOCTYPE …>`); and how many scalars followed in all. (Only counts are kept, so
  /// that a long comment is scanned in linear time.)
  private var markup = ""
  private var markupLength = 0
  /// What the scanner keeps of the markup after `<!` (tests bound it).
  var storedMarkup: String { markup }

  /// A tag the scanner has just read to its `>` (nil after any other scalar): its name, whether
  /// it closes an element (`</p>`) or is complete in itself (`<br/>`, `<?xml …?>`), and the
  /// offset of its `<` in scalars from the start.
  struct Tag: Equatable {
    var name: String
    var isEnd: Bool
    var isSelfClosing: Bool
    var offset: Int
  }
  private(set) var finishedTag: Tag?
  /// Scalars consumed so far.
  private(set) var offset = 0
  private var tagOffset = 0
  private var selfClosing = false

  /// The context of a value at this position, or nil where no escaping makes a value safe.
  var valueContext: ValueContext? {
    switch state {
    case .text: return .text
    case .quotedValue:
      let name = attributeName.lowercased()
      if ValueContext.urlAttributes.contains(name) { return .url(name, atStart: valueLength == 0) }
      return .attribute(name)
    default: return nil
    }
  }

  var placeDescription: String {
    switch state {
    case .rawText(let tag): "inside <\(tag)>"
    case .comment: "inside a comment"
    case .unquotedValue, .beforeValue: "in an unquoted attribute value"
    default: "inside a tag"
    }
  }

  /// A value was written here: inside an attribute value it counts as content.
  mutating func consumeValue() {
    if case .quotedValue = state { valueLength += 1 }
  }

  mutating func consume(_ scalar: Unicode.Scalar) {
    defer { offset += 1 }
    finishedTag = nil
    recent.unicodeScalars.append(scalar)
    if recent.unicodeScalars.count > 16 { recent.unicodeScalars.removeFirst() }
    switch state {
    case .text:
      if scalar == "<" {
        state = .tagName
        tagName = ""
        tagOffset = offset
        selfClosing = false
      }
    case .tagName:
      if tagName.isEmpty && scalar == "!" {
        state = .comment
        markup = ""
        markupLength = 0
      } else if scalar == ">" {
        finishTag()
      } else if isSpace(scalar) {
        state = .inTag
      } else if scalar == "/" && !tagName.isEmpty {
        state = .inTag
        selfClosing = true
      } else {
        tagName.unicodeScalars.append(scalar)
      }
    case .inTag:
      if scalar == ">" {
        finishTag()
      } else if scalar == "/" {
        selfClosing = true
      } else if !isSpace(scalar) {
        selfClosing = false
        state = .attributeName
        attributeName = String(scalar)
      }
    case .attributeName:
      if scalar == "=" {
        state = .beforeValue
      } else if scalar == "/" {
        state = .inTag
        selfClosing = true
      } else if isSpace(scalar) {
        state = .afterAttributeName
      } else if scalar == ">" {
        finishTag()
      } else {
        attributeName.unicodeScalars.append(scalar)
      }
    case .afterAttributeName:
      if scalar == "=" {
        state = .beforeValue
      } else if scalar == ">" {
        finishTag()
      } else if scalar == "/" {
        state = .inTag
        selfClosing = true
      } else if !isSpace(scalar) {
        state = .attributeName
        attributeName = String(scalar)
      }
    case .beforeValue:
      if scalar == "\"" || scalar == "'" {
        state = .quotedValue(scalar)
        valueLength = 0
      } else if !isSpace(scalar) {
        state = .unquotedValue
      }
    case .quotedValue(let quote):
      if scalar == quote { state = .inTag } else { valueLength += 1 }
    case .unquotedValue:
      if isSpace(scalar) { state = .inTag } else if scalar == ">" { finishTag() }
    case .comment:
      if markupLength < 2 { markup.unicodeScalars.append(scalar) }
      markupLength += 1
      let isComment = markup.hasPrefix("--") || "--".hasPrefix(markup)
      if isComment ? (markupLength >= 4 && recent.hasSuffix("-->")) : scalar == ">" { state = .text }
    case .rawText(let tag):
      if recent.lowercased().hasSuffix("</\(tag)") {
        state = .inTag
        tagName = "/" + tag  // a closing tag: what follows it is text again
        tagOffset = offset - tag.unicodeScalars.count - 1
        selfClosing = false
      }
    }
  }

  private mutating func finishTag() {
    let name = tagName.lowercased()
    state = (name == "script" || name == "style") && !selfClosing ? .rawText(name) : .text
    let isEnd = tagName.hasPrefix("/")
    finishedTag = Tag(
      name: isEnd ? String(tagName.dropFirst()) : tagName, isEnd: isEnd,
      isSelfClosing: selfClosing || tagName.hasPrefix("?"), offset: tagOffset)
  }

  private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
  }
}
