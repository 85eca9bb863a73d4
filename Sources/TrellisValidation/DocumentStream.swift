internal import CLibXML2
import TrellisDiagnostics

#if canImport(Darwin)
  import Darwin  // memchr
#else
  import Glibc  // memchr
#endif

/// One XML document checked as it streams past, in chunks of any size: libxml2's SAX parser
/// reads every byte (well-formedness, encoding), the ids and links the site-wide checks need are
/// collected from every element, and, given a schema, libxml2's RelaxNG validator checks the
/// structure. Memory stays flat however long the document.
///
/// **Runs of alike siblings.** libxml2's RelaxNG validator spends about 1.5 µs on an element,
/// and a gallery page holds millions. But sibling cells are mostly alike. Each child of a
/// streamed element is buffered (up to ``Unit/limit``) and reduced to its *shape*: element and
/// attribute names, the attribute values and texts the schema constrains (read from the schema
/// by ``SchemaValueRules``), and whether other texts are blank. In a run of consecutive siblings
/// of one shape, the first two are validated and the rest are not handed to the validator:
/// - a subtree's verdict depends only on its shape (the schema cannot see the rest);
/// - a run the schema accepts twice it accepts at any length, when the parent's content can only
///   repeat a child with `zeroOrMore`/`oneOrMore`: runs are collapsed only under elements whose
///   patterns never put two element patterns of one name in a sequence (`x, x` would mean
///   "exactly two"; ``SchemaValueRules`` reads this from the schema).
///
/// `trellis validate --every-element` validates without runs.
///
/// A run whose validated members had errors is validated in full, so each error is reported.
///
/// **Documents of one shape.** The same holds for a whole document: its root element's verdict
/// depends only on its shape. A stream can be ``reset(displayName:)`` for the next document
/// (the parser and its dictionary of names are kept, so shapes compare across documents). With
/// ``remembersShapes`` set (for a small document: up to ``smallDocument`` bytes), the root is
/// buffered whole; a document whose shape the stream has already found valid is not handed to
/// the validator again (``DocumentFacts/checkedByShape``), and any other is handed over element by
/// element (a small document has few runs to collapse). Thousands of item pages differ only in
/// text the schema does not constrain: each shape is validated once.
final class DocumentStream: @unchecked Sendable {  // used on one thread at a time
  private var parser: xmlParserCtxtPtr?
  private let compiled: CompiledSchema?
  /// Everything the parser's callbacks change, in one value (one access per callback).
  @exclusivity(unchecked) fileprivate var state: StreamState

  /// The largest document whose shape is remembered (an item page is about 2 KB).
  static let smallDocument = 16_384

  /// How problems name the document being read.
  var displayName: String { state.displayName }
  /// Whether runs of alike siblings are validated as two (see above).
  var collapsesRuns: Bool { state.collapsesRuns }

  /// Whether the document about to be read is checked by its shape (see above); set before the
  /// first byte is fed.
  var remembersShapes: Bool {
    get { state.remembersShapes }
    set { state.remembersShapes = newValue }
  }

