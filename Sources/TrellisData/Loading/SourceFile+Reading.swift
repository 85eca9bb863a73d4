// The one file of TrellisData that touches Foundation: reading input files.
import Foundation
import TrellisDiagnostics

extension SourceFile {
  /// Reads a file. `displayName` is the path printed in diagnostics (by default `path` itself);
  /// `expected` names the kind of file wanted, for the error when `path` is another kind of thing
  /// (`is a directory, expected a JSON file`).
  package static func read(
    path: String, displayName: String? = nil, expecting expected: String = "a JSON file"
  ) throws(DiagnosticError) -> SourceFile {
    let name = displayName ?? path
    do throws(FileReadFailure) {
      return SourceFile(name: name, bytes: try readRegularFile(path))
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .unreadableFile(name, error, expecting: expected)))
    }
  }

  /// The bytes of the regular file at `path`, read straight into the array (no intermediate
  /// `Data`: for a large data file that copy would double the memory a load needs).
  ///
  /// Anything but a regular file is refused without waiting: the file is opened non-blocking
  /// and checked before it is read, so a FIFO (which blocks until a writer comes) or a device
  /// cannot hang a build or a server.
  package static func readRegularFile(_ path: String) throws(FileReadFailure) -> [UInt8] {
    try readRegularFile(path, halvesFrom: readsInHalvesFrom)
  }

  /// `halvesFrom`: the size from which the file is read in two halves at once (with more than
  /// one core).
  static func readRegularFile(_ path: String, halvesFrom: Int) throws(FileReadFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    default: throw .notRegular
    }
    let size = Int(status.st_size)
    // A large file is read in two halves at once: most of reading it is copying pages and
    // mapping the array's fresh memory, which two cores do in half the time.
    let halves = size >= halvesFrom && EmojiCatalog.cores > 1
    let ends = halves ? [size / 2, size] : [size]
    // What each part read, and whether it failed.
    var read = [(count: Int, failed: Bool)](repeating: (0, false), count: ends.count)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      guard let start = buffer.baseAddress else { return }  // an empty file
      nonisolated(unsafe) let base = start
      read.withUnsafeMutableBufferPointer { results in
        nonisolated(unsafe) let results = results
        DispatchQueue.concurrentPerform(iterations: ends.count) { part in
          let from = part == 0 ? 0 : ends[part - 1]
          results[part] = readPart(descriptor, into: base, from: from, to: ends[part])
        }
      }
      // The parts in order: one cut short by the end of the file (it shrank while being read)
      // ends the bytes there, as an error in it fails the read.
      var from = 0
      for (part, result) in read.enumerated() {
        count = from + result.count
        if result.failed { failed = true }
        if result.failed || count < ends[part] { break }
        from = ends[part]
      }
    }
    if failed { throw .unreadable }
    return bytes
  }

  /// From this size on, a file is read in two halves at once.
  static let readsInHalvesFrom = 8 << 20

  /// Reads bytes `from..<to` of the file into `base` (at the same offsets): how many were read
  /// before the end of the file or an error, and whether it was an error.
  private static func readPart(
    _ descriptor: Int32, into base: UnsafeMutablePointer<UInt8>, from: Int, to end: Int
  ) -> (count: Int, failed: Bool) {
    var offset = from
    while offset < end {
      let read = pread(descriptor, base + offset, end - offset, off_t(offset))
      if read > 0 {
        offset += read
      } else if read < 0, errno == EINTR {
        continue
      } else {
        return (offset - from, read < 0)  // the end of the file early: it shrank while being read
      }
    }
    return (offset - from, false)
  }
}

/// Why a file could not be read.
package enum FileReadFailure: Error, Sendable {
  case missing, directory, notRegular, unreadable

  /// The reason, after the file's name: `no such file`, `not a regular file …`.
  package func reason(expecting expected: String) -> String {
    switch self {
    case .missing: "no such file"
    case .directory: "is a directory, expected \(expected)"
    case .notRegular: "is not a regular file (a FIFO, socket or device), expected \(expected)"
    case .unreadable: "cannot be read"
    }
  }
}

extension SourceFile {
  /// The file's bytes read again from disk, for a released file (empty if it cannot be read).
  func reloadedBytes() -> [UInt8] {
    (try? Self.readRegularFile(name)) ?? []
  }
}
