internal import CLibXML2
import TrellisDiagnostics

#if canImport(Darwin)
  import Darwin  // strncmp
#else
  import Glibc  // strncmp
#endif

/// Hands elements and text to libxml2's RelaxNG validator as they stream past (its push
/// interface: `xmlRelaxNGValidatePushElement`, `…PushCData`, `…PopElement`). Each element is a
/// short-lived node, freed when it ends, so memory stays flat however long the page.
///
/// libxml2 compiles an element's content to an automaton when the schema allows; for any
/// other element it asks for the whole subtree, which is then built and checked in one go
/// (`xmlRelaxNGValidateFullElement`) and freed.
final class RelaxNGPush {
  private let context: xmlRelaxNGValidCtxtPtr
  private let document: xmlDocPtr
  /// One namespace object per namespace URI (by the parser's interned pointer).
  private var namespaces: [UnsafePointer<xmlChar>: xmlNsPtr] = [:]
  /// The open elements.
  fileprivate var open: [xmlNodePtr] = []
  fileprivate let errors: ErrorCollector
  /// After libxml2 meets an element or text its parent's content does not allow, it reports
  /// every later child of that parent (and their children) as unexpected too. Those echoes are
  /// left out until the parent ends: this is the number of open elements then.
  fileprivate var unexpectedUntil: Int?
  /// Whether libxml2 is validating a whole subtree, whose nodes are all alive until it returns.
  fileprivate var validatesSubtree = false
  /// The element being pushed or popped (alive, though not or no longer in ``open``).
  fileprivate var current: xmlNodePtr?
  /// The depth (in `open`) of the element being checked as a whole subtree, if any.
  private var wholeElementDepth: Int?
  /// Text not yet handed on (the parser may deliver one text in several parts). Only this
  /// object's calls touch it, on the stream's one thread: not checked for exclusivity at run time
  /// (the check was a tenth of handing on the white space between a page's cells).
  @exclusivity(unchecked) private var text = FlatBuffer<UInt8>(capacity: 256)

  /// `context` reports its errors through its own structured error handler.
  init?(schema: xmlRelaxNGPtr, errors: ErrorCollector) {
    guard let context = xmlRelaxNGNewValidCtxt(schema) else { return nil }
    guard let document = xmlNewDoc("1.0") else {
      xmlRelaxNGFreeValidCtxt(context)
      return nil
    }
    self.context = context
    self.document = document
    self.errors = errors
    xmlRelaxNGSetValidStructuredErrors(context, collectSchemaError, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    // Left open by a document that ended early: each streamed element is its own allocation;
    // a whole-subtree element holds its descendants.
    for (depth, node) in open.enumerated() where depth <= wholeElementDepth ?? depth {
      node.pointee.parent = nil
      xmlFreeNode(node)
    }
    for namespace in namespaces.values { xmlFreeNs(namespace) }
    xmlRelaxNGFreeValidCtxt(context)
    xmlFreeDoc(document)
  }

  /// An element starts: `attributes` is called with a function that adds one attribute (local
  /// name, namespace URI, prefix, NUL-terminated value).
  func start(
    name: UnsafePointer<xmlChar>, uri: UnsafePointer<xmlChar>?, line: Int,
    attributes: (
      (UnsafePointer<xmlChar>, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>?, UnsafePointer<xmlChar>) -> Void
    ) -> Void
  ) {
    flushText()
    guard let node = xmlNewDocNode(document, namespace(uri), name, nil) else { return }
    node.pointee.line = UInt16(clamping: line)
    node.pointee._private = UnsafeMutableRawPointer(bitPattern: line)
    attributes { name, uri, _, value in
      guard let attribute = xmlNewNsProp(node, namespace(uri), name, value) else { return }
      attribute.pointee._private = UnsafeMutableRawPointer(bitPattern: line)
    }
    if wholeElementDepth != nil, let parent = open.last {
      xmlAddChild(parent, node)
    } else {
      node.pointee.parent = open.last
      current = node
      defer { current = nil }
      if xmlRelaxNGValidatePushElement(context, document, node) == 0 {
        wholeElementDepth = open.count  // libxml2 wants this element's whole subtree
      }
    }
    open.append(node)
  }

  func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    text.append(contentsOf: bytes)
  }

