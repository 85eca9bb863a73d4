internal import CLibXML2

/// What one file's check found: its problems, and the ids and links the site-wide checks need.
struct DocumentFacts: Sendable {
  struct Link: Sendable {
    var attribute: String
    var value: String
    var line: Int
  }

  var problems: [ValidationProblem] = []
  /// Each id and the line of its first element.
  var ids: [String: Int] = [:]
  var links: [Link] = []
}

/// Reads one XML file (a page or an SVG) with libxml2's streaming reader, so memory stays flat
/// however large the page: well-formedness, the RelaxNG schema when one is given, duplicate ids,
/// and the links to check once every file is read. Errors are collected per reader (libxml2
/// 2.9's global error handler is shared by the whole process), so files can be checked on
/// several threads at once.
enum DocumentCheck {
  static func check(path: String, displayName: String, schema: String?) -> DocumentFacts {
    initializeLibXML
    var facts = DocumentFacts()
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOWARNING.rawValue)
    guard let reader = xmlReaderForFile(path, nil, options) else {
      facts.problems.append(ValidationProblem(file: displayName, line: 1, column: 1, message: "cannot be read"))
      return facts
    }
    defer { xmlFreeTextReader(reader) }
    var compiled: CompiledSchema?
    if let schema {
      compiled = CompiledSchema(schema)
      guard let compiled, xmlTextReaderRelaxNGSetSchema(reader, compiled.schema) == 0 else {
        facts.problems.append(
          ValidationProblem(file: displayName, line: 1, column: 1, message: "the page schema cannot be used"))
        return facts
      }
    }
    let collector = ErrorCollector(reader: reader)
    // After the schema: the reader relays the validator's errors to its own handler.
    xmlTextReaderSetStructuredErrorHandler(reader, collectError, Unmanaged.passUnretained(collector).toOpaque())

    while xmlTextReaderRead(reader) == 1 {
      guard xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue),
        xmlTextReaderHasAttributes(reader) == 1
      else { continue }
      let line = Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader)))
      while xmlTextReaderMoveToNextAttribute(reader) == 1 {
        guard let name = xmlTextReaderConstName(reader), let value = xmlTextReaderConstValue(reader) else { continue }
        switch name[0] {
        case UInt8(ascii: "i") where xmlStrEqual(name, "id") == 1:
          let id = String(cString: value)
          if let first = facts.ids[id] {
            var problem = ValidationProblem(
              file: displayName, line: line, column: 0, message: "duplicate id \"\(id)\" (first at line \(first))")
            problem.columnHints = ["id=\"\(id)\""]  // the column is found on the line later
            facts.problems.append(problem)
          } else {
            facts.ids[id] = line
          }
        case UInt8(ascii: "h") where xmlStrEqual(name, "href") == 1,
          UInt8(ascii: "s") where xmlStrEqual(name, "src") == 1,
          UInt8(ascii: "x") where xmlStrEqual(name, "xlink:href") == 1:
          facts.links.append(
            DocumentFacts.Link(attribute: String(cString: name), value: String(cString: value), line: line))
        default: continue
        }
      }
      xmlTextReaderMoveToElement(reader)
    }
    withExtendedLifetime(compiled) {}
    for error in collector.errors {
      var problem = ValidationProblem(file: displayName, line: error.line, column: error.column, message: error.message)
      // Schema messages name the element: "Element img failed to validate attributes".
      for marker in ["Element ", "element "] {
        guard let range = error.message.range(of: marker) else { continue }
        let name = error.message[range.upperBound...].prefix { $0 != " " && $0 != "," && $0 != ":" }
        if !name.isEmpty { problem.columnHints.append("<" + name) }
      }
      facts.problems.append(problem)
    }
    return facts
  }
}

/// libxml2 is initialised once, before any thread uses it.
private let initializeLibXML: Void = { xmlInitParser() }()

/// A RelaxNG schema parsed for one reader (a parsed schema is not shared between threads).
private final class CompiledSchema {
  let schema: xmlRelaxNGPtr

  init?(_ text: String) {
    let parsed: xmlRelaxNGPtr? = text.withCString { bytes in
      guard let context = xmlRelaxNGNewMemParserCtxt(bytes, Int32(text.utf8.count)) else { return nil }
      defer { xmlRelaxNGFreeParserCtxt(context) }
      return xmlRelaxNGParse(context)
    }
    guard let parsed else { return nil }
    schema = parsed
  }

  deinit { xmlRelaxNGFree(schema) }
}

/// The errors libxml2 reports for one reader.
private final class ErrorCollector {
  let reader: xmlTextReaderPtr
  var errors: [(line: Int, column: Int, message: String)] = []
  init(reader: xmlTextReaderPtr) { self.reader = reader }
}

private let collectError: xmlStructuredErrorFunc = { context, error in
  guard let context, let error else { return }
  let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
  guard error.pointee.level != XML_ERR_WARNING else { return }
  var message = error.pointee.message.map { String(cString: $0) } ?? "invalid XML"
  while message.last == "\n" || message.last == " " { message.removeLast() }
  message = message.split(separator: "\n").joined(separator: " ")  // one line per problem
  var line = Int(error.pointee.line)
  var column = Int(error.pointee.int2)
  if line <= 0 {
    // A schema error: the element being read, its column found later on its line (0 for now).
    if let node = error.pointee.node {
      line = Int(xmlGetLineNo(node.assumingMemoryBound(to: xmlNode.self)))
    } else if let node = xmlTextReaderCurrentNode(collector.reader) {
      line = Int(xmlGetLineNo(node))
    }
    column = 0
  }
  collector.errors.append((max(line, 1), max(column, 0), message))
}
