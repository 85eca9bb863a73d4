import TrellisDiagnostics

/// The rules of a page's `<head>` that the page schema and the link check hold every page to,
/// checked in the `page` template itself, so that a template breaking them is an error at its
/// own line rather than on every page it writes:
/// - a `meta` has a `name` or a `property`, never `http-equiv` (which can redirect the page);
/// - a `link`'s `rel` is one the schema knows, and what a stylesheet or icon link loads is a file
///   of the output, not a URL elsewhere;
/// - no `style` element, and no script but Trellis's.
///
/// Values are not known here (they stand as placeholders); Trellis's link check covers them.
enum PageHeadCheck {
  /// The first problem in the head of `rendered` (the template rendered once), with the offset
  /// (in scalars) of its tag.
  static func problem(in rendered: String) -> (message: Diagnostic.Message, offset: Int)? {
    let scalars = Array(rendered.unicodeScalars)
    var index = 0
    var inHead = false
    var scripts = 0
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      let start = index
      var end = index + 1
      var quote: Unicode.Scalar?
      while end < scalars.count {
        let scalar = scalars[end]
        if let open = quote {
          if scalar == open { quote = nil }
        } else if scalar == "\"" || scalar == "'" {
          quote = scalar
        } else if scalar == ">" {
          break
        }
        end += 1
      }
      let tag = String(String.UnicodeScalarView(scalars[(start + 1)..<min(end, scalars.count)]))
      index = end + 1
      let name = String(tag.prefix { !" \n\t/>".unicodeScalars.contains($0.unicodeScalars.first ?? " ") }).lowercased()
      if name == "head" { inHead = true }
      if name == "/head" { return nil }
      guard inHead else { continue }
      let attributes = Self.attributes(of: tag)
      switch name {
      case "meta" where attributes["http-equiv"] != nil:
        return (.headMetaHTTPEquiv, start)
      case "style":
        return (.headStyleElement, start)
      case "script":
        scripts += 1
        if scripts > 1 || attributes["src"].map(isPlaceholder) != true { return (.headScriptNotTrellis, start) }
      case "link":
        guard let rel = attributes["rel"], !isPlaceholder(rel) else { continue }
        let rels = rel.lowercased().split(separator: " ").map(String.init)
        if let unknown = rels.first(where: { !LinkRelations.allowed.contains($0) }) {
          return (.headUnknownRelation(unknown, known: LinkRelations.allowed.sorted()), start)
        }
        if let href = attributes["href"], !isPlaceholder(href), loadsFromElsewhere(href),
          !rels.allSatisfy(LinkRelations.documents.contains)
        {
          return (.headLoadsFromElsewhere(href), start)
        }
      default:
        continue
      }
    }
    return nil
  }

  /// Whether a value is (or holds) one of the renderer's placeholders for a template value.
  private static func isPlaceholder(_ value: String) -> Bool { value.unicodeScalars.contains("\u{E000}") }

  /// An absolute or protocol-relative URL.
  private static func loadsFromElsewhere(_ href: String) -> Bool {
    let value = href.trimmingPrefix { $0 == " " }
    if value.hasPrefix("//") { return true }
    guard let colon = value.firstIndex(of: ":") else { return false }
    return !value[..<colon].contains { "/?#".contains($0) }
  }

  /// A tag's attributes, names lower-cased (a rough reading: enough for the rules above).
  private static func attributes(of tag: String) -> [String: String] {
    var result: [String: String] = [:]
    var rest = Substring(tag)
    rest = rest.drop { $0 != " " && $0 != "\n" && $0 != "\t" }
    while !rest.isEmpty {
      rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/" }
      let name = rest.prefix { $0 != "=" && $0 != " " && $0 != "/" && $0 != "\n" && $0 != "\t" }
      guard !name.isEmpty else { break }
      rest = rest.dropFirst(name.count)
      guard rest.first == "=" else {
        result[name.lowercased()] = ""
        continue
      }
      rest = rest.dropFirst()
      if let quote = rest.first, quote == "\"" || quote == "'" {
        rest = rest.dropFirst()
        let value = rest.prefix { $0 != quote }
        result[name.lowercased()] = String(value)
        rest = rest.dropFirst(value.count + 1)
      } else {
        let value = rest.prefix { $0 != " " && $0 != "/" }
        result[name.lowercased()] = String(value)
        rest = rest.dropFirst(value.count)
      }
    }
    return result
  }
}
