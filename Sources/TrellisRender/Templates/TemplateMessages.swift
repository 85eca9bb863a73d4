import TrellisDiagnostics

/// Every message about a template, in one place.
extension Diagnostic.Message {
  // MARK: Reading

  static func unknownTemplate(_ name: String, overridable: [String]) -> Self {
    "no template is called \"\(name)\"; overridable: \(overridable.joined(separator: ", "))"
  }

  static func frameNotOverridable(_ name: String, overridable: [String]) -> Self {
    Self(
      "\(name) is one of Trellis's frames, the structure the section's CSS selects, and cannot be overridden; "
        + "overridable: \(overridable.joined(separator: ", "))")
  }

  package static let templateNotUTF8: Self = "invalid UTF-8; a template must be UTF-8 text"

  static func sectionsNestTooDeep(_ limit: Int) -> Self { "sections nest deeper than \(limit) levels" }

  // MARK: Names

  /// `own`: the template's own variables; `strings`: the interface strings every template gets.
  static func unknownVariable(_ name: String, own: [String], strings: [String]) -> Self {
    let guess = Suggestion.didYouMean(name, among: own + strings)
    let ownList = own.isEmpty ? "" : own.joined(separator: ", ") + ", or "
    // (A template with no variables of its own still has the interface strings.)
    return "unknown variable \"\(name)\"\(guess) (expected one of: \(ownList)an interface string, strings.KEY)"
  }

  static func partialInOverride(_ name: String) -> Self {
    "{{> \(name)}}: a site's template cannot include partials; write the markup in the template"
  }

  // MARK: Where values may go

  static func valueWhereNothingIsSafe(_ field: String, place: String) -> Self {
    "{{\(field)}} is \(place), where Trellis cannot escape a value safely"
  }

  static func valueInScriptOrStyleAttribute(_ field: String, attribute: String) -> Self {
    "{{\(field)}} is in the \(attribute) attribute; Trellis writes no inline scripts or styles from data"
  }

  static func htmlOutsideText(_ field: String) -> Self { "{{{\(field)}}} holds HTML and belongs between tags" }

  // MARK: The template's own markup

  static func elementNeverClosed(_ name: String) -> Self { "<\(name)> is never closed" }

  static func voidElementNotSelfClosed(_ name: String) -> Self {
    "<\(name)> is never closed (in XHTML write <\(name)/>)"
  }

  static func elementClosedByAnother(_ name: String, closedBy other: String) -> Self {
    "<\(name)> is closed by </\(other)>; close it with </\(name)> first"
  }

  static func endTagWithoutStart(_ name: String) -> Self { "</\(name)> closes no element this template opened" }

  static func notAnXMLEntity(_ name: String) -> Self {
    "&\(name); is not an XML entity; write the character itself or &#…;"
  }

  static let bareAmpersand: Self = "a bare & must be written &amp;"

  // MARK: A page's head

  static let headMetaHTTPEquiv: Self =
    "<meta http-equiv> is not allowed in a page's head (it can redirect or reload the page); use <meta name> or <meta property>"
  static let headStyleElement: Self =
    "<style> is not allowed: Trellis writes no inline styles; put the rules in a stylesheet in static/ and name it in site.json's \"stylesheets\""
  static let headScriptNotTrellis: Self =
    "a page's only script is Trellis's own ({{script}}); Trellis writes no other scripts"

  static func headUnknownRelation(_ rel: String, known: [String]) -> Self {
    Suggestion.unknown("link rel", rel, known: known, listed: .max)
  }

  static func headLoadsFromElsewhere(_ href: String) -> Self {
    "\"\(href)\" would be loaded from elsewhere: pages request nothing from other sites; put the file in the site's static/ folder"
  }

  // MARK: Mustache syntax (swift-mustache's errors, in words)

  static let closingTagMismatch: Self = "this closing tag does not match the section it closes"
  static let unfinishedTag: Self = "a tag is not finished"
  static let sectionNeverClosed: Self = "a section is never closed"
  static let badSetDelimiter: Self = "a set-delimiter tag is not of the form {{=<% %>=}}"
  static let transformOnInheritedSection: Self = "a transform cannot apply to an inherited section"
  static let tokenInInheritSection: Self = "only block definitions may stand inside a partial's inherit section"
  static let textInInheritSection: Self = "text cannot stand inside a partial's inherit section"
  static let badConfigurationTag: Self = "a configuration tag is not of the form {{% NAME: value}}"
  static let unknownConfigurationVariable: Self = "unknown configuration variable"
}
