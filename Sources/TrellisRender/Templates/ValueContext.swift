/// Where a template puts a value, which decides how it is escaped.
package enum ValueContext: Hashable, Sendable {
  case text
  case attribute(String)
  /// A URL attribute. At its start the value must be a safe URL; inside it (`/emoji/{{id}}`)
  /// the value is percent-encoded as a path or query part.
  case url(String, atStart: Bool)

  /// Attributes whose value is a URL.
  static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href", "poster", "cite"]
}
