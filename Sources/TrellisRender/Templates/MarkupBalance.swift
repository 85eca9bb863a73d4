import TrellisDiagnostics

/// Checks that a template's own markup is well-formed XHTML on its own: every element it opens
/// it closes, in order, and every `&` starts one of XML's five entities or a character reference.
///
/// Values are escaped and Trellis's own HTML is balanced, so a template that passes writes
/// well-formed pages; one that fails is reported at the tag in the template, not at the page it
/// would have broken.
struct MarkupBalance {
  /// The first problem: what is wrong, and the offset (in scalars) of the markup at fault.
  private(set) var problem: (message: Diagnostic.Message, offset: Int)?
  private var open: [(name: String, offset: Int)] = []
  /// The reference being read after an `&` in text or an attribute value, and where it began.
  private var reference: (text: String, offset: Int)?

  /// Reads one scalar at `offset`; `inContent` is true in text and in quoted attribute values,
  /// where `&` starts a reference.
  mutating func consume(_ scalar: Unicode.Scalar, at offset: Int, inContent: Bool) {
    guard problem == nil else { return }
    if var pending = reference {
      if scalar == ";" {
        if !Self.isReference(pending.text) {
          problem = (.notAnXMLEntity(pending.text), pending.offset)
        }
        reference = nil
        return
      }
      if Self.isNameScalar(scalar), pending.text.unicodeScalars.count < 32 {
        pending.text.unicodeScalars.append(scalar)
        reference = pending
        return
      }
      problem = (.bareAmpersand, pending.offset)
      return
    }
    if inContent && scalar == "&" { reference = ("", offset) }
  }

  /// A value is written here: a reference cannot continue into it.
  mutating func value() {
    guard problem == nil, let pending = reference else { return }
    problem = (.bareAmpersand, pending.offset)
  }

  /// Reads a tag the scanner has finished.
  mutating func tag(_ tag: HTMLContextScanner.Tag) {
    guard problem == nil, !tag.isSelfClosing, !tag.name.isEmpty else { return }
    guard tag.isEnd else {
      open.append((tag.name, tag.offset))
      return
    }
    guard let last = open.last else {
      problem = (.endTagWithoutStart(tag.name), tag.offset)
      return
    }
    guard last.name == tag.name else {
      problem =
        Self.voidElements.contains(last.name.lowercased())
        ? (.voidElementNotSelfClosed(last.name), last.offset)
        : (.elementClosedByAnother(last.name, closedBy: tag.name), last.offset)
      return
    }
    open.removeLast()
  }

  /// Ends the template: an element still open is a problem.
  mutating func finish(at offset: Int) {
    guard problem == nil else { return }
    if let pending = reference {
      problem = (.bareAmpersand, pending.offset)
    } else if let last = open.last {
      let isVoid = Self.voidElements.contains(last.name.lowercased())
      problem = (isVoid ? .voidElementNotSelfClosed(last.name) : .elementNeverClosed(last.name), last.offset)
    }
  }

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]

  private static func isReference(_ text: String) -> Bool {
    if ["amp", "lt", "gt", "quot", "apos"].contains(text) { return true }
    let scalars = text.unicodeScalars
    guard scalars.first == "#" else { return false }
    let digits = scalars.dropFirst()
    if digits.first == "x" || digits.first == "X" {
      let hex = digits.dropFirst()
      return !hex.isEmpty && hex.allSatisfy { $0.properties.isASCIIHexDigit }
    }
    return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "#" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
