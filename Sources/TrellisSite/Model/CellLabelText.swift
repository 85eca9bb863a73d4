import TrellisData
import TrellisDiagnostics

/// A label accessory's text: literal text with placeholders for the cell's fields, `{title}`,
/// `{subtitle}`, `{value}` and `{text}` (`"{subtitle}"`, `"Favourite"`, `"by {subtitle}"`).
package struct CellLabelText: Hashable, Sendable {
  /// A field of a cell a label may show.
  package enum Field: String, Hashable, Sendable, CaseIterable {
    case title, subtitle, value, text
  }

  /// A piece of the text.
  package enum Segment: Hashable, Sendable {
    case literal(String)
    case field(Field)
  }

  /// The text as written.
  package let template: String
  package let segments: [Segment]

  /// Parses `template`; an unknown placeholder, an unclosed `{` or a stray `}` is an error,
  /// returned as its message.
  package init(_ template: String) throws(Diagnostic.Message) {
    guard !template.isEmpty else { throw .emptyLabelText }
    var segments: [Segment] = []
    var literal = ""
    var rest = Substring(template)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "{":
        guard let close = rest.firstIndex(of: "}") else {
          throw .unclosedLabelPlaceholder(template)
        }
        let name = String(rest[..<close])
        guard let field = Field(rawValue: name) else {
          throw .unknownLabelPlaceholder(name, known: Field.allCases.map(\.rawValue))
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        segments.append(.field(field))
        rest = rest[rest.index(after: close)...]
      case "}":
        throw .unmatchedLabelBrace(template)
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.template = template
    self.segments = segments
  }

  /// The text for one cell: each placeholder replaced by `value(field)`.
  package func expand(_ value: (Field) -> String) -> String {
    segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .field(let field): value(field)
      }
    }.joined()
  }
}
