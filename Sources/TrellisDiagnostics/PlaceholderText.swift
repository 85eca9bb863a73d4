/// Text with placeholders in braces, `by {subtitle}` or `https://example.org/{id}`: literal text
/// and names of fields, read by one set of rules wherever a format takes such text (a link
/// template, a label accessory's text).
package enum PlaceholderText {
  /// A piece of the text: literal, or a field's placeholder.
  package enum Piece<Field> {
    case literal(String)
    case field(Field)
  }

  /// Why a text is not one.
  package enum Problem: Error {
    case empty
    /// A `{` with no `}` after it.
    case unclosed
    /// A name in braces that `field` does not know.
    case unknown(String)
    /// A `}` with no `{` before it.
    case unmatched
  }

  /// The pieces of `text`, each name in braces made a field by `field`.
  package static func pieces<Field>(
    of text: String, field: (String) -> Field?
  ) throws(Problem) -> [Piece<Field>] {
    guard !text.isEmpty else { throw .empty }
    var pieces: [Piece<Field>] = []
    var literal = ""
    var rest = Substring(text)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "{":
        guard let close = rest.firstIndex(of: "}") else { throw .unclosed }
        let name = String(rest[..<close])
        guard let found = field(name) else { throw .unknown(name) }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
        pieces.append(.field(found))
        rest = rest[rest.index(after: close)...]
      case "}":
        throw .unmatched
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return pieces
  }
}
