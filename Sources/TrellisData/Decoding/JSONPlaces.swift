import TrellisDiagnostics

/// Where the values decoded from a JSON file are, by their JSON paths: the side table that lets
/// a check made on decoded values (an unknown category named in site.json, say) point at the
/// value's file, line and column. Values made in Swift have no file: their problems are placed
/// by path alone (`pages[0].sections[1].data`).
///
/// The table is the file's parsed tree, which the decoder made: a path is looked up only when a
/// problem is reported.
package struct JSONPlaces: Sendable {
  /// The file the values were decoded from; nil for values made in Swift.
  package let file: SourceFile?
  private let root: JSONValue?

  /// The places of the values decoded from `root`, the tree of `file`.
  package init(file: SourceFile, root: JSONValue) {
    self.file = file
    self.root = root
  }

  /// Values with no file.
  package static let none = JSONPlaces()

  private init() {
    file = nil
    root = nil
  }

  /// A diagnostic about the value at `path`: at its place in the file (at its key, with
  /// `atKey`), or by path alone.
  package func diagnostic(
    _ severity: Diagnostic.Severity = .error, at path: [JSONPathComponent], _ message: Diagnostic.Message,
    notes: [Diagnostic.Note] = [], atKey: Bool = false
  ) -> Diagnostic {
    guard let file, let place = place(of: path, atKey: atKey) else {
      return Diagnostic(severity, at: nil, message, path: jsonPathDescription(path), notes: notes)
    }
    return file.diagnostic(severity, at: place.offset, message, path: jsonPathDescription(place.path), notes: notes)
  }

  /// A note that the value at `path` was seen first.
  package func firstSeen(at path: [JSONPathComponent]) -> Diagnostic.Note {
    guard let file, let place = place(of: path) else { return .firstSeen(at: nil, path: jsonPathDescription(path)) }
    return .firstSeen(at: file.location(at: place.offset), path: jsonPathDescription(place.path))
  }

  /// Where the value at `path` is written (its key, with `atKey`), and its path as written. A
  /// one-value shorthand is found by its list's path: `categories[0]` is the value of
  /// `category` when the object has no `categories`, and `emoji[0]` is `emoji`'s one value when
  /// it is not a list. A path that leads nowhere is placed at the deepest value on its way, by
  /// that value's path.
  package func place(
    of path: [JSONPathComponent], atKey: Bool = false
  ) -> (offset: Int, path: [JSONPathComponent])? {
    guard var node = root else { return nil }
    var written: [JSONPathComponent] = []
    var keyOffset: Int?
    var rest = path[...]
    while let component = rest.popFirst() {
      keyOffset = nil
      switch (component, node.storage) {
      case (.key(let key), .object(let object)):
        var member = object.member(named: key)
        if member == nil, key.hasSuffix("s"), case .index(0)? = rest.first {
          let one = key.hasSuffix("ies") ? key.dropLast(3) + "y" : String(key.dropLast())
          member = object.member(named: one)
          if member != nil { rest = rest.dropFirst() }
        }
        guard let member else { return (node.offset, written) }
        node = member.value
        keyOffset = member.keyOffset
        written.append(.key(member.key))
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return (node.offset, written) }
        node = elements[index]
        written.append(component)
      case (.index(0), _):
        continue
      default:
        return (node.offset, written)
      }
    }
    return ((atKey ? keyOffset : nil) ?? node.offset, written)
  }
}