  func end() {
    flushText()
    guard let node = open.popLast() else { return }
    if let depth = unexpectedUntil, open.count < depth { unexpectedUntil = nil }
    if let depth = wholeElementDepth {
      guard depth == open.count else { return }  // freed with its whole-subtree ancestor
      wholeElementDepth = nil
      validatesSubtree = true
      xmlRelaxNGValidateFullElement(context, document, node)
      validatesSubtree = false
    } else {
      current = node
      xmlRelaxNGValidatePopElement(context, document, node)
      current = nil
    }
    node.pointee.parent = nil
    xmlFreeNode(node)
  }

  private func flushText() {
    guard !text.isEmpty else { return }
    text.append(0)  // libxml2 reads the text up to a NUL
    let base = UnsafePointer(text.base)
    let length = text.count - 1
    if wholeElementDepth != nil, let parent = open.last {
      if let node = xmlNewDocTextLen(document, base, Int32(length)) {
        node.pointee._private = parent.pointee._private
        xmlAddChild(parent, node)
      }
    } else if !Self.isBlank(UnsafeBufferPointer(start: base, count: length)) {
      xmlRelaxNGValidatePushCData(context, base, Int32(length))
    }
    text.removeAll()
  }

  /// Whether text is XML white space only (which the validator ignores between elements).
  static func isBlank<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
  }

  /// Made without a prefix: the validator compares URIs only, and libxml2 refuses to make one
  /// with the reserved prefix `xml` (for `xml:lang`).
  private func namespace(_ uri: UnsafePointer<xmlChar>?) -> xmlNsPtr? {
    guard let uri else { return nil }
    if let known = namespaces[uri] { return known }
    let created = xmlNewNs(nil, uri, nil)
    namespaces[uri] = created
    return created
  }
}

/// libxml2's errors for one document (parser and schema), each with its line, and its column
/// when libxml2 knows it (0 otherwise, found later on the line).
final class ErrorCollector {
  var errors: [(line: Int, column: Int, message: Diagnostic.Message)] = []

  /// Adds libxml2's error in its words, as the message `kind` makes of them (which check found it).
  func add(
    _ error: xmlErrorPtr, line: Int, column: Int, replacingTODOWith name: String? = nil,
    as kind: (String) -> Diagnostic.Message
  ) {
    guard error.pointee.level != XML_ERR_WARNING else { return }
    var message = error.pointee.message.map { String(cString: $0) } ?? "invalid XML"
    if let name { message = message.replacing("element  TODO  content", with: "element \(name)") }
    while message.last == "\n" || message.last == " " { message.removeLast() }
    message = message.split(separator: "\n").joined(separator: " ")  // one line per problem
    errors.append((max(line, 1), max(column, 0), kind(message)))
  }
}

/// A schema error: located at the line its node was made on (kept in the node's `_private`).
/// Errors about text come without a node, and libxml2 names the element " TODO ": they are
/// about the text of the innermost open element.
///
/// The node an error names is read only while it is known to be alive: an open element, the one
/// being pushed or popped, or any node of a subtree being validated whole. libxml2 can name an element that was already popped
/// and freed (text pushed after it is checked against the state it left), and reading that node
/// read freed memory: the validator's rare crash, found by AddressSanitizer.
private let collectSchemaError: xmlStructuredErrorFunc = { context, error in
  guard let context, let error else { return }
  let push = Unmanaged<RelaxNGPush>.fromOpaque(context).takeUnretainedValue()
  let named = error.pointee.node?.assumingMemoryBound(to: xmlNode.self)
  let alive = named.flatMap { node in
    push.validatesSubtree || node == push.current || push.open.contains(node) ? node : nil
  }
  let node = alive ?? push.open.last
  let line = node.map { Int(bitPattern: $0.pointee._private) } ?? 0
  let name = node.flatMap { $0.pointee.name }.map { String(cString: $0) } ?? "?"
  let unexpected = error.pointee.message.map { strncmp($0, "Did not expect", 14) == 0 } ?? false
  if unexpected {
    if push.unexpectedUntil != nil { return }  // an echo of the first
    push.unexpectedUntil = push.open.count
  }
  push.errors.add(error, line: line, column: 0, replacingTODOWith: name, as: Diagnostic.Message.schema)
}
