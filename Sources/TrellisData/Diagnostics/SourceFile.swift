import Synchronization
import TrellisDiagnostics

/// The bytes of one input file and the name to print in its diagnostics.
///
/// Locations are kept as byte offsets while loading (cheap to store on every item) and turned
/// into lines and columns only when a diagnostic is printed.
package struct SourceFile: Sendable {
  /// The path as the user should see it in messages, e.g. `Data/emoji.json`.
  package var name: String
  package var bytes: [UInt8]
  /// The bytes were let go after loading (a large data file need not stay in memory); a
  /// diagnostic that needs a line and column reads the file again.
  package private(set) var isReleased = false
  /// Where each line starts (and, for a released file, its bytes read again), made once for the
  /// first diagnostic and shared by copies: a thousand diagnostics cost one pass over the file.
  private let lines = LineTable()

  package init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// For values made in Swift, which have no file (a gallery's catalog): the path of the values
  /// (`catalog`). A diagnostic at such a "file" is placed by its path alone, below this one.
  package private(set) var valuesPath: String?

  /// The stand-in for values made in Swift at `path`: diagnostics about them have no line or
  /// column, and name the values' path (`catalog.emoji[3].category`).
  package static func values(at path: String) -> SourceFile {
    var file = SourceFile(name: path, bytes: [])
    file.valuesPath = path
    return file
  }

  package init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The line and column of a byte offset.
  /// - Complexity: O(file size) for the first location of a file, then O(log lines + line
  ///   length).
  package func location(at offset: Int) -> Diagnostic.Location {
    lines.location(at: offset, name: name, bytes: isReleased ? nil : bytes)
  }

  /// Gives back the memory of the bytes in `range` (whole pages of it), for a loader that has
  /// read past them and the bytes before them, and will not read any of them again: they read
  /// as zeros afterwards, and every location, from any copy of the file, is read from the file
  /// on disk, as for a released file. A file whose bytes are kept (``keepsBytes``) keeps them.
  package func dropBytes(_ range: Range<Int>) {
    guard !keepsBytes, !isReleased, valuesPath == nil else { return }
    lines.markDropped()
    Self.dropPages(of: bytes, range)
  }

  /// The bytes stay in memory even when a loader would let them go: they are not in a file to
  /// read again (a site made of Swift values).
  package var keepsBytes = false

  /// The same file without its bytes in memory (unless it ``keepsBytes``).
  package func releasingBytes() -> SourceFile {
    guard !keepsBytes else { return self }
    var file = SourceFile(name: name, bytes: [])
    file.isReleased = true
    return file
  }

  /// A diagnostic at a byte offset of this file (for values, at `path` below theirs).
  package func diagnostic(
    _ severity: Diagnostic.Severity = .error, at offset: Int, _ message: Diagnostic.Message, path: String? = nil,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    if let valuesPath {
      return Diagnostic(severity, at: nil, message, path: Self.join(valuesPath, path), notes: notes)
    }
    return Diagnostic(severity, at: location(at: offset), message, path: path, notes: notes)
  }

  /// A note that a repeated value was first seen at `offset` (for values, at `path` below theirs).
  package func firstSeen(at offset: Int, path: String? = nil) -> Diagnostic.Note {
    if let valuesPath { return .firstSeen(at: nil, path: Self.join(valuesPath, path)) }
    return .firstSeen(at: location(at: offset), path: path)
  }

  /// `catalog` and `emoji[3]` as `catalog.emoji[3]`.
  private static func join(_ base: String, _ path: String?) -> String {
    guard let path, !path.isEmpty else { return base }
    return path.hasPrefix("[") ? base + path : base + "." + path
  }
}

/// The line starts of a file, computed once. A released file's are read from disk a block at
/// a time, and each location's column from its line's bytes alone: a diagnostic never brings a
/// large file back into memory.
private final class LineTable: Sendable {
  private let lock = Mutex<(starts: [Int], size: Int)?>(nil)
  /// Some of the bytes in memory were given back (``SourceFile/dropBytes(_:)``).
  private let dropped = Atomic(false)

  func markDropped() { dropped.store(true, ordering: .sequentiallyConsistent) }

  /// The location of `offset` in the file named `name`, whose bytes are `bytes` (nil: released,
  /// read from disk).
  func location(at offset: Int, name: String, bytes: [UInt8]?) -> Diagnostic.Location {
    let bytes = dropped.load(ordering: .sequentiallyConsistent) ? nil : bytes
    return lock.withLock { table in
      if table == nil {
        if let bytes {
          var starts = [0]
          for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
          table = (starts, bytes.count)
        } else {
          table = SourceFile.lineStartsOnDisk(name) ?? ([0], 0)
        }
      }
      guard let (starts, size) = table else { return Diagnostic.Location(file: name, line: 1, column: 1) }
      let end = min(max(offset, 0), size)
      // The last line starting at or before `end`.
      var low = 0
      var high = starts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= end { low = middle } else { high = middle - 1 }
      }
      var column = 1
      func count(_ line: some Sequence<UInt8>) {
        for byte in line where byte & 0b1100_0000 != 0b1000_0000 {
          column += 1  // count scalars: skip UTF-8 continuation bytes
        }
      }
      if let bytes {
        count(bytes[starts[low]..<end])
      } else {
        count(SourceFile.bytesOnDisk(name, in: starts[low]..<end))
      }
      return Diagnostic.Location(file: name, line: low + 1, column: column)
    }
  }
}
