import TrellisDiagnostics

/// Every message about a template, in one place.
extension Diagnostic.Message {
  // MARK: Reading

  static func unknownTemplate(_ name: String, overridable: [String]) -> Self {
    Self(
      "template.unknownTemplate",
      "no template is called \"\(name)\"; overridable: \(overridable.joined(separator: ", "))")
  }

  static func frameNotOverridable(_ name: String, overridable: [String]) -> Self {
    Self(
      "template.frameNotOverridable",
      "\(name) is one of Trellis's frames, the structure the section's CSS selects, and cannot be overridden; "
        + "overridable: \(overridable.joined(separator: ", "))")
  }

  /// A site's `decoration-KIND` template for a kind no layout of the site draws: it would have
  /// no effect.
  package static func unusedDecorationTemplate(_ kind: String, declared: [String]) -> Self {
    Self(
      "template.unusedDecorationTemplate",
      "no layout of the site has a decoration of element kind \"\(kind)\", so this template would draw nothing; "
        + (declared.isEmpty
          ? "the site's layouts have no decoration"
          : "the kinds its layouts have: \(declared.joined(separator: ", "))\(Suggestion.didYouMean(kind, among: declared))")
    )
  }

  /// A site's template whose bytes are not UTF-8.
  package static let templateNotUTF8: Self = Self(
    "template.notUTF8", "invalid UTF-8; a template must be UTF-8 text")

  static func sectionsNestTooDeep(_ limit: Int) -> Self {
    Self("template.sectionsNestTooDeep", "sections nest deeper than \(limit) levels")
  }

  /// An error swift-mustache's parser reports that Trellis has no words of its own for, as it
  /// describes itself.
  static func parserError(_ error: any Error) -> Self { Self("template.parserError", "\(error)") }

  /// `message` about the template `template`, named first: for a problem whose line in it is
  /// unknown (the message keeps its ID).
  static func inTemplate(_ template: String, _ message: Self) -> Self {
    Self(message.id, "\(template): \(message.text)")
  }

  // MARK: Names

  /// `own`: the template's own variables; `strings`: the interface strings every template gets.
  static func unknownVariable(_ name: String, own: [String], strings: [String]) -> Self {
    // A message is filled in by Trellis: a template that took it as a constant is shown what
    // stands instead.
    if name.hasPrefix("strings."), InterfaceStrings.placeholders[String(name.dropFirst(8))] != nil {
      let key = String(name.dropFirst(8))
      let instead = InterfaceStrings.messageVariables[key].flatMap { own.contains($0) ? $0 : nil }
      return Self(
        "template.messageNotConstant",
        "\"\(name)\" is a message with placeholders, which Trellis fills in; "
          + (instead.map { "this template receives it filled as {{\($0)}}" } ?? "this template does not show it"))
    }
    let guess = Suggestion.didYouMean(name, among: own + strings)
    let ownList = own.isEmpty ? "" : own.joined(separator: ", ") + ", or "
    // (A template with no variables of its own still has the interface strings.)
    return Self(
      "template.unknownVariable",
      "unknown variable \"\(name)\"\(guess) (expected one of: \(ownList)an interface string, strings.KEY)")
  }

  static func partialInOverride(_ name: String) -> Self {
    Self(
      "template.partialInOverride",
      "{{> \(name)}}: a site's template cannot include partials; write the markup in the template")
  }

  // MARK: Where values may go

  static func valueWhereNothingIsSafe(_ field: String, place: String) -> Self {
    Self("template.valueWhereNothingIsSafe", "{{\(field)}} is \(place), where Trellis cannot escape a value safely")
  }

  static func valueInScriptOrStyleAttribute(_ field: String, attribute: String) -> Self {
    Self(
      "template.valueInScriptOrStyleAttribute",
      "{{\(field)}} is in the \(attribute) attribute; Trellis writes no inline scripts or styles from data")
  }

  static func htmlOutsideText(_ field: String) -> Self {
    Self("template.htmlOutsideText", "{{{\(field)}}} holds HTML and belongs between tags")
  }

  // MARK: The template's own markup

  static func elementNeverClosed(_ name: String) -> Self {
    Self("template.elementNeverClosed", "<\(name)> is never closed")
  }

  static func voidElementNotSelfClosed(_ name: String) -> Self {
    Self("template.voidElementNotSelfClosed", "<\(name)> is never closed (in XHTML write <\(name)/>)")
  }

  static func elementClosedByAnother(_ name: String, closedBy other: String) -> Self {
    Self("template.elementClosedByAnother", "<\(name)> is closed by </\(other)>; close it with </\(name)> first")
  }

  static func endTagWithoutStart(_ name: String) -> Self {
    Self("template.endTagWithoutStart", "</\(name)> closes no element this template opened")
  }

  static func notAnXMLEntity(_ name: String) -> Self {
    Self("template.notAnXMLEntity", "&\(name); is not an XML entity; write the character itself or &#…;")
  }

  static let bareAmpersand: Self = Self("template.bareAmpersand", "a bare & must be written &amp;")

  // MARK: A page's head

  static let headMetaHTTPEquiv: Self = Self(
    "template.headMetaHTTPEquiv",
    "<meta http-equiv> is not allowed in a page's head (it can redirect or reload the page); use <meta name> or <meta property>"
  )
  static let headStyleElement: Self = Self(
    "template.headStyleElement",
    "<style> is not allowed: Trellis writes no inline styles; put the rules in a stylesheet in static/ and name it in site.json's \"stylesheets\""
  )
  static let headScriptNotTrellis: Self = Self(
    "template.headScriptNotTrellis",
    "a page's only script is Trellis's own ({{script}}); Trellis writes no other scripts")

  static func headUnknownRelation(_ rel: String, known: [String]) -> Self {
    Suggestion.unknown("template.unknownLinkRel", "link rel", rel, known: known, listed: .max)
  }

  static func headLoadsFromElsewhere(_ href: String) -> Self {
    Self(
      "template.headLoadsFromElsewhere",
      "\"\(href)\" would be loaded from elsewhere: pages request nothing from other sites; put the file in the site's static/ folder"
    )
  }

  // MARK: Mustache syntax (swift-mustache's errors, in words)

  static let closingTagMismatch: Self = Self(
    "template.closingTagMismatch", "this closing tag does not match the section it closes")
  static let unfinishedTag: Self = Self("template.unfinishedTag", "a tag is not finished")
  static let sectionNeverClosed: Self = Self("template.sectionNeverClosed", "a section is never closed")
  static let badSetDelimiter: Self = Self(
    "template.badSetDelimiter", "a set-delimiter tag is not of the form {{=<% %>=}}")
  static let transformOnInheritedSection: Self = Self(
    "template.transformOnInheritedSection", "a transform cannot apply to an inherited section")
  static let tokenInInheritSection: Self = Self(
    "template.tokenInInheritSection", "only block definitions may stand inside a partial's inherit section")
  static let textInInheritSection: Self = Self(
    "template.textInInheritSection", "text cannot stand inside a partial's inherit section")
  static let badConfigurationTag: Self = Self(
    "template.badConfigurationTag", "a configuration tag is not of the form {{% NAME: value}}")
  static let unknownConfigurationVariable: Self = Self(
    "template.unknownConfigurationVariable", "unknown configuration variable")
}