  /// `schema` nil checks well-formedness, ids and links only. `compiled`: the schema already
  /// parsed, when no other thread validates with it meanwhile (else it is parsed here).
  init(displayName: String, schema: SchemaSource?, compiled: CompiledSchema? = nil, collapsesRuns: Bool = true) {
    initializeLibXML
    let compiled = schema.flatMap { compiled ?? CompiledSchema($0.text) }
    self.compiled = compiled
    state = StreamState(
      displayName: displayName, collapsesRuns: collapsesRuns, schema: compiled?.schema,
      unit: Unit(rules: schema?.rules ?? .unread))
    if schema != nil, compiled == nil {
      state.facts.problems.append(
        ValidationProblem(file: displayName, line: 1, column: 1, message: .schemaUnusable))
    }
    var handler = Self.makeHandler()
    parser = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0, displayName)
    if let parser {
      xmlCtxtUseOptions(
        parser, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOWARNING.rawValue))
      state.parser = parser
      if let dictionary = parser.pointee.dict {
        state.idName = xmlDictLookup(dictionary, "id", -1)
        state.hrefName = xmlDictLookup(dictionary, "href", -1)
        state.srcName = xmlDictLookup(dictionary, "src", -1)
        state.srcsetName = xmlDictLookup(dictionary, "srcset", -1)
        state.actionName = xmlDictLookup(dictionary, "action", -1)
        state.linkName = xmlDictLookup(dictionary, "link", -1)
        state.relName = xmlDictLookup(dictionary, "rel", -1)
      }
    }
  }

  deinit {
    state.validator = nil
    if let parser { xmlFreeParserCtxt(parser) }
  }

  /// Makes the stream ready for the next document, called `displayName`: the parser (with its
  /// dictionary of names), the schema, what was read of it, and the shapes of the documents found
  /// valid are kept.
  func reset(displayName: String) {
    guard let parser else { return }
    // No file name for libxml2 (it would make it a URI each time): problems are named from
    // `displayName` here.
    xmlCtxtResetPush(parser, nil, 0, nil, nil)
    state.reset(displayName: displayName)
  }

  /// Reads the next part of the document.
  func feed(_ bytes: UnsafeRawBufferPointer) {
    guard let parser, let base = bytes.baseAddress else { return }
    var offset = 0
    // At most a megabyte per call: libxml2 refuses a single chunk it cannot look through
    // ("Huge input lookup"), which a whole section of an x100 gallery is.
    while offset < bytes.count {
      let count = min(bytes.count - offset, 1 << 20)
      xmlParseChunk(parser, base.advanced(by: offset).assumingMemoryBound(to: CChar.self), Int32(count), 0)
      offset += count
    }
  }

  func feed(_ text: String) {
    var text = text
    text.withUTF8 { feed(UnsafeRawBufferPointer($0)) }
  }

  /// Ends the document and returns what was found.
  func finish() -> DocumentFacts {
    if let parser { xmlParseChunk(parser, nil, 0, 1) }
    // A document cut short (not well-formed): what was buffered of it is validated as it was.
    if state.unit.depth > 0, state.runs.isEmpty { state.replayUnit(leavingOpen: true) }
    state.validator = nil
    var facts = state.facts
    facts.repeatsSkipped = state.unit.skipped
    for error in state.errors.errors {
      var problem = ValidationProblem(
        file: state.displayName, line: error.line, column: error.column, message: error.message)
      // Schema messages name the element: "Element img failed to validate attributes", or
      // the child that is wrong: "Element li has extra content: img".
      let text = error.message.text
      for marker in ["extra content: ", "Element ", "element "] {
        guard let range = text.range(of: marker) else { continue }
        let name = text[range.upperBound...].prefix { $0 != " " && $0 != "," && $0 != ":" }
        if !name.isEmpty { problem.columnHints.append("<" + name) }
      }
      facts.problems.append(problem)
    }
    return facts
  }

  /// Appends an attribute's value as libxml2's SAX parser gives it: without entity
  /// substitution it writes `&` as `&#38;` (other references come decoded).
  static func appendValue(
    from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?, to output: inout [UInt8]
  ) {
    forEachRun(ofValueFrom: start, to: end) { output.append(contentsOf: $0) }
  }

  static func appendValue(
    from start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?, to output: inout FlatBuffer<UInt8>
  ) {
    forEachRun(ofValueFrom: start, to: end) { output.append(contentsOf: $0) }
  }

  /// The value between `start` and `end` in runs of bytes, `&#38;` given as `&`.
  private static func forEachRun(
    ofValueFrom start: UnsafePointer<xmlChar>?, to end: UnsafePointer<xmlChar>?,
    _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard let start, let end, end > start else { return }
    var run = start
    var searched = start
    while let found = memchr(searched, Int32(UInt8(ascii: "&")), end - searched) {
      let ampersand = found.assumingMemoryBound(to: UInt8.self)
      searched = UnsafePointer(ampersand) + 1
      guard end - searched >= 4, searched[0] == UInt8(ascii: "#"), searched[1] == UInt8(ascii: "3"),
        searched[2] == UInt8(ascii: "8"), searched[3] == UInt8(ascii: ";")
      else { continue }
      // Up to and with the ampersand; the reference's other four bytes are skipped.
      body(UnsafeBufferPointer(start: run, count: searched - run))
      searched += 4
      run = searched
    }
    if end > run { body(UnsafeBufferPointer(start: run, count: end - run)) }
  }

  private static func makeHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = { context, name, _, uri, _, _, count, _, attributes in
      guard let context, let name else { return }
      Unmanaged<DocumentStream>.fromOpaque(context)._withUnsafeGuaranteedRef {
        $0.state.startElement(name, uri, Int(count), attributes)
      }
    }
    handler.endElementNs = { context, _, _, _ in
      guard let context else { return }
      Unmanaged<DocumentStream>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.state.endElement() }
    }
    let characters: charactersSAXFunc = { context, bytes, length in
      guard let context, let bytes, length > 0 else { return }
      Unmanaged<DocumentStream>.fromOpaque(context)._withUnsafeGuaranteedRef {
        $0.state.characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
      }
    }
    handler.characters = characters
    handler.ignorableWhitespace = characters
    handler.cdataBlock = characters
    handler.serror = { context, error in
      guard let context, let error else { return }
      let stream = Unmanaged<DocumentStream>.fromOpaque(context).takeUnretainedValue()
      stream.state.errors.add(
        error, line: Int(error.pointee.line), column: Int(error.pointee.int2), as: Diagnostic.Message.notWellFormed)
    }
    return handler
  }
}

