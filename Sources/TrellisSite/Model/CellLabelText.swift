import TrellisData
import TrellisDiagnostics
import TrellisGallery

/// A label accessory's text: literal text with placeholders for the cell's fields, `{title}`,
/// `{subtitle}`, `{value}` and `{text}` (`"{subtitle}"`, `"Favourite"`, `"by {subtitle}"`).
package struct CellLabelText: Hashable, Sendable {
  /// A field of a cell a label may show (declared beside the accessory, whose schema names them).
  package typealias Field = Gallery.Accessory.LabelField

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
    do throws(PlaceholderText.Problem) {
      segments = try PlaceholderText.pieces(of: template, field: Field.init(rawValue:)).map { piece in
        switch piece {
        case .literal(let text): .literal(text)
        case .field(let field): .field(field)
        }
      }
    } catch {
      switch error {
      case .empty: throw .emptyLabelText
      case .unclosed: throw .unclosedLabelPlaceholder(template)
      case .unknown(let name): throw .unknownLabelPlaceholder(name, known: Field.allCases.map(\.rawValue))
      case .unmatched: throw .unmatchedLabelBrace(template)
      }
    }
    self.template = template
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
