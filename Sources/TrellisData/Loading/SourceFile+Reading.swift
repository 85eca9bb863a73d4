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
    let (descriptor, size) = try openRegularFile(path)
    defer { close(descriptor) }
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
          results[part] = readPart(descriptor, into: base + from, from: from, to: ends[part])
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

  /// The file at `path` opened for reading, and its size; anything but a regular file is refused
  /// without waiting (it is opened non-blocking, so a FIFO or a device cannot hang a build).
  private static func openRegularFile(_ path: String) throws(FileReadFailure) -> (descriptor: Int32, size: Int) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
    var status = stat()
    let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    guard kind == S_IFREG else {
      close(descriptor)
      throw kind == 0 ? .unreadable : kind == S_IFDIR ? .directory : .notRegular
    }
    return (descriptor, Int(status.st_size))
  }

  /// Reads bytes `from..<to` of the file into `destination` (its first byte is byte `from`): how
  /// many were read before the end of the file or an error, and whether it was an error.
  private static func readPart(
    _ descriptor: Int32, into destination: UnsafeMutablePointer<UInt8>, from: Int, to end: Int
  ) -> (count: Int, failed: Bool) {
    var offset = from
    while offset < end {
      let read = pread(descriptor, destination + (offset - from), end - offset, off_t(offset))
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
  /// Gives the pages of `bytes` that `range` covers back to the system (`madvise`): they read
  /// as zeros afterwards. The page `range` starts in goes whole (the bytes before `range` must
  /// not be read again either), unless it holds the array's own header; the page it ends in
  /// stays.
  static func dropPages(of bytes: [UInt8], _ range: Range<Int>) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let first = Int(bitPattern: base) + max(range.lowerBound, 0)
      let last = Int(bitPattern: base) + min(range.upperBound, buffer.count)
      let firstWholePage = (Int(bitPattern: base) + page - 1) / page * page
      let (start, end) = (max(first / page * page, firstWholePage), last / page * page)
      guard end > start, let pages = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(pages, end - start, Int32(MADV_DONTNEED))
    }
  }

  /// Where each line of the file at `path` starts, and its size, read a block at a time (for a
  /// released file: its bytes are never all in memory again); nil if it cannot be read.
  static func lineStartsOnDisk(_ path: String) -> (starts: [Int], size: Int)? {
    guard let (descriptor, _) = try? openRegularFile(path) else { return nil }
    defer { close(descriptor) }
    var (starts, size) = ([0], 0)
    var block = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(size)) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return (starts, size) }
      for index in 0..<count where block[index] == UInt8(ascii: "\n") { starts.append(size + index + 1) }
      size += count
    }
  }

  /// Bytes `range` of the file at `path` (fewer at its end, none if it cannot be read).
  static func bytesOnDisk(_ path: String, in range: Range<Int>) -> [UInt8] {
    guard !range.isEmpty, let (descriptor, _) = try? openRegularFile(path) else { return [] }
    defer { close(descriptor) }
    return [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      count = readPart(descriptor, into: base, from: range.lowerBound, to: range.upperBound).count
    }
  }
}