/// What a ``DocumentStream`` keeps while the parser calls it back.
private struct StreamState: ~Copyable {
  private(set) var displayName: String
  let collapsesRuns: Bool
  var parser: xmlParserCtxtPtr?
  private(set) var errors = ErrorCollector()
  /// The parsed schema; nil checks well-formedness, ids and links only.
  private let schema: xmlRelaxNGPtr?
  /// The schema validator of this document, made when first needed (see ``liveValidator()``).
  var validator: RelaxNGPush?
  /// Whether there is a schema (read on every event).
  let validates: Bool
  /// Whether the root element has started.
  private var rootStarted = false
  /// Whether the root is buffered whole and checked by its shape.
  var remembersShapes = false
  /// The shapes of whole documents found valid (see ``DocumentStream``), kept across resets.
  private var validShapes: Set<[UInt]> = []
  /// Every id and link value seen, each kept once (see ``collect(_:prefix:value:line:loads:)``).
  private var strings: Set<String> = []
  var facts = DocumentFacts()
  /// The parser's interned names of the attributes collected for the site-wide checks.
  var idName: UnsafePointer<xmlChar>?
  var hrefName: UnsafePointer<xmlChar>?
  var srcName: UnsafePointer<xmlChar>?
  /// An `img`'s or a `source`'s `srcset`: each of its URLs is loaded.
  var srcsetName: UnsafePointer<xmlChar>?
  /// A form's `action`: a link like `href` (the site's search field leads to the search page).
  var actionName: UnsafePointer<xmlChar>?
  /// A `link` element and its `rel`: what it names is loaded, unless it is a relation to a
  /// document (``LinkRelations/documents``).
  var linkName: UnsafePointer<xmlChar>?
  var relName: UnsafePointer<xmlChar>?
  /// Per open streamed element: the shape of its last child and how many in a row had it.
  var runs: [Run] = []
  var unit: Unit

  init(displayName: String, collapsesRuns: Bool, schema: xmlRelaxNGPtr?, unit: consuming Unit) {
    self.displayName = displayName
    self.collapsesRuns = collapsesRuns
    self.schema = schema
    validates = schema != nil
    self.unit = unit
  }

  /// Ready for the next document (see ``DocumentStream/reset(displayName:)``).
  mutating func reset(displayName: String) {
    self.displayName = displayName
    validator = nil
    errors = ErrorCollector()
    facts = DocumentFacts()
    runs.removeAll(keepingCapacity: true)
    unit.begin()
    unit.skipped = 0
    rootStarted = false
    remembersShapes = false
  }

  /// The document's validator, made on first use.
  mutating func liveValidator() -> RelaxNGPush? {
    if let validator { return validator }
    guard let schema else { return nil }
    validator = RelaxNGPush(schema: schema, errors: errors)
    return validator
  }

  // MARK: SAX events

  var line: Int { parser?.pointee.input.map { Int($0.pointee.line) } ?? 0 }

