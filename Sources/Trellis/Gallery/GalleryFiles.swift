import Synchronization
import TrellisData
import TrellisDiagnostics
import TrellisSite

/// A gallery's data files, made in memory for the data loaders, and the way back from a place in
/// them to the gallery: a diagnostic about a gallery's data names the JSON path of the value
/// (`emoji.json: emoji[3].category`), since the files it was found in exist nowhere.
struct GalleryFiles: Sendable {
  /// The name the files get while they are read; no diagnostic shows it.
  static let prefix = "<gallery>/"

  var emoji: SourceFile?
  var characters: SourceFile?
  /// The data files as site.json would name them.
  var dataFiles: DataFiles {
    DataFiles(
      emoji: emoji == nil ? [] : [Gallery.emojiFileName], characters: characters.map { _ in Gallery.charactersFileName }
    )
  }

  /// The data file `dataFiles` names.
  func dataFile(_ path: String) throws(DiagnosticError) -> SourceFile {
    switch path {
    case Gallery.emojiFileName: if let emoji { return emoji }
    case Gallery.charactersFileName: if let characters { return characters }
    default: break
    }
    throw DiagnosticError(Diagnostic(at: nil, .noDataFileInGallery(path)))
  }

  /// Each file's values by where they start, made once, for the first diagnostic that needs it.
  private let indexes = PathIndexes()

  init(_ gallery: Gallery) throws(DiagnosticError) {
    func file(_ name: String, _ bytes: [UInt8]) -> SourceFile {
      var file = SourceFile(name: Self.prefix + name, bytes: bytes)
      file.keepsBytes = true
      return file
    }
    do {
      emoji = try gallery.emojiJSON().map { file(Gallery.emojiFileName, $0) }
      characters = try gallery.charactersJSON().map { file(Gallery.charactersFileName, $0) }
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotEncodeGallery(error)))
    }
  }

  /// The diagnostic placed by path: without a file, line and column, its path the one of the
  /// value it points at (with the data file named for a data value), and its notes placed so too.
  func placed(_ diagnostic: Diagnostic) -> Diagnostic {
    var placed = diagnostic
    (placed.location, placed.path) = place(diagnostic.location, path: diagnostic.path)
    for index in placed.notes.indices {
      (placed.notes[index].location, placed.notes[index].path) = place(
        diagnostic.notes[index].location, path: diagnostic.notes[index].path)
    }
    return placed
  }

  /// A place in the gallery's files as a path (`emoji.json: emoji[2]`); a place elsewhere as it is.
  private func place(_ location: Diagnostic.Location?, path: String?) -> (Diagnostic.Location?, String?) {
    guard let location, location.file.hasPrefix(Self.prefix), let file = file(named: location.file) else {
      return (location, path)
    }
    let path = (path ?? "").isEmpty ? indexes.path(in: file, at: location) : path ?? ""
    let name = String(location.file.dropFirst(Self.prefix.count))
    return (nil, path.isEmpty ? name : "\(name): \(path)")
  }

  private func file(named name: String) -> SourceFile? {
    [emoji, characters].compactMap { $0 }.first { $0.name == name }
  }
}

/// Where each value of a gallery's files starts, and its JSON path: a file is parsed once,
/// however many diagnostics point into it.
private final class PathIndexes: Sendable {
  /// Per file name: (line, column, path) of every value, in document order.
  private let starts = Mutex<[String: [(line: Int, column: Int, path: String)]]>([:])

  /// The JSON path of the value that starts at `location` (or of the innermost one holding it),
  /// or "" when the file does not parse.
  func path(in file: SourceFile, at location: Diagnostic.Location) -> String {
    let values = starts.withLock { starts in
      if let values = starts[file.name] { return values }
      let values = Self.values(of: file)
      starts[file.name] = values
      return values
    }
    // The last value starting at or before the location: values are in document order.
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low + high) / 2
      if (values[middle].line, values[middle].column) <= (location.line, location.column) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low == 0 ? "" : values[low - 1].path
  }

  private static func values(of file: SourceFile) -> [(line: Int, column: Int, path: String)] {
    guard let root = try? JSONValue.parse(file) else { return [] }
    var values: [(line: Int, column: Int, path: String)] = []
    func visit(_ value: JSONValue, _ path: [JSONPathComponent]) {
      let start = file.location(at: value.offset)
      values.append((start.line, start.column, jsonPathDescription(path)))
      switch value.storage {
      case .array(let elements):
        for (index, element) in elements.enumerated() { visit(element, path + [.index(index)]) }
      case .object(let object):
        for member in object.members { visit(member.value, path + [.key(member.key)]) }
      default: break
      }
    }
    visit(root, [])
    return values
  }
}
