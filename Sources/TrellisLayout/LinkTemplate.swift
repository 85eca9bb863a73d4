import TrellisDiagnostics

/// A URL with placeholders filled in from a gallery item: `https://example.org/{id}`.
///
/// Placeholders are `{id}`, `{text}` and `{title}` (the ``ItemField`` names); any other name in
/// braces, an unclosed `{` or a stray `}` is rejected. JSON: the template string.
public struct LinkTemplate: Hashable, Sendable {
  /// The template as written.
  public let template: String
  /// The template split into literal text and placeholders, in order.
  public let segments: [LinkTemplateSegment]

  /// Parses `template`, throwing when it is empty or its braces do not name known placeholders.
  public init(_ template: String) throws(LinkTemplateError) {
    do throws(PlaceholderText.Problem) {
      segments = try PlaceholderText.pieces(of: template, field: ItemField.init(rawValue:)).map { piece in
        switch piece {
        case .literal(let text): .literal(text)
        case .field(let field): .placeholder(field)
        }
      }
    } catch {
      switch error {
      case .empty: throw LinkTemplateError(.emptyLinkTemplate)
      case .unclosed: throw LinkTemplateError(.unclosedPlaceholder(in: template))
      case .unknown(let name): throw LinkTemplateError(.unknownPlaceholder(name, in: template))
      case .unmatched: throw LinkTemplateError(.unmatchedBrace(in: template))
      }
    }
    self.template = template
  }

  /// The fields the template uses, in order of first use.
  public var placeholders: [ItemField] {
    var fields: [ItemField] = []
    for case .placeholder(let field) in segments where !fields.contains(field) {
      fields.append(field)
    }
    return fields
  }

  /// The link for one item: each placeholder replaced by `value(field)`.
  ///
  /// The values are inserted as given; a caller building a URL percent-encodes them first.
  public func expand(_ value: (ItemField) -> String) -> String {
    segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .placeholder(let field): value(field)
      }
    }.joined()
  }
}