  mutating func startElement(
    _ name: UnsafePointer<xmlChar>, _ uri: UnsafePointer<xmlChar>?, _ count: Int,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    let line = self.line
    // What a `link` names is loaded with the page (a stylesheet, an icon) unless its rel is a
    // relation to another document (canonical, alternate …).
    var linkLoads = false
    if name == linkName {
      linkLoads = true
      for index in 0..<count {
        guard let attribute = attributes?.advanced(by: index * 5), attribute[0] == relName else { continue }
        var value: [UInt8] = []
        DocumentStream.appendValue(from: attribute[3], to: attribute[4], to: &value)
        let relations = String(decoding: value, as: UTF8.self).lowercased().split(separator: " ")
        linkLoads = !relations.allSatisfy { LinkRelations.documents.contains(String($0)) }
      }
    }
    for index in 0..<count {
      guard let attribute = attributes?.advanced(by: index * 5), let local = attribute[0] else { continue }
      if local == idName || local == hrefName || local == srcName || local == actionName {
        var value: [UInt8] = []
        DocumentStream.appendValue(from: attribute[3], to: attribute[4], to: &value)
        collect(local, prefix: attribute[1], value: value, line: line, loads: local == srcName || linkLoads)
      } else if local == srcsetName, attribute[1] == nil {
        var value: [UInt8] = []
        DocumentStream.appendValue(from: attribute[3], to: attribute[4], to: &value)
        collectCandidates(value, line: line)
      }
    }
    guard validates else { return }
    if unit.depth > 0 {
      unit.start(name, uri, line: line, count, attributes)
      if unit.isFull { replayUnit(leavingOpen: true) }
    } else if collapsesRuns, runs.last?.collapses == true || (remembersShapes && runs.isEmpty && !rootStarted) {
      // A child of an element whose children may repeat, or the root of a small document.
      rootStarted = true
      unit.begin()
      unit.start(name, uri, line: line, count, attributes)
    } else if let validator = liveValidator() {
      rootStarted = true
      validator.start(name: name, uri: uri, line: line) { add in
        for index in 0..<count {
          guard let attribute = attributes?.advanced(by: index * 5), let local = attribute[0] else { continue }
          var value: [UInt8] = []
          DocumentStream.appendValue(from: attribute[3], to: attribute[4], to: &value)
          value.append(0)
          value.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { add(local, attribute[2], attribute[1], base) }
          }
        }
      }
      runs.append(Run(parent: unit.buffersChildren ? name : nil))
    }
  }

  mutating func endElement() {
    guard validates else { return }
    if unit.depth > 0 {
      unit.end()
      if unit.depth == 0 {
        if runs.isEmpty { rootEnded() } else { unitEnded() }
      }
    } else {
      validator?.end()
      runs.removeLast()
    }
  }

  mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard validates else { return }
    if unit.depth > 0 {
      unit.characters(bytes)
    } else {
      if !runs.isEmpty, !RelaxNGPush.isBlank(bytes) { runs[runs.count - 1].reset() }
      validator?.characters(bytes)
    }
  }

  // MARK: Runs

  /// The root, buffered whole, has ended: validate it, unless a document of its shape was found
  /// valid before.
  mutating func rootEnded() {
    let shape = unit.shape.array
    if validShapes.contains(shape) {
      facts.checkedByShape = true
      unit.clear()
      return
    }
    let before = errors.errors.count
    replayUnit(leavingOpen: false)
    if errors.errors.count == before { validShapes.insert(shape) }
  }

  /// A child has ended: validate it, unless it continues a clean run of two or more alike.
  mutating func unitEnded() {
    let last = runs.count - 1
    let alike = runs[last].shape.withUnsafeBufferPointer { unit.shape.equals($0) }
    if alike, runs[last].length >= 2, runs[last].clean, let parent = runs[last].parent,
      let child = unit.events.count > 0 ? unit.events[0].name : nil, unit.collapses(child, under: parent)
    {
      runs[last].length += 1
      unit.skipped += 1
      return
    }
    if alike {
      runs[last].length += 1
    } else {
      runs[last].shape = unit.shape.array
      runs[last].length = 1
      runs[last].clean = true
    }
    let before = errors.errors.count
    replayUnit(leavingOpen: false)
    if errors.errors.count != before { runs[last].clean = false }
  }

  /// Hands the buffered child to the validator. `leavingOpen`: the child grew too large to
  /// buffer; its open elements go on streamed (their own children buffered in turn).
  mutating func replayUnit(leavingOpen: Bool) {
    guard let validator = liveValidator() else { return }
    if leavingOpen, !runs.isEmpty { runs[runs.count - 1].reset() }
    // The unit's memory stays put while it is replayed (nothing is appended to it).
    let arena = UnsafePointer(unit.arena.base)
    let attributes = UnsafePointer(unit.attributes.base)
    for index in 0..<unit.events.count {
      let event = unit.events[index]
      switch event.kind {
      case .start:
        guard let name = event.name else { continue }
        validator.start(name: name, uri: event.uri, line: event.line) { add in
          for attribute in UnsafeBufferPointer(start: attributes + event.first, count: event.count) {
            add(attribute.name, attribute.uri, attribute.prefix, arena + attribute.value)
          }
        }
        runs.append(Run(parent: unit.buffersChildren ? name : nil))
      case .end:
        validator.end()
        runs.removeLast()
      case .text:
        validator.characters(UnsafeBufferPointer(start: arena + event.first, count: event.count))
      }
    }
    unit.clear()
  }

  // MARK: Facts for the site-wide checks

  /// Notes an id or a link; `loads`: the link names something loaded with the page (`src`, a
  /// stylesheet or icon `link`), which must be a file of the output.
  mutating func collect(
    _ local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, value: [UInt8], line: Int, loads: Bool
  ) {
    // Pages share most of their ids and links (the navigation, the stylesheet, their neighbours):
    // one copy of each, kept from page to page, rather than one per page.
    let text = strings.insert(String(decoding: value, as: UTF8.self)).memberAfterInsert
    if local == idName {
      if value.isEmpty || value.contains(where: { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0) }) {
        var problem = ValidationProblem(file: displayName, line: line, column: 0, message: .badID(text))
        problem.columnHints = ["id=\"\(text)\""]
        facts.problems.append(problem)
      } else if let first = facts.ids[text] {
        var problem = ValidationProblem(file: displayName, line: line, column: 0, message: .duplicateID(text))
        problem.firstSeen = ValidationProblem.Place(line: first, column: 0)
        problem.columnHints = ["id=\"\(text)\""]  // the columns are found on the lines later
        facts.problems.append(problem)
      } else {
        facts.ids[text] = line
      }
    } else {
      let attribute: LinkAttribute =
        switch (local, prefix) {
        case (hrefName, nil): .href
        case (srcName, nil): .src
        case (actionName, nil): .action
        default: LinkAttribute((prefix.map { String(cString: $0) + ":" } ?? "") + String(cString: local))
        }
      facts.links.append(DocumentFacts.Link(attribute: attribute, value: text, line: line, loads: loads))
    }
  }

  /// The URLs of a `srcset` (`URL 60w, URL 120w`): each a link that is loaded.
  mutating func collectCandidates(_ value: [UInt8], line: Int) {
    for candidate in value.split(separator: UInt8(ascii: ",")) {
      let url = candidate.split(whereSeparator: { [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0) }).first ?? []
      guard !url.isEmpty else { continue }
      let text = strings.insert(String(decoding: url, as: UTF8.self)).memberAfterInsert
      facts.links.append(DocumentFacts.Link(attribute: .srcset, value: text, line: line, loads: true))
    }
  }
}

