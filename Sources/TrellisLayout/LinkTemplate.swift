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
    guard !template.isEmpty else { throw LinkTemplateError(.emptyLinkTemplate) }
    var segments: [LinkTemplateSegment] = []
    var literal = ""
    var rest = Substring(template)
    while let character = rest.first {
      rest = rest.dropFirst()
      switch character {
      case "{":
        guard let close = rest.firstIndex(of: "}") else {
          throw LinkTemplateError(.unclosedPlaceholder(in: template))
        }
        let name = String(rest[..<close])
        guard let field = ItemField(rawValue: name) else {
          throw LinkTemplateError(.unknownPlaceholder(name, in: template))
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        segments.append(.placeholder(field))
        rest = rest[rest.index(after: close)...]
      case "}":
        throw LinkTemplateError(.unmatchedBrace(in: template))
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.template = template
    self.segments = segments
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
