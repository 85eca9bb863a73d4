/// Prints a layout as Swift statements: one declaration block per item, group, supplementary
/// item and section, in the order Apple's samples write them, each value declared once (a
/// subitem used twice is one variable used twice).
struct SwiftSourcePrinter {
  /// The statements printed so far, without indentation.
  private(set) var lines: [String] = []
  /// How many variables of each base name are declared.
  private var nameCounts: [String: Int] = [:]
  /// The variable that holds each item and group already declared.
  private var declared: [LayoutGroupSubitem: String] = [:]

  /// A whole function returning `provider`.
  static func function(_ name: String, for provider: SectionLayoutProvider) -> String {
    let effects = provider.needsTry ? " throws" : ""
    var output = ["func \(name)()\(effects) -> SectionLayoutProvider {"]
    if provider.variants.isEmpty {
      var printer = SwiftSourcePrinter()
      let source = printer.source(provider.base)
      output += printer.lines.map { indented($0, by: 1) }
      output.append(indented("return SectionLayoutProvider(\(source))", by: 1))
    } else {
      var sources: [String] = []
      for (index, source) in ([provider.base] + provider.variants.map(\.source)).enumerated() {
        let localName = index == 0 ? "base" : "variant\(index)"
        sources.append(localFunction(localName, for: source, into: &output))
      }
      output.append(indented("return SectionLayoutProvider(", by: 1))
      output.append(indented("\(sources[0]),", by: 2))
      output.append(indented("variants: [", by: 2))
      for (variant, source) in zip(provider.variants, sources.dropFirst()) {
        output.append(indented(".init(when: \(condition(variant.condition)), use: \(source)),", by: 3))
      }
      output.append(indented("])", by: 2))
    }
    output.append("}")
    return output.joined(separator: "\n") + "\n"
  }

  /// Declares a local function that makes `source`'s section or list, and returns the source
  /// expression that calls it (a preset needs no function).
  private static func localFunction(
    _ name: String, for source: SectionLayoutProvider.Source, into output: inout [String]
  )
    -> String
  {
    let call = (source.needsTry ? "try " : "") + "\(name)()"
    let effects = source.needsTry ? " throws" : ""
    var printer = SwiftSourcePrinter()
    let result: String
    switch source {
    case .preset(let preset): return ".preset(.\(preset.rawValue))"
    case .section(let section):
      result = printer.section(section)
      output.append(indented("func \(name)()\(effects) -> LayoutSection {", by: 1))
    case .list(let configuration):
      result = printer.list(configuration)
      output.append(indented("func \(name)()\(effects) -> ListConfiguration {", by: 1))
    }
    output += printer.lines.map { indented($0, by: 2) }
    output.append(indented("return \(result)", by: 2))
    output.append(indented("}", by: 1))
    output.append("")
    if case .list = source { return ".list(\(call))" }
    return ".section(\(call))"
  }

  // MARK: Declarations

  /// Declares what `source` needs and returns its expression.
  mutating func source(_ source: SectionLayoutProvider.Source) -> String {
    switch source {
    case .section(let section): ".section(\(self.section(section)))"
    case .list(let configuration): ".list(\(list(configuration)))"
    case .preset(let preset): ".preset(.\(preset.rawValue))"
    }
  }

  /// Declares a section (and its group and supplementaries first); returns its variable.
  mutating func section(_ section: LayoutSection) -> String {
    let group = self.group(section.group, nested: false)
    let boundaryItems = section.boundarySupplementaryItems.map { boundaryItem($0) }
    var assignments: [(String, String)] = []
    if section.interGroupSpacing != 0 {
      assignments.append(("interGroupSpacing", Self.number(section.interGroupSpacing)))
    }
    if section.contentInsets != .zero { assignments.append(("contentInsets", Self.insets(section.contentInsets))) }
    if section.orthogonalScrollingBehavior != .none {
      assignments.append(("orthogonalScrollingBehavior", ".\(section.orthogonalScrollingBehavior.rawValue)"))
    }
    if !boundaryItems.isEmpty { assignments.append(("boundarySupplementaryItems", Self.array(boundaryItems))) }
    if !section.supplementariesFollowContentInsets {
      assignments.append(("supplementariesFollowContentInsets", "false"))
    }
    if !section.decorationItems.isEmpty {
      assignments.append(("decorationItems", Self.array(section.decorationItems.map(Self.decoration))))
    }
    return declare("section", Self.call("LayoutSection", ["group: \(group)"]), assignments)
  }

