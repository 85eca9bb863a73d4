import TrellisDiagnostics

/// Every message about the output that Trellis's own checks write (libxml2's messages are
/// passed on as it words them), in one place.
extension Diagnostic.Message {
  // MARK: Files

  static let unreadableFile: Self = "cannot be read"
  static let schemaUnusable: Self = "the page schema cannot be used"

  // MARK: Ids

  static func badID(_ id: String) -> Self {
    "id \"\(id)\" is empty or holds whitespace"
  }

  static func duplicateID(_ id: String, firstAtLine line: Int) -> Self {
    "duplicate id \"\(id)\" (first at line \(line))"
  }

  // MARK: Links

  static func noFile(attribute: String, value: String, target: String) -> Self {
    "\(attribute) \"\(value)\": no file \(target) in the output"
  }

  static func noElement(attribute: String, value: String, id: String, target: String) -> Self {
    "\(attribute) \"\(value)\": no element with id \"\(id)\" in \(target)"
  }

  static let noIndexPage: Self = "the site has no index.html"
  static let unreachablePage: Self = "no link from index.html leads to this page"

  static func linkLeavesSite(_ value: String) -> Self {
    "\"\(value)\" leaves the site: pages request nothing from elsewhere"
  }

  static func loadsFromElsewhere(_ value: String) -> Self {
    "\"\(value)\" is loaded from elsewhere: pages request nothing from other sites; put the file in the site's static/ folder"
  }

  static func linkScheme(_ written: String, scheme: String) -> Self { "\"\(written)\": a \(scheme): URL" }
  static func badPercentEncoding(_ value: String) -> Self { "\"\(value)\": bad percent-encoding" }
  static func linkLeavesOutput(_ value: String) -> Self { "\"\(value)\" leads out of the output directory" }
}
