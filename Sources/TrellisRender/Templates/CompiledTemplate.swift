import Mustache
import TrellisDiagnostics

/// A template specialised for one shape of its data (which optional fields are present):
/// literal HTML and value slots, each slot knowing its escaping context.
///
/// swift-mustache renders the template once with a sentinel standing for each field; the output
/// is split at the sentinels, and the place where each landed decides its context (text, an
/// attribute, a URL). Rendering a cell is then only concatenation and escaping, which is what
/// makes hundreds of thousands of cells fast. A value lands where Trellis cannot escape it safely
/// (a tag or attribute name, `<script>`, `<style>`, a `style` or `on…` attribute) is an error.
package struct CompiledTemplate: Sendable {
  enum Piece: Sendable, Equatable {
    case literal(String)
    case value(Int, ValueContext)
    /// HTML that Trellis rendered itself (fields named `…HTML`), inserted as it is.
    case html(Int)
  }

  var pieces: [Piece]

  /// Specialises `template` for values of `fields`, of which `present` are non-empty. A
  /// `trusted` template (one of Trellis's frames) may put values in a `style` attribute.
  package static func specialize(
    _ template: MustacheTemplate, named name: String, fields: [String], present: Set<String>,
    library: MustacheLibrary? = nil, trusted: Bool = false, checksHead: Bool = false
  ) throws(TemplateError) -> CompiledTemplate {
    var object: [String: Any] = [:]
    var nested: [String: [String: Any]] = [:]
    // Absent fields are missing: a variable renders nothing, a section is skipped. A dotted
    // field (`strings.skipToContent`) is a member of an object.
    for (index, field) in fields.enumerated() where present.contains(field) {
      if let dot = field.firstIndex(of: ".") {
        nested[String(field[..<dot]), default: [:]][String(field[field.index(after: dot)...])] = sentinel(index)
      } else {
        object[field] = sentinel(index)
      }
    }
    for (name, members) in nested { object[name] = members }
    let rendered = template.render(object, library: library)
    // The page template's head, held to the rules every page's head is checked against.
    if checksHead, let problem = PageHeadCheck.problem(in: rendered) {
      var error = TemplateError(template: name, message: problem.message)
      error.markup = TemplateError.Markup(rendered: rendered, offset: problem.offset)
      throw error
    }
    return try split(rendered, named: name, fields: fields, trusted: trusted)
  }

  /// The template with the fields from `start` on made constant: each of `constants` written
  /// where its field stands, escaped for the place as a value would be (a site's interface
  /// strings, the same on every page).
  func fillingConstants(from start: Int, with constants: [String]) -> CompiledTemplate {
    var filled: [Piece] = []
    for piece in pieces {
      var text: String
      switch piece {
      case .value(let index, _) where index >= start:
        text = ""
        CompiledTemplate(pieces: [piece]).render(
          { $0 - start < constants.count ? constants[$0 - start] : "" }, into: &text)
      case .html(let index) where index >= start:
        text = index - start < constants.count ? constants[index - start] : ""
      default:
        filled.append(piece)
        continue
      }
      if case .literal(let before) = filled.last {
        filled[filled.count - 1] = .literal(before + text)
      } else {
        filled.append(.literal(text))
      }
    }
    return CompiledTemplate(pieces: filled)
  }

  /// This template with `inner` in place of its HTML field `index` (wherever it stands), the
  /// inner template's fields numbered from `offset`.
  func inserting(_ inner: CompiledTemplate, atHTML index: Int, fieldsFrom offset: Int) -> CompiledTemplate {
    let renumbered = inner.pieces.map { piece -> Piece in
      switch piece {
      case .literal: piece
      case .value(let field, let context): .value(field + offset, context)
      case .html(let field): .html(field + offset)
      }
    }
    return CompiledTemplate(pieces: pieces.flatMap { $0 == .html(index) ? renumbered : [$0] }).joiningLiterals()
  }

  /// This template with field `index` written in as `value`, escaped for each place it stands.
  func filling(_ index: Int, with value: String) -> CompiledTemplate {
    let filled = pieces.map { piece -> Piece in
      guard case .value(index, _) = piece else { return piece }
      var text = ""
      CompiledTemplate(pieces: [piece]).render({ _ in value }, into: &text)
      return .literal(text)
    }
    return CompiledTemplate(pieces: filled).joiningLiterals()
  }

  /// Consecutive literals as one (written with one append).
  private func joiningLiterals() -> CompiledTemplate {
    var joined: [Piece] = []
    for piece in pieces {
      if case .literal(let text) = piece, case .literal(let before) = joined.last {
        joined[joined.count - 1] = .literal(before + text)
      } else {
        joined.append(piece)
      }
    }
    return CompiledTemplate(pieces: joined)
  }

  /// Appends the template with `values` (in the order of the fields it was specialised for).
  package func render(_ values: [String], into output: inout String) {
    render({ index in index < values.count ? values[index] : "" }, into: &output)
  }

  /// Appends the template, asking `value` for each field's value by its index.
  package func render(_ value: (Int) -> String, into output: inout String) {
    render(value, into: &output) { index, output in output += value(index) }
  }

  /// Appends the template; `html` writes each HTML field (so a page can stream its sections).
  package func render(
    _ value: (Int) -> String, into output: inout String, html: (Int, inout String) throws -> Void
  ) rethrows {
    for piece in pieces {
      switch piece {
      case .literal(let text): output += text
      case .html(let index): try html(index, &output)
      case .value(let index, let context):
        let value = value(index)
        switch context {
        case .text: HTMLEscaping.text(value, into: &output)
        case .attribute: HTMLEscaping.attribute(value, into: &output)
        case .url(_, let atStart):
          if atStart {
            HTMLEscaping.url(value, into: &output)
          } else {
            HTMLEscaping.attribute(percentEncoded(value), into: &output)
          }
        }
      }
    }
  }

  package func render(_ values: [String]) -> String {
    var output = ""
    // Room for the literal text and every value once: no growing as a page is written.
    var bytes = values.reduce(0) { $0 + $1.utf8.count }
    for case .literal(let text) in pieces { bytes += text.utf8.count }
    output.reserveCapacity(bytes + bytes / 8)
    render(values, into: &output)
    return output
  }

  /// The template cut where the HTML field `index` goes: what comes before it and what comes
  /// after (a section's opening and closing, written around rows rendered apart). Nil when the
  /// field is not in this shape of the template.
  package func split(atHTML index: Int) -> (before: CompiledTemplate, after: CompiledTemplate)? {
    guard let cut = pieces.firstIndex(of: .html(index)) else { return nil }
    return (CompiledTemplate(pieces: Array(pieces[..<cut])), CompiledTemplate(pieces: Array(pieces[(cut + 1)...])))
  }

  static func sentinel(_ index: Int) -> String { "\u{E000}\(index)\u{E001}" }

  private static func split(
    _ rendered: String, named name: String, fields: [String], trusted: Bool
  ) throws(TemplateError) -> CompiledTemplate {
    var pieces: [Piece] = []
    var literal = ""
    var scanner = HTMLContextScanner()
    var balance = MarkupBalance()
    // Where each value's sentinel ended: (literal scalars before it, rendered scalars up to its
    // end), to turn an offset in the literal text back into one in `rendered`.
    var sentinelEnds: [(literal: Int, rendered: Int)] = []
    var renderedOffset = 0
    var scalars = rendered.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      renderedOffset += 1
      guard scalar == "\u{E000}" else {
        literal.unicodeScalars.append(scalar)
        let inContent = scanner.valueContext != nil
        balance.consume(scalar, at: scanner.offset, inContent: inContent)
        scanner.consume(scalar)
        if let tag = scanner.finishedTag { balance.tag(tag) }
        continue
      }
      balance.value()
      var digits = ""
      while let next = scalars.next() {
        renderedOffset += 1
        if next == "\u{E001}" { break }
        digits.unicodeScalars.append(next)
      }
      sentinelEnds.append((scanner.offset, renderedOffset))
      guard let index = Int(digits), fields.indices.contains(index) else { continue }
      let field = fields[index]
      if let refusal = refusal(of: field, at: scanner, trusted: trusted) {
        var error = TemplateError(template: name, message: refusal)
        error.field = field
        throw error
      }
      guard let context = scanner.valueContext else { continue }  // refused above
      if field.hasSuffix("HTML") {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
        pieces.append(.html(index))
        continue
      }
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      pieces.append(.value(index, context))
      scanner.consumeValue()
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    balance.finish(at: scanner.offset)
    if let problem = balance.problem {
      let start = sentinelEnds.last { $0.literal <= problem.offset }.map { problem.offset - $0.literal + $0.rendered }
      var error = TemplateError(template: name, message: problem.message)
      error.markup = TemplateError.Markup(rendered: rendered, offset: start ?? problem.offset)
      throw error
    }
    return CompiledTemplate(pieces: pieces)
  }
}

