/// One problem found in the input, with where it is, what was expected, and which kind of
/// problem it is.
///
/// Printed like a compiler's message, so editors and terminals can jump to it, with its ``id``
/// last and each note on a line of its own:
///
///     Data/emoji.json:14:9: error: expected a string, found a number (at emoji[3].title) [json.typeMismatch]
///     Data/site.json:9:13: error: duplicate page id "home" (at pages[2].id) [site.duplicatePage]
///     Data/site.json:3:13: note: first seen here (at pages[0].id)
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable {
    /// The input cannot be used: nothing is built.
    case error
    /// The input is used, but something in it is probably not what was meant.
    case warning
  }

  /// Which kind of problem this is, the same whatever the message's wording:
  /// `site.duplicatePage`, `css.limit.nonlinearFrame`.
  public var id: ID
  /// How serious the problem is.
  public var severity: Severity
  /// Where the problem is; `nil` for a problem with no place in a file (a missing file, say).
  public var location: Diagnostic.Location?
  /// What is wrong, and what was expected: `expected a string, found a number`.
  public var message: String
  /// The JSON path of the offending value (`pages[0].sections[2].layout`), if any.
  public var path: String?
  /// More about the problem, each at a place of its own: where a duplicate was first seen, say.
  public var notes: [Note]

  package init(
    _ severity: Severity = .error, at location: Diagnostic.Location?, _ message: Message, path: String? = nil,
    notes: [Note] = []
  ) {
    self.id = message.id
    self.severity = severity
    self.location = location
    self.message = message.text
    self.path = path
    self.notes = notes
  }

  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += "\(severity.rawValue): \(message)" + Diagnostic.pathSuffix(path)
    text += " [\(id)]"
    for note in notes { text += "\n\(note)" }
    return text
  }
}

extension Diagnostic {
  /// The name of a kind of problem: its concern, a dot, and what is wrong (`json.unknownKey`,
  /// `output.cannotWrite`, `css.limit.slotCount`). It stays the same when a message is reworded,
  /// so programs and tests tell problems apart by it, not by their prose.
  public struct ID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The ID as written: `site.duplicatePage`.
    public var rawValue: String

    /// An ID as written.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An ID written as a string literal: `"site.duplicatePage"`.
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

    /// The concern the ID names first: `css` for `css.limit.slotCount`.
    public var concern: Substring { rawValue.prefix { $0 != "." } }

    /// The ID as written.
    public var description: String { rawValue }

    /// IDs in the order of their text, so a list of them reads sorted.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// More about a diagnostic, at a place of its own, printed on the line after it:
  /// `Data/site.json:3:13: note: first seen here (at pages[0].id)`.
  public struct Note: Hashable, Sendable, CustomStringConvertible {
    /// Where the note points; `nil` for a note with no place in a file.
    public var location: Diagnostic.Location?
    /// What the note says.
    public var message: String
    /// The JSON path of the value it points at, if any.
    public var path: String?

    package init(at location: Diagnostic.Location?, _ message: String, path: String? = nil) {
      self.location = location
      self.message = message
      self.path = path
    }

    /// Where an identifier, a key or an entry that is repeated was first seen.
    package static func firstSeen(at location: Diagnostic.Location?, path: String? = nil) -> Self {
      Self(at: location, "first seen here", path: path)
    }

    /// A problem reported once that was found in `count` places of one kind: `note: found in
    /// 9 pages` (a declaration that expanded into 9 pages).
    package static func found(in count: Int, _ places: String) -> Self {
      Self(at: nil, "found in \(count) \(places)")
    }

    /// The note as it is printed: `site.json:3:13: note: first seen here (at pages[0].id)`.
    public var description: String {
      var text = ""
      if let location { text += "\(location): " }
      text += "note: \(message)" + Diagnostic.pathSuffix(path)
      return text
    }
  }
}

extension Diagnostic {
  /// What follows a message to say which value it is about: ` (at pages[0].id)`, or nothing
  /// without a path. Diagnostics, notes and the preview's events print paths this one way.
  package static func pathSuffix(_ path: String?) -> String {
    guard let path, !path.isEmpty else { return "" }
    return " (at \(path))"
  }
}

/// The error a loader throws: one or more diagnostics, every one of them an error.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  /// The problems found, in the order of their places in the input.
  public var diagnostics: [Diagnostic]

  package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
  package init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
