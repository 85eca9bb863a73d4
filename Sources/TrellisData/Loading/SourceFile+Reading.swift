// The one file of TrellisData that touches Foundation: reading input files.
import Foundation
import TrellisDiagnostics

extension SourceFile {
  /// Reads a file. `displayName` is the path printed in diagnostics (by default `path` itself).
  public static func read(path: String, displayName: String? = nil) throws(DiagnosticError) -> SourceFile {
    let name = displayName ?? path
    do throws(FileReadFailure) {
      return SourceFile(name: name, bytes: try readRegularFile(path))
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "\(name): \(error.reason(expecting: "a JSON file"))"))
    }
  }

  /// The bytes of the regular file at `path`, read straight into the array (no intermediate
  /// `Data`: for a large data file that copy would double the memory a load needs).
  ///
  /// Anything but a regular file is refused without waiting: the file is opened non-blocking
  /// and checked before it is read, so a FIFO (which blocks until a writer comes) or a device
  /// cannot hang a build or a server.
  public static func readRegularFile(_ path: String) throws(FileReadFailure) -> [UInt8] {
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
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      guard let start = buffer.baseAddress else { return }  // an empty file
      while count < size {
        let read = Glibc.read(descriptor, start + count, size - count)
        if read > 0 {
          count += read
        } else if read < 0, errno == EINTR {
          continue
        } else {
          failed = read < 0
          return  // end of file early: the file shrank while being read
        }
      }
    }
    if failed { throw .unreadable }
    return bytes
  }
}

/// Why a file could not be read.
public enum FileReadFailure: Error, Sendable {
  case missing, directory, notRegular, unreadable

  /// The reason, after the file's name: `no such file`, `not a regular file …`.
  public func reason(expecting expected: String) -> String {
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
