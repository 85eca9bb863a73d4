/// Where a template puts a value, which decides how it is escaped.
public enum ValueContext: Hashable, Sendable {
  case text
  case attribute(String)
  /// A URL attribute. At its start the value must be a safe URL; inside it (`/emoji/{{id}}`)
  /// the value is percent-encoded as a path or query part.
  case url(String, atStart: Bool)

  /// Attributes whose value is a URL.
  static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href", "poster", "cite"]
}

/// A template error: which template, where, and why. Printed like a compiler's message.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
  public var template: String
  public var line: Int?
  public var column: Int?
  public var message: String
  /// The field whose value cannot be placed, when that is the error: ``TemplateSet`` finds its
  /// tag in the template's text.
  var field: String?
  /// Where the template's own markup is not well-formed, in its rendering: ``TemplateSet`` finds
  /// the same markup in the template's text.
  var markup: Markup?

  struct Markup: Hashable, Sendable {
    /// The template rendered once (values stand as sentinels).
    var rendered: String
    /// The offset, in scalars, of the markup at fault.
    var offset: Int
  }

  public init(template: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.template = template
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    var place = template
    if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
    return "\(place): error: \(message)"
  }
}
