import TrellisDiagnostics

/// Every message about the output that Trellis's own checks write (libxml2's messages are
/// passed on as it words them), in one place.
extension Diagnostic.Message {
  // MARK: Files

  static let unreadableFile: Self = Self("validation.unreadableFile", "cannot be read")
  static let schemaUnusable: Self = Self("validation.schemaUnusable", "the page schema cannot be used")

  // MARK: libxml2's checks, in its words

  /// A file that is not well-formed XML (or not UTF-8), as libxml2's parser words it.
  static func notWellFormed(_ text: String) -> Self { Self("validation.notWellFormed", text) }

  /// A page that breaks the page schema, as libxml2's RelaxNG validator words it.
  static func schema(_ text: String) -> Self { Self("validation.schema", text) }

  /// A sitemap that breaks the Sitemap protocol's schema, as libxml2's XML Schema validator
  /// words it.
  static func sitemapSchema(_ text: String) -> Self { Self("validation.sitemapSchema", text) }

  // MARK: Ids

  static func badID(_ id: String) -> Self {
    Self("validation.badID", "id \"\(id)\" is empty or holds whitespace")
  }

  static func duplicateID(_ id: String) -> Self { Self("validation.duplicateID", "duplicate id \"\(id)\"") }

  // MARK: Links

  static func noFile(attribute: String, value: String, target: String) -> Self {
    Self("validation.brokenLink", "\(attribute) \"\(value)\": no file \(target) in the output")
  }

  static func noElement(attribute: String, value: String, id: String, target: String) -> Self {
    Self("validation.brokenFragment", "\(attribute) \"\(value)\": no element with id \"\(id)\" in \(target)")
  }

  static let noIndexPage: Self = Self("validation.noIndexPage", "the site has no index.html")
  static let unreachablePage: Self = Self("validation.unreachablePage", "no link from index.html leads to this page")

  static func linkLeavesSite(_ value: String) -> Self {
    Self("validation.linkLeavesSite", "\"\(value)\" leaves the site: pages request nothing from elsewhere")
  }

  static func loadsFromElsewhere(_ value: String) -> Self {
    Self(
      "validation.loadsFromElsewhere",
      "\"\(value)\" is loaded from elsewhere: pages request nothing from other sites; put the file in the site's static/ folder"
    )
  }

  static func linkScheme(_ written: String, scheme: String) -> Self {
    Self("validation.linkScheme", "\"\(written)\": a \(scheme): URL")
  }

  static func badPercentEncoding(_ value: String) -> Self {
    Self("validation.badPercentEncoding", "\"\(value)\": bad percent-encoding")
  }

  static func linkLeavesOutput(_ value: String) -> Self {
    Self("validation.linkLeavesOutput", "\"\(value)\" leads out of the output directory")
  }
}
