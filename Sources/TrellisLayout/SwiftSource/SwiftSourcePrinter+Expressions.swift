/// The expressions a printed layout is made of: numbers, strings, sizes, insets, spacings and
/// anchors, each written with the initialiser or static member a reader of Apple's code expects.
extension SwiftSourcePrinter {
  /// The longest line a call is kept on before its arguments go one per line.
  static let lineLength = 100

  /// A number as the shortest Swift literal that reads back to it: whole numbers without a
  /// fraction (`16`), others as Swift prints them (`0.28`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return value.description
  }

  /// A Swift string literal: quotes, backslashes and control characters escaped, and the
  /// characters that could reorder or break the source's lines (bidirectional controls, line
  /// separators) written as `\u{…}`.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default:
        let value = scalar.value
        let escaped =
          value < 0x20 || (0x7F...0x9F).contains(value) || (0x200E...0x200F).contains(value)
          || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        literal += escaped ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
      }
    }
    return literal + "\""
  }

  static func dimension(_ dimension: LayoutDimension) -> String {
    switch dimension {
    case .fractionalWidth(let value): ".fractionalWidth(\(number(value)))"
    case .fractionalHeight(let value): ".fractionalHeight(\(number(value)))"
    case .absolute(let value): ".absolute(\(number(value)))"
    case .estimated(let value): ".estimated(\(number(value)))"
    }
  }

  static func size(_ size: LayoutSize) -> String {
    "LayoutSize(width: \(dimension(size.widthDimension)), height: \(dimension(size.heightDimension)))"
  }

  static func insets(_ insets: DirectionalEdgeInsets) -> String {
    if insets.top == insets.leading, insets.top == insets.bottom, insets.top == insets.trailing {
      return "DirectionalEdgeInsets(all: \(number(insets.top)))"
    }
    return "DirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
      + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
  }

  static func spacing(_ spacing: LayoutSpacing) -> String {
    switch spacing {
    case .fixed(let value): ".fixed(\(number(value)))"
    case .flexible(let value): ".flexible(\(number(value)))"
    }
  }

  static func edgeSpacing(_ edgeSpacing: EdgeSpacing) -> String {
    let edges: [(String, LayoutSpacing?)] = [
      ("leading", edgeSpacing.leading), ("top", edgeSpacing.top), ("trailing", edgeSpacing.trailing),
      ("bottom", edgeSpacing.bottom),
    ]
    let arguments = edges.compactMap { name, spacing in spacing.map { "\(name): \(self.spacing($0))" } }
    return "EdgeSpacing(\(arguments.joined(separator: ", ")))"
  }

  static func point(_ point: LayoutPoint) -> String { "LayoutPoint(x: \(number(point.x)), y: \(number(point.y)))" }

  static func edges(_ edges: RectEdge) -> String {
    let names = [(RectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
      .filter { edges.contains($0.0) }.map { ".\($0.1)" }
    return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
  }

  static func anchor(_ anchor: LayoutAnchor) -> String {
    switch anchor.offset {
    case .absolute(let offset) where offset == .zero: "LayoutAnchor(edges: \(edges(anchor.edges)))"
    case .absolute(let offset): "LayoutAnchor(edges: \(edges(anchor.edges)), absoluteOffset: \(point(offset)))"
    case .fractional(let offset): "LayoutAnchor(edges: \(edges(anchor.edges)), fractionalOffset: \(point(offset)))"
    }
  }

  static func decoration(_ decoration: DecorationItem) -> String {
    var arguments: [String] = []
    if decoration.elementKind != DecorationItem.defaultBackgroundElementKind {
      arguments.append("elementKind: \(string(decoration.elementKind))")
    }
    if decoration.contentInsets != .zero { arguments.append("contentInsets: \(insets(decoration.contentInsets))") }
    return ".background(\(arguments.joined(separator: ", ")))"
  }

  static func color(_ color: SystemColor) -> String {
    if case .rgb(let red, let green, let blue) = color { return ".rgb(red: \(red), green: \(green), blue: \(blue))" }
    return ".\(color.name)"
  }

  static func swipeAction(_ action: SwipeAction) -> String {
    var arguments = ["title: \(string(action.title))"]
    if action.style != .normal { arguments.append("style: .\(action.style.rawValue)") }
    if let color = action.backgroundColor { arguments.append("backgroundColor: \(self.color(color))") }
    switch action.action {
    case .copy(let field): arguments.append("action: .copy(.\(field.rawValue))")
    case .link(let template): arguments.append("action: .link(try LinkTemplate(\(string(template.template))))")
    }
    return call("SwipeAction", arguments)
  }

  static func condition(_ condition: LayoutEnvironmentCondition) -> String {
    var arguments: [String] = []
    if let minWidth = condition.minWidth { arguments.append("minWidth: \(number(minWidth))") }
    if let maxWidth = condition.maxWidth { arguments.append("maxWidth: \(number(maxWidth))") }
    if let orientation = condition.orientation { arguments.append("orientation: .\(orientation.rawValue)") }
    if let sizeClass = condition.horizontalSizeClass { arguments.append("horizontalSizeClass: .\(sizeClass.rawValue)") }
    return "LayoutEnvironmentCondition(\(arguments.joined(separator: ", ")))"
  }

  /// `head(a, b)` on one line when it is short, else with the arguments together on the next
  /// line, else one argument a line.
  static func call(_ head: String, _ arguments: [String]) -> String {
    let joined = arguments.joined(separator: ", ")
    if head.count + joined.count + 2 <= lineLength || arguments.count < 2 { return "\(head)(\(joined))" }
    if joined.count + 3 <= lineLength { return "\(head)(\n  \(joined))" }
    return "\(head)(\n" + arguments.map { "  " + $0 }.joined(separator: ",\n") + ")"
  }

  /// An array literal, one element per line when the elements do not fit on one.
  static func array(_ elements: [String]) -> String {
    let flat = "[\(elements.joined(separator: ", "))]"
    if flat.count <= lineLength, !flat.contains("\n") { return flat }
    return "[\n" + elements.map { "  " + $0.replacingNewlines(with: "\n  ") + "," }.joined(separator: "\n") + "\n]"
  }

  /// The lines of `prefix + value`, where a value of several lines is indented under the first.
  static func statement(_ prefix: String, _ value: String) -> [String] {
    let parts = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return [prefix + parts[0]] + parts.dropFirst()
  }
}

extension String {
  /// The string with each line break replaced.
  fileprivate func replacingNewlines(with replacement: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension SectionLayoutProvider {
  /// Whether printing the layout needs `try`: a swipe action follows a link.
  var needsTry: Bool { ([base] + variants.map(\.source)).contains { $0.needsTry } }
}

extension SectionLayoutProvider.Source {
  /// Whether printing the source needs `try`: a swipe action follows a link.
  var needsTry: Bool {
    swipeActions.joined().contains { if case .link = $0.action { true } else { false } }
  }
}
