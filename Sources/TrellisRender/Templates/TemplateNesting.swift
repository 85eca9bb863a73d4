import TrellisDiagnostics

/// The nesting of a template's sections (`{{#name}}`, `{{^name}}` … `{{/name}}`), checked before
/// the template is parsed: the parser recurses once per level, and 3,000 levels overflowed the
/// stack.
enum TemplateNesting {
  /// The deepest nesting of sections a template may have.
  static let maximumDepth = 100

  /// Throws at the first section opened deeper than ``maximumDepth``, with its line and column.
  /// Follows set-delimiter tags (`{{=<% %>=}}`) as Mustache does; works in one pass.
  static func check(_ text: String, template: String) throws(TemplateError) {
    var open = Array("{{".unicodeScalars)
    var close = Array("}}".unicodeScalars)
    let scalars = Array(text.unicodeScalars)
    var depth = 0
    var line = 1
    var lineStart = 0
    var index = 0
    func matches(_ token: [Unicode.Scalar], at position: Int) -> Bool {
      position + token.count <= scalars.count && scalars[position..<(position + token.count)].elementsEqual(token)
    }
    while index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        lineStart = index + 1
        index += 1
        continue
      }
      guard !open.isEmpty, matches(open, at: index) else {
        index += 1
        continue
      }
      let tagStart = index
      index += open.count
      let kind = index < scalars.count ? scalars[index] : " "
      // The tag's end: `=}}` after a delimiter change, `}}}` after a triple mustache.
      let end: [Unicode.Scalar] =
        kind == "=" ? ["="] + close : kind == "{" && open == Array("{{".unicodeScalars) ? ["}"] + close : close
      // A set-delimiter tag's end (`=}}`) starts after its own `=`.
      var contentEnd = kind == "=" ? index + 1 : index
      while contentEnd < scalars.count, !matches(end, at: contentEnd) {
        if scalars[contentEnd] == "\n" {
          line += 1
          lineStart = contentEnd + 1
        }
        contentEnd += 1
      }
      switch kind {
      case "#", "^":
        depth += 1
        if depth > maximumDepth {
          throw TemplateError(
            template: template, line: line, column: tagStart - lineStart + 1,
            message: .sectionsNestTooDeep(maximumDepth))
        }
      case "/":
        depth = max(0, depth - 1)
      case "=":
        // `{{=<% %>=}}`: the new opening and closing delimiters, separated by spaces.
        let body = String(
          String.UnicodeScalarView(scalars[(index + 1)..<max(index + 1, min(contentEnd, scalars.count))]))
        let parts = body.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 2 {
          open = Array(parts[0].unicodeScalars)
          close = Array(parts[1].unicodeScalars)
        }
      default:
        break
      }
      index = contentEnd + end.count
    }
  }
}