  /// Declares an item (and its badges first), unless it is declared already; returns its variable.
  mutating func item(_ item: LayoutItem) -> String {
    if let name = declared[.item(item)] { return name }
    let badges = item.supplementaryItems.map { badge($0) }
    var arguments = ["layoutSize: \(Self.size(item.layoutSize))"]
    if !badges.isEmpty { arguments.append("supplementaryItems: \(Self.array(badges))") }
    var assignments: [(String, String)] = []
    if item.contentInsets != .zero { assignments.append(("contentInsets", Self.insets(item.contentInsets))) }
    if let edgeSpacing = item.edgeSpacing { assignments.append(("edgeSpacing", Self.edgeSpacing(edgeSpacing))) }
    let name = declare("item", Self.call("LayoutItem", arguments), assignments)
    declared[.item(item)] = name
    return name
  }

  /// Declares a group (and its subitems first), unless it is declared already; returns its
  /// variable.
  mutating func group(_ group: LayoutGroup, nested: Bool) -> String {
    if let name = declared[.group(group)] { return name }
    var arguments = ["layoutSize: \(Self.size(group.layoutSize))"]
    switch group.subitems {
    case .subitems(let subitems):
      arguments.append("subitems: \(subitemList(subitems))")
    case .count(let subitem, let count):
      arguments += ["subitem: \(self.subitem(subitem))", "count: \(count)"]
    case .countDividingContainerWidth(let subitem, let divisor):
      // The factories that take an item or a subitem: a nested group is wrapped.
      let name = self.subitem(subitem)
      let argument = if case .group = subitem { ".group(\(name))" } else { name }
      arguments += ["subitem: \(argument)", "countDividingContainerWidthBy: \(Self.number(divisor))"]
    case .repeating(let subitem, let count):
      arguments += ["repeatingSubitem: \(self.subitem(subitem))", "count: \(count)"]
    }
    var assignments: [(String, String)] = []
    if let spacing = group.interItemSpacing { assignments.append(("interItemSpacing", Self.spacing(spacing))) }
    if group.contentInsets != .zero { assignments.append(("contentInsets", Self.insets(group.contentInsets))) }
    if let edgeSpacing = group.edgeSpacing { assignments.append(("edgeSpacing", Self.edgeSpacing(edgeSpacing))) }
    let factory = "LayoutGroup.\(group.axis.rawValue)"
    let name = declare(nested ? "nestedGroup" : "group", Self.call(factory, arguments), assignments)
    declared[.group(group)] = name
    return name
  }

  /// A subitem's variable, declaring it first if needed.
  private mutating func subitem(_ subitem: LayoutGroupSubitem) -> String {
    switch subitem {
    case .item(let item): self.item(item)
    case .group(let group): self.group(group, nested: true)
    }
  }

  /// The `subitems:` array: plain variables when all are items or all are groups (the factories
  /// take either), else each wrapped as `.item(_:)` or `.group(_:)`.
  private mutating func subitemList(_ subitems: [LayoutGroupSubitem]) -> String {
    let names = subitems.map { self.subitem($0) }
    let items = subitems.filter { if case .item = $0 { true } else { false } }.count
    if items == subitems.count || items == 0 { return Self.array(names) }
    return Self.array(
      zip(subitems, names).map { subitem, name in
        if case .item = subitem { return ".item(\(name))" }
        return ".group(\(name))"
      })
  }

