internal import CLibXML2
import TrellisDiagnostics

/// The Sitemap protocol's schema (`Schemas/sitemap.xsd`, built into the binary).
package enum SitemapSchema {
  package static var xsd: String { BundledSchemas.all.first { $0.name == "sitemap" }?.text ?? "" }

  /// Whether a file of the output is a sitemap Trellis writes: `sitemap.xml`, or one of its
  /// parts, `sitemap-N.xml`.
  package static func isSitemap(_ path: String) -> Bool {
    guard path.hasPrefix("sitemap"), path.hasSuffix(".xml"), !PathText.containsSlash(path) else { return false }
    let middle = path.dropFirst("sitemap".count).dropLast(".xml".count)
    return middle.isEmpty || middle.first == "-" && Int(middle.dropFirst()) != nil
  }
}

/// Checks a sitemap with libxml2's W3C XML Schema validator against ``SitemapSchema``: well-formed
/// XML and the protocol's structure (a urlset of up to 50,000 absolute locs, or a sitemapindex).
/// A sitemap is held whole (50,000 URLs are a few megabytes).
enum SitemapCheck {
  /// Every problem in `text`, located at its line, named `displayName`.
  static func problems(of text: String, displayName: String) -> [ValidationProblem] {
    let collector = ErrorCollector()
    let box = Unmanaged.passRetained(collector)
    defer { box.release() }
    // Parser errors go to the thread's structured handler (libxml2 keeps it per thread).
    xmlSetStructuredErrorFunc(box.toOpaque(), collectSitemapParserError)
    defer { xmlSetStructuredErrorFunc(nil, nil) }
    let schemaText = SitemapSchema.xsd
    let schema: xmlSchemaPtr? = schemaText.withCString { pointer in
      guard let parser = xmlSchemaNewMemParserCtxt(pointer, Int32(schemaText.utf8.count)) else { return nil }
      defer { xmlSchemaFreeParserCtxt(parser) }
      return xmlSchemaParse(parser)
    }
    guard let schema else {
      return [ValidationProblem(file: displayName, line: 1, column: 1, message: .schemaUnusable)]
    }
    defer { xmlSchemaFree(schema) }
    let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOWARNING.rawValue)
    let document = text.withCString { xmlReadMemory($0, Int32(text.utf8.count), displayName, "UTF-8", options) }
    if let document {
      defer { xmlFreeDoc(document) }
      if let context = xmlSchemaNewValidCtxt(schema) {
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, collectSitemapSchemaError, box.toOpaque())
        _ = xmlSchemaValidateDoc(context, document)
      }
    }
    var problems = collector.errors.map {
      ValidationProblem(file: displayName, line: $0.line, column: $0.column, message: $0.message)
    }
    if problems.isEmpty, document == nil {
      problems.append(ValidationProblem(file: displayName, line: 1, column: 1, message: .unreadableFile))
    }
    return problems
  }
}

/// An error of libxml2's parser (the sitemap is not well-formed), collected with its line and
/// column.
private let collectSitemapParserError: xmlStructuredErrorFunc = { context, error in
  guard let context, let error else { return }
  let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
  collector.add(
    error, line: Int(error.pointee.line), column: Int(error.pointee.int2), as: Diagnostic.Message.notWellFormed)
}

/// An error of libxml2's schema validator (the sitemap breaks the protocol), collected with its
/// line and column.
private let collectSitemapSchemaError: xmlStructuredErrorFunc = { context, error in
  guard let context, let error else { return }
  let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
  collector.add(
    error, line: Int(error.pointee.line), column: Int(error.pointee.int2), as: Diagnostic.Message.sitemapSchema)
}