/// Why a value of `field` cannot be written where `scanner` stands, or nil where it can: the one
/// rule for where values go, used on rendered output and (to locate an error) on a template's
/// own text. Only a `trusted` template (a frame) may put a value in a `style` attribute.
func refusal(of field: String, at scanner: HTMLContextScanner, trusted: Bool = false) -> Diagnostic.Message? {
  guard let context = scanner.valueContext else {
    return .valueWhereNothingIsSafe(field, place: scanner.placeDescription)
  }
  if case .attribute(let attribute) = context,
    attribute.hasPrefix("on") || attribute == "style" && !trusted
  {
    return .valueInScriptOrStyleAttribute(field, attribute: attribute)
  }
  if field.hasSuffix("HTML"), context != .text { return .htmlOutsideText(field) }
  return nil
}

/// Percent-encodes everything but RFC 3986's unreserved characters.
package func percentEncoded(_ value: String) -> String {
  var output = ""
  for byte in value.utf8 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      output.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      output += "%" + (hex.count == 1 ? "0" + hex : hex)
    }
  }
  return output
}

/// The literal text of a link template as a URL holds it: what a URL may hold raw (letters,
/// digits, `-._~`, the delimiters `:/?#[]@!$&'()*+,;=`, and `%` starting an escape) is kept; any
/// other byte (a space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, a lone `%`, a non-ASCII letter's
/// bytes) is percent-encoded, as a browser would before requesting it.
package func urlLiteralEncoded(_ text: String) -> String {
  let bytes = Array(text.utf8)
  let kept = Set("-._~:/?#[]@!$&'()*+,;=".utf8)
  func isHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
  var output = ""
  for (index, byte) in bytes.enumerated() {
    let isEscape =
      byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHex(bytes[index + 1]) && isHex(bytes[index + 2])
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      output.unicodeScalars.append(Unicode.Scalar(byte))
    case _ where kept.contains(byte) || isEscape:
      output.unicodeScalars.append(Unicode.Scalar(byte))
    default:
      let hex = String(byte, radix: 16, uppercase: true)
      output += "%" + (hex.count == 1 ? "0" + hex : hex)
    }
  }
  return output
}