  /// Declares a badge; returns its variable.
  private mutating func badge(_ badge: LayoutSupplementaryItem) -> String {
    var arguments = [
      "layoutSize: \(Self.size(badge.layoutSize))", "elementKind: \(Self.string(badge.elementKind))",
      "containerAnchor: \(Self.anchor(badge.containerAnchor))",
    ]
    if let itemAnchor = badge.itemAnchor { arguments.append("itemAnchor: \(Self.anchor(itemAnchor))") }
    var assignments: [(String, String)] = []
    if badge.zIndex != 1 { assignments.append(("zIndex", String(badge.zIndex))) }
    return declare("badge", Self.call("LayoutSupplementaryItem", arguments), assignments)
  }

  /// Declares a header or footer; returns its variable.
  private mutating func boundaryItem(_ item: BoundarySupplementaryItem) -> String {
    let arguments = [
      "layoutSize: \(Self.size(item.layoutSize))", "elementKind: \(Self.string(item.elementKind))",
      "alignment: .\(item.alignment.rawValue)",
    ]
    var assignments: [(String, String)] = []
    if item.absoluteOffset != .zero { assignments.append(("absoluteOffset", Self.point(item.absoluteOffset))) }
    if item.pinToVisibleBounds { assignments.append(("pinToVisibleBounds", "true")) }
    if !item.extendsBoundary { assignments.append(("extendsBoundary", "false")) }
    if item.zIndex != 1 { assignments.append(("zIndex", String(item.zIndex))) }
    let base = item.elementKind.isSwiftIdentifier ? item.elementKind : "boundaryItem"
    return declare(base, Self.call("BoundarySupplementaryItem", arguments), assignments)
  }

  /// Declares a list configuration; returns its variable.
  mutating func list(_ configuration: ListConfiguration) -> String {
    var assignments: [(String, String)] = []
    if configuration.headerMode != .none { assignments.append(("headerMode", ".\(configuration.headerMode.rawValue)")) }
    if configuration.footerMode != .none { assignments.append(("footerMode", ".\(configuration.footerMode.rawValue)")) }
    if !configuration.showsSeparators { assignments.append(("showsSeparators", "false")) }
    if let insets = configuration.contentInsets { assignments.append(("contentInsets", Self.insets(insets))) }
    if !configuration.leadingSwipeActions.isEmpty {
      assignments.append(("leadingSwipeActions", Self.array(configuration.leadingSwipeActions.map(Self.swipeAction))))
    }
    if !configuration.trailingSwipeActions.isEmpty {
      assignments.append(("trailingSwipeActions", Self.array(configuration.trailingSwipeActions.map(Self.swipeAction))))
    }
    let initializer = Self.call("ListConfiguration", ["appearance: .\(configuration.appearance.rawValue)"])
    return declare("configuration", initializer, assignments)
  }

  /// Appends `let name = value` (or `var`, then one line per assignment) after a blank line
  /// between blocks, and returns the variable's name.
  private mutating func declare(_ base: String, _ value: String, _ assignments: [(String, String)]) -> String {
    let count = (nameCounts[base] ?? 0) + 1
    nameCounts[base] = count
    let name = count == 1 ? base : "\(base)\(count)"
    if !lines.isEmpty { lines.append("") }
    lines += Self.statement("\(assignments.isEmpty ? "let" : "var") \(name) = ", value)
    for (property, value) in assignments { lines += Self.statement("\(name).\(property) = ", value) }
    return name
  }
}

/// Indents a line by `levels` steps of two spaces; an empty line stays empty.
private func indented(_ line: String, by levels: Int) -> String {
  line.isEmpty ? line : String(repeating: "  ", count: levels) + line
}

extension String {
  /// Whether the string can name a Swift variable as it is (letters, digits and `_`, not
  /// starting with a digit).
  fileprivate var isSwiftIdentifier: Bool {
    guard let first = unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}