/// A schema to validate against: its text and what ``SchemaValueRules`` read from it.
struct SchemaSource: Sendable {
  let text: String
  let rules: SchemaValueRules

  init(_ text: String) {
    self.text = text
    rules = SchemaValueRules(schema: text)
  }
}

/// Two interned names: an element and its attribute, or a parent and its child.
private struct NamePair: Equatable {
  let element: UnsafePointer<xmlChar>
  let attribute: UnsafePointer<xmlChar>
}

/// The siblings seen so far under one streamed element.
private struct Run {
  /// Whether alike children may be skipped here: the element's name, whose children are
  /// buffered and compared, or nil (see ``SchemaValueRules/countedChildren``).
  var parent: UnsafePointer<xmlChar>?
  var collapses: Bool { parent != nil }
  var shape: [UInt] = []
  var length = 0
  /// No error in the members validated so far.
  var clean = true

  mutating func reset() {
    shape.removeAll(keepingCapacity: true)
    length = 0
    clean = true
  }
}

/// One child of a streamed element, buffered until it ends: its events, and its shape (a list
/// of words: the parser's interned name pointers, tags, and the constrained values' bytes).
private struct Unit: ~Copyable {
  enum Kind { case start, end, text }

  struct Event {
    var kind: Kind
    var name: UnsafePointer<xmlChar>?
    var uri: UnsafePointer<xmlChar>?
    var line: Int
    /// Start: the first attribute and their count. Text: offset and length in the arena.
    var first: Int
    var count: Int
  }

