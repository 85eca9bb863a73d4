import TrellisDiagnostics

/// A template's tags, checked before the template is parsed:
/// - the nesting of its sections (`{{#name}}`, `{{^name}}` … `{{/name}}`): the parser recurses
///   once per level, and 3,000 levels overflowed the stack;
/// - the names its tags use: each must be one of the template's variables
///   (``TemplateVariables``), or `.` (the value of the section it stands in); a name the renderer
///   never gives would render empty, silently.
enum TemplateTagCheck {
  /// The deepest nesting of sections a template may have.
  static let maximumDepth = 100

  /// Throws at the first section opened deeper than ``maximumDepth``, or (when `variables` is
  /// given) at the first tag naming something else than one of them or of `strings`, or at a partial, with its
  /// line and column. Follows set-delimiter tags (`{{=<% %>=}}`) as Mustache does; works in one
  /// pass.
  static func check(
    _ text: String, template: String, variables: [String]? = nil, strings: [String] = []
  ) throws(TemplateError) {
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
      let tagPosition = (line: line, column: tagStart - lineStart + 1)
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
      if let variables, kind != "=", kind != "!", kind != "%" {
        let body = String(
          String.UnicodeScalarView(scalars[min(index, scalars.count)..<max(index, min(contentEnd, scalars.count))]))
        let name = String(body.drop { "#^/&{>$<".unicodeScalars.contains($0.unicodeScalars.first ?? " ") || $0 == " " })
          .trimmingEnds(of: " }")
        let (line, column) = tagPosition
        if kind == ">" || kind == "<" {
          throw TemplateError(template: template, line: line, column: column, message: .partialInOverride(name))
        }
        if kind != "$", kind != "/", name != ".", !variables.contains(name), !strings.contains(name) {
          throw TemplateError(
            template: template, line: line, column: column,
            message: .unknownVariable(name, own: variables, strings: strings))
        }
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

extension String {
  /// The string without the characters of `set` at either end.
  fileprivate func trimmingEnds(of set: String) -> String {
    var text = Substring(self)
    while let first = text.first, set.contains(first) { text.removeFirst() }
    while let last = text.last, set.contains(last) { text.removeLast() }
    return String(text)
  }
}
