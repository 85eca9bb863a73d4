internal import CLibXML2

/// Which attribute values and which texts a RelaxNG schema looks at, read from the schema
/// itself. An attribute whose every declaration (for elements of one name) is plain `<text/>`
/// accepts any value, so its value cannot change a verdict; the same holds for the text of an
/// element that no pattern gives a `data`, `value` or `list`. A value whose only pattern is "a
/// token that is not empty" (`<data type="token">` except the empty token) counts only as blank
/// or not. Two sibling subtrees that agree on everything else are the same to the schema (see
/// ``DocumentStream``).
///
/// The reading is conservative: anything it does not follow (name classes, includes, combined
/// defines, nested grammars) makes it give up, and then every value counts.
struct SchemaValueRules: Sendable {
  /// What of a value the schema can see.
  enum ValueRule {
    /// Nothing: any value is accepted.
    case free
    /// Only whether it is blank (XML white space only).
    case blankness
    /// The value itself.
    case exact
  }

  /// `"element attribute"` pairs (local names) whose value some pattern constrains.
  var constrainedAttributes: Set<String> = []
  /// `"element attribute"` pairs whose every pattern is a token that is not empty.
  var nonEmptyAttributes: Set<String> = []
  /// Elements (local names) whose text some pattern constrains.
  var constrainedText: Set<String> = []
  /// `"parent child"` pairs (local names) where the parent's content may count the children of
  /// that name: a sequence in which two element patterns of that name stand (`x, x` is "exactly
  /// two"). A run of alike children is collapsed unless its name is counted under its parent:
  /// there, any repetition of it is `zeroOrMore`/`oneOrMore`. (Per name, since one element name
  /// can have several patterns: a `details` with two `figure`s in a row counts figures, and
  /// still takes any number of outline rows.)
  var countedChildren: Set<String> = []
  /// False when the schema uses something this reading does not follow: then no value is free
  /// and no run is collapsed.
  var understood = true

  func isConstrained(attribute: String, of element: String) -> Bool {
    rule(attribute: attribute, of: element) != .free
  }

  func rule(attribute: String, of element: String) -> ValueRule {
    let key = element + " " + attribute
    if !understood || constrainedAttributes.contains(key) { return .exact }
    return nonEmptyAttributes.contains(key) ? .blankness : .free
  }

  func isConstrained(textOf element: String) -> Bool {
    !understood || constrainedText.contains(element)
  }

  /// Whether `parent` may count its children named `child` (then a run of them is validated
  /// in full).
  func mayCount(_ child: String, under parent: String) -> Bool {
    !understood || countedChildren.contains(parent + " " + child)
  }

  /// The rules when there is no schema to read: every value counts and no run is collapsed.
  static let unread = SchemaValueRules()

  private init() { understood = false }

  init(schema text: String) {
    guard let root = RNGNode.parse(text) else {
      understood = false
      return
    }
    var defines: [String: [RNGNode]] = [:]
    var elements: [RNGNode] = []
    root.visit { node in
      switch node.name {
      case "define":
        if node.attributes["combine"] != nil { understood = false }
        defines[node.attributes["name"] ?? "", default: []].append(node)
      case "element": elements.append(node)
      case "include", "externalRef", "parentRef", "anyName", "nsName": understood = false
      case "grammar" where node !== root: understood = false
      default: break
      }
    }
    guard understood else { return }
    for element in elements {
      guard let name = element.patternName else {
        understood = false
        return
      }
      var visited: Set<String> = []
      for child in element.children where child.name != "name" {
        readContent(child, of: name, defines: defines, visited: &visited)
      }
      // The content is a sequence; so is the body of each repetition in it.
      var scopes = [element.children.filter { $0.name != "name" }]
      var seen: Set<String> = []
      while let scope = scopes.popLast() {
        var names: [String] = []
        for child in scope {
          childElementNames(child, defines: defines, into: &names, repetitions: &scopes, seen: &seen)
        }
        var once: Set<String> = []
        for child in names where !once.insert(child).inserted { countedChildren.insert(name + " " + child) }
      }
    }
  }

  /// The names of the element patterns `node` can put at this level of a sequence, not looking
  /// into repetitions (each is a sequence of its own, added to `repetitions`).
  private func childElementNames(
    _ node: RNGNode, defines: [String: [RNGNode]], into names: inout [String], repetitions: inout [[RNGNode]],
    seen: inout Set<String>
  ) {
    switch node.name {
    case "element": names.append(node.patternName ?? "*")
    case "zeroOrMore", "oneOrMore": repetitions.append(node.children)
    case "ref":
      let name = node.attributes["name"] ?? ""
      guard seen.insert(name).inserted else { return }  // a define that reaches itself
      for define in defines[name] ?? [] {
        for child in define.children {
          childElementNames(child, defines: defines, into: &names, repetitions: &repetitions, seen: &seen)
        }
      }
      seen.remove(name)
    case "attribute", "data", "value", "list", "text", "empty", "notAllowed": return
    default:
      for child in node.children {
        childElementNames(child, defines: defines, into: &names, repetitions: &repetitions, seen: &seen)
      }
    }
  }