  struct Attribute {
    var name: UnsafePointer<xmlChar>
    var uri: UnsafePointer<xmlChar>?
    var prefix: UnsafePointer<xmlChar>?
    /// Offset of the NUL-terminated value in the arena.
    var value: Int
  }

  /// Past this many events or bytes a child is streamed instead (it is no cell).
  static let limit = (events: 512, bytes: 65_536)

  let rules: SchemaValueRules
  var events = FlatBuffer<Event>()
  var attributes = FlatBuffer<Attribute>()
  /// Attribute values and texts. Never empty (see ``clear()``), so that it has an address.
  var arena = FlatBuffer<UInt8>(capacity: 1024)
  var shape = FlatBuffer<UInt>(capacity: 256)
  /// The open elements of the child (0: none buffered).
  var depth = 0
  private var names = FlatBuffer<UnsafePointer<xmlChar>>()
  /// Children not handed to the validator.
  var skipped = 0
  /// Answers already looked up, by the parser's interned names: a direct-mapped cache (a page
  /// uses a few dozen names), a slot replaced when two names share it.
  private var attributeRules = [(NamePair, SchemaValueRules.ValueRule)?](repeating: nil, count: 256)
  private var constrainedTexts = [(UnsafePointer<xmlChar>, Bool)?](repeating: nil, count: 64)
  private var collapsingPairs = [(NamePair, Bool)?](repeating: nil, count: 64)

  init(rules: SchemaValueRules) {
    self.rules = rules
    arena.append(0)
  }

  var isFull: Bool { events.count > Self.limit.events || arena.count > Self.limit.bytes }

  mutating func begin() {
    clear()
    shape.removeAll()
  }

  mutating func clear() {
    events.removeAll()
    attributes.removeAll()
    arena.removeAll()
    arena.append(0)  // so that the arena always has an address
    names.removeAll()
    depth = 0
  }

  mutating func start(
    _ name: UnsafePointer<xmlChar>, _ uri: UnsafePointer<xmlChar>?, line: Int, _ count: Int,
    _ sax: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    endText()
    shape.append(1)
    shape.append(UInt(bitPattern: name))
    shape.append(UInt(bitPattern: uri))
    let first = attributes.count
    for index in 0..<count {
      guard let attribute = sax?.advanced(by: index * 5), let local = attribute[0] else { continue }
      let offset = arena.count
      DocumentStream.appendValue(from: attribute[3], to: attribute[4], to: &arena)
      let end = arena.count
      arena.append(0)
      attributes.append(Attribute(name: local, uri: attribute[2], prefix: attribute[1], value: offset))
      shape.append(2)
      shape.append(UInt(bitPattern: local))
      shape.append(UInt(bitPattern: attribute[2]))
      switch rule(local, of: name) {
      case .exact: appendBytes(offset..<end)
      case .blankness: shape.append(RelaxNGPush.isBlank(arenaBytes(offset..<end)) ? 7 : 8)
      case .free: break
      }
    }
    events.append(Event(kind: .start, name: name, uri: uri, line: line, first: first, count: attributes.count - first))
    names.append(name)
    depth += 1
  }

  mutating func end() {
    endText()
    shape.append(4)
    events.append(Event(kind: .end, name: nil, uri: nil, line: 0, first: 0, count: 0))
    names.removeLast()
    depth -= 1
  }

  mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let last = events.last, last.kind == .text {
      events[events.count - 1].count += bytes.count
    } else {
      events.append(Event(kind: .text, name: nil, uri: nil, line: 0, first: arena.count, count: bytes.count))
    }
    arena.append(contentsOf: bytes)
  }

  func arenaBytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: arena.buffer[range])
  }

  /// Puts the text just ended into the shape: its bytes if the schema constrains the text of
  /// its element, else only whether it is blank.
  private mutating func endText() {
    guard let last = events.last, last.kind == .text, let element = names.last else { return }
    let range = last.first..<last.first + last.count
    if isConstrained(textOf: element) {
      shape.append(3)
      appendBytes(range)
    } else {
      shape.append(RelaxNGPush.isBlank(arenaBytes(range)) ? 5 : 6)
    }
  }

  /// The length, then the bytes eight to a word (the last word padded with zeros).
  private mutating func appendBytes(_ range: Range<Int>) {
    shape.append(UInt(range.count))
    let bytes = UnsafeRawPointer(arena.base + range.lowerBound)
    let whole = range.count / 8 * 8
    var offset = 0
    while offset < whole {
      shape.append(bytes.loadUnaligned(fromByteOffset: offset, as: UInt.self))
      offset += 8
    }
    guard offset < range.count else { return }
    var word: UInt = 0
    withUnsafeMutableBytes(of: &word) {
      $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes + offset, count: range.count - offset))
    }
    shape.append(word)
  }

  private mutating func rule(
    _ attribute: UnsafePointer<xmlChar>, of element: UnsafePointer<xmlChar>
  ) -> SchemaValueRules.ValueRule {
    let key = NamePair(element: element, attribute: attribute)
    let slot = (UInt(bitPattern: element) >> 3 &+ UInt(bitPattern: attribute) >> 2) & 255
    if let (known, answer) = attributeRules[Int(slot)], known == key { return answer }
    let rule = rules.rule(attribute: String(cString: attribute), of: String(cString: element))
    attributeRules[Int(slot)] = (key, rule)
    return rule
  }

  /// Whether children are buffered and compared at all: the schema was read.
  var buffersChildren: Bool { rules.understood }

  /// Whether a run of alike children named `child` of `parent` may be collapsed: the schema
  /// never counts them.
  mutating func collapses(_ child: UnsafePointer<xmlChar>, under parent: UnsafePointer<xmlChar>) -> Bool {
    let key = NamePair(element: parent, attribute: child)
    let slot = Int((UInt(bitPattern: parent) >> 3 &+ UInt(bitPattern: child) >> 2) & 63)
    if let (known, answer) = collapsingPairs[slot], known == key { return answer }
    let collapses = !rules.mayCount(String(cString: child), under: String(cString: parent))
    collapsingPairs[slot] = (key, collapses)
    return collapses
  }

  private mutating func isConstrained(textOf element: UnsafePointer<xmlChar>) -> Bool {
    let slot = Int((UInt(bitPattern: element) >> 3) & 63)
    if let (known, answer) = constrainedTexts[slot], known == element { return answer }
    let constrained = rules.isConstrained(textOf: String(cString: element))
    constrainedTexts[slot] = (element, constrained)
    return constrained
  }
}

/// libxml2 is initialised once, before any thread uses it (RelaxNG's type library too, whose
/// set-up is not safe to run on two threads at once).
let initializeLibXML: Void = {
  xmlInitParser()
  xmlRelaxNGInitTypes()
}()

/// A RelaxNG schema parsed for one document (a parsed schema is not shared between threads).
final class CompiledSchema {
  let schema: xmlRelaxNGPtr

  init?(_ text: String) {
    initializeLibXML
    let parsed: xmlRelaxNGPtr? = text.withCString { bytes in
      guard let context = xmlRelaxNGNewMemParserCtxt(bytes, Int32(text.utf8.count)) else { return nil }
      defer { xmlRelaxNGFreeParserCtxt(context) }
      // A schema that does not parse is nil, told by the caller. libxml2 prints nothing itself:
      // when a failed build exits while a worker still parses its copy, libxml2's own clean-up
      // at exit empties the type library under it, and its messages reached standard error.
      xmlRelaxNGSetParserStructuredErrors(context, { _, _ in }, nil)
      return xmlRelaxNGParse(context)
    }
    guard let parsed else { return nil }
    schema = parsed
  }

  deinit { xmlRelaxNGFree(schema) }
}
