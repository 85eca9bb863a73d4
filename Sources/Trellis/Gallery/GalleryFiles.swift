import TrellisData
import TrellisDiagnostics

/// A gallery's site.json and data files, made in memory for the loader, and the way back from a
/// place in them to the gallery: a diagnostic about a gallery names the JSON path of the value,
/// since the files it was found in exist nowhere.
struct GalleryFiles: Sendable {
  /// The name the files get while they are read; no diagnostic shows it.
  static let prefix = "<gallery>/"

  var site: SourceFile
  var emoji: SourceFile?
  var characters: SourceFile?

  init(_ gallery: Gallery) throws(DiagnosticError) {
    func file(_ name: String, _ bytes: [UInt8]) -> SourceFile {
      var file = SourceFile(name: Self.prefix + name, bytes: bytes)
      file.keepsBytes = true
      return file
    }
    do {
      site = file("site.json", try gallery.siteJSON())
      emoji = try gallery.emojiJSON().map { file(Gallery.emojiFileName, $0) }
      characters = try gallery.charactersJSON().map { file(Gallery.charactersFileName, $0) }
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "the gallery cannot be encoded: \(error)"))
    }
  }

  /// The data file site.json names.
  func dataFile(_ path: String) throws(DiagnosticError) -> SourceFile {
    switch path {
    case Gallery.emojiFileName: if let emoji { return emoji }
    case Gallery.charactersFileName: if let characters { return characters }
    default: break
    }
    throw DiagnosticError(Diagnostic(at: nil, "no data file \(path) in the gallery"))
  }

  /// The diagnostic placed by path: without a file, line and column, its path the one of the
  /// value it points at (with the data file named for a data value), and the places it mentions
  /// ("first seen at 4:5") paths too.
  func placed(_ diagnostic: Diagnostic) -> Diagnostic {
    guard let location = diagnostic.location, location.file.hasPrefix(Self.prefix),
      let file = self.file(named: location.file)
    else { return diagnostic }
    var placed = diagnostic
    placed.location = nil
    let path = (diagnostic.path ?? "").isEmpty ? file.path(at: location) : diagnostic.path ?? ""
    let name = String(location.file.dropFirst(Self.prefix.count))
    placed.path = name == "site.json" ? path : path.isEmpty ? name : "\(name): \(path)"
    placed.message = replacingPlaces(in: diagnostic.message, of: file)
    return placed
  }

  private func file(named name: String) -> SourceFile? {
    [site, emoji, characters].compactMap { $0 }.first { $0.name == name }
  }

  /// `(first seen at 4:5)` and `(first seen at emoji.json:4:5)` become `(first seen at emoji[2])`.
  private func replacingPlaces(in message: String, of file: SourceFile) -> String {
    let marker = "(first seen at "
    guard let start = message.range(of: marker), let end = message[start.upperBound...].firstIndex(of: ")") else {
      return message
    }
    let place = message[start.upperBound..<end].split(separator: ":")
    guard place.count >= 2, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
      return message
    }
    let named = place.count > 2 ? self.file(named: Self.prefix + place.dropLast(2).joined(separator: ":")) : file
    guard let named else { return message }
    let path = named.path(at: SourceLocation(file: named.name, line: line, column: column))
    guard !path.isEmpty else { return message }
    let shown = named.name == file.name ? path : "\(named.name.dropFirst(Self.prefix.count)): \(path)"
    return message.replacingCharacters(in: start.upperBound..<end, with: shown)
  }
}

extension SourceFile {
  /// The JSON path of the value that starts at `location` (or of the innermost one holding it),
  /// or "" when the file does not parse.
  fileprivate func path(at location: SourceLocation) -> String {
    guard let root = try? JSONValue.parse(self) else { return "" }
    var best: [JSONPathComponent] = []
    func visit(_ value: JSONValue, _ path: [JSONPathComponent]) {
      let start = self.location(at: value.offset)
      guard (start.line, start.column) <= (location.line, location.column) else { return }
      best = path
      switch value.storage {
      case .array(let elements):
        for (index, element) in elements.enumerated() { visit(element, path + [.index(index)]) }
      case .object(let object):
        for member in object.members { visit(member.value, path + [.key(member.key)]) }
      default: break
      }
    }
    visit(root, [])
    return jsonPathDescription(best)
  }
}