  /// Reads the content of an element pattern, following refs but not entering nested elements.
  private mutating func readContent(
    _ node: RNGNode, of element: String, defines: [String: [RNGNode]], visited: inout Set<String>
  ) {
    switch node.name {
    case "attribute":
      guard let name = node.patternName else {
        understood = false
        return
      }
      let content = node.children.filter { $0.name != "name" }
      if content.isEmpty || (content.count == 1 && Self.isText(content[0], defines: defines)) {
        return
      } else if content.count == 1, Self.isNonEmptyToken(content[0], defines: defines) {
        nonEmptyAttributes.insert(element + " " + name)
      } else {
        constrainedAttributes.insert(element + " " + name)
      }
    case "ref":
      let name = node.attributes["name"] ?? ""
      guard visited.insert(name).inserted else { return }
      for define in defines[name] ?? [] {
        for child in define.children { readContent(child, of: element, defines: defines, visited: &visited) }
      }
    case "element", "text", "empty", "notAllowed":
      return
    case "data" where Self.isNonEmptyToken(node, defines: defines):
      return  // whether a text is blank is part of every shape
    case "data", "value", "list":
      constrainedText.insert(element)
    case "group", "choice", "interleave", "optional", "zeroOrMore", "oneOrMore", "mixed":
      for child in node.children { readContent(child, of: element, defines: defines, visited: &visited) }
    default:
      understood = false
    }
  }
}

extension SchemaValueRules {
  /// Whether `node` is `<text/>`, through refs: any value.
  fileprivate static func isText(_ node: RNGNode, defines: [String: [RNGNode]], depth: Int = 0) -> Bool {
    switch node.name {
    case "text": return true
    case "ref":
      guard depth < 8, let found = defines[node.attributes["name"] ?? ""], found.count == 1,
        found[0].children.count == 1
      else { return false }
      return isText(found[0].children[0], defines: defines, depth: depth + 1)
    default: return false
    }
  }

  /// Whether `node` is exactly "a token that is not empty", through refs:
  /// `<data type="token"><except><value type="token"></value></except></data>`. Its verdict on a
  /// value depends only on whether the value is blank (token normalisation removes XML white
  /// space, and nothing else).
  fileprivate static func isNonEmptyToken(_ node: RNGNode, defines: [String: [RNGNode]], depth: Int = 0) -> Bool {
    let library = node.attributes["datatypeLibrary"] ?? ""
    let libraries = ["", "http://www.w3.org/2001/XMLSchema-datatypes"]
    switch node.name {
    case "ref":
      guard depth < 8, let found = defines[node.attributes["name"] ?? ""], found.count == 1,
        found[0].children.count == 1
      else { return false }
      return isNonEmptyToken(found[0].children[0], defines: defines, depth: depth + 1)
    case "data":
      guard node.attributes["type"] == "token", libraries.contains(library), node.children.count == 1,
        let except = node.children.first, except.name == "except", except.children.count == 1,
        let value = except.children.first, value.name == "value", value.attributes["type"] == "token",
        libraries.contains(value.attributes["datatypeLibrary"] ?? ""), value.text.isEmpty, value.children.isEmpty
      else { return false }
      return true
    default:
      return false
    }
  }
}

/// An element of a RelaxNG schema (XML syntax), foreign annotations left out.
private final class RNGNode {
  static let namespace = "http://relaxng.org/ns/structure/1.0"

  let name: String
  var attributes: [String: String] = [:]
  var children: [RNGNode] = []
  var text = ""

  init(name: String) { self.name = name }

  /// The local name an `element` or `attribute` pattern matches (`xml:lang` → `lang`), or nil
  /// for a name class.
  var patternName: String? {
    guard let name = attributes["name"] ?? children.first(where: { $0.name == "name" })?.text else { return nil }
    return name.split(separator: ":").last.map(String.init)
  }

  func visit(_ body: (RNGNode) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }

  static func parse(_ text: String) -> RNGNode? {
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOERROR.rawValue)
    guard
      let document = text.withCString({ xmlReadMemory($0, Int32(text.utf8.count), "schema.rng", nil, options) })
    else { return nil }
    defer { xmlFreeDoc(document) }
    guard let root = xmlDocGetRootElement(document) else { return nil }
    return mirror(root)
  }

  private static func mirror(_ element: xmlNodePtr) -> RNGNode? {
    guard let namespace = element.pointee.ns?.pointee.href, String(cString: namespace) == Self.namespace else {
      return nil
    }
    let node = RNGNode(name: String(cString: element.pointee.name))
    var attribute = element.pointee.properties
    while let current = attribute {
      if current.pointee.ns == nil {
        let value = current.pointee.children?.pointee.content.map { String(cString: $0) } ?? ""
        node.attributes[String(cString: current.pointee.name)] = value
      }
      attribute = current.pointee.next
    }
    var child = element.pointee.children
    while let current = child {
      switch current.pointee.type {
      case XML_ELEMENT_NODE:
        if let mirrored = mirror(current) { node.children.append(mirrored) }
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = current.pointee.content { node.text += String(cString: content) }
      default: break
      }
      child = current.pointee.next
    }
    node.text = String(node.text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    return node
  }
}
