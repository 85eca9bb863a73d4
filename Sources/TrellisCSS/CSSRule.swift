/// One CSS rule: a selector and its declarations, in order.
public struct CSSRule: Hashable, Sendable {
  public var selector: String
  public var declarations: [Declaration]

  public struct Declaration: Hashable, Sendable {
    public var property: String
    public var value: String
  }

  public init(_ selector: String, _ declarations: [(String, String)]) {
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
public struct CSSBlock: Hashable, Sendable {
  public var conditions: [String]
  public var rules: [CSSRule]

  public init(conditions: [String] = [], rules: [CSSRule]) {
    self.conditions = conditions
    self.rules = rules
  }

  public func render() -> String {
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
