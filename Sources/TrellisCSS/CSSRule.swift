/// One CSS rule: a selector and its declarations, in order.
package struct CSSRule: Hashable, Sendable {
  package var selector: String
  package var declarations: [Declaration]

  package struct Declaration: Hashable, Sendable {
    package var property: String
    package var value: String
  }

  package init(_ selector: String, _ declarations: [(String, String)]) {
    self.selector = selector
    self.declarations = declarations.map { Declaration(property: $0.0, value: $0.1) }
  }

  func render(indent: String) -> String {
    let body = declarations.map { "\(indent)  \($0.property): \($0.value);" }.joined(separator: "\n")
    return "\(indent)\(selector) {\n\(body)\n\(indent)}"
  }
}

/// Rules under zero or more nested conditions (`@media (orientation: landscape)`,
/// `@container trellis (min-width: 242px)`), outermost first.
package struct CSSBlock: Hashable, Sendable {
  package var conditions: [String]
  package var rules: [CSSRule]

  package init(conditions: [String] = [], rules: [CSSRule]) {
    self.conditions = conditions
    self.rules = rules
  }

  package func render() -> String {
    var indent = ""
    var lines: [String] = []
    for condition in conditions {
      lines.append("\(indent)\(condition) {")
      indent += "  "
    }
    lines += rules.map { $0.render(indent: indent) }
    for _ in conditions {
      indent.removeLast(2)
      lines.append("\(indent)}")
    }
    return lines.joined(separator: "\n")
  }
}
