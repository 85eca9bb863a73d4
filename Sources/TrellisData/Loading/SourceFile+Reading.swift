// The one file of TrellisData that touches Foundation: reading input files.
import Foundation

extension SourceFile {
  /// Reads a file. `displayName` is the path printed in diagnostics (by default `path` itself).
  public static func read(path: String, displayName: String? = nil) throws(DiagnosticError) -> SourceFile {
    let name = displayName ?? path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw DiagnosticError(Diagnostic(at: nil, "\(name): no such file"))
    }
    guard !isDirectory.boolValue else {
      throw DiagnosticError(Diagnostic(at: nil, "\(name): is a directory, expected a JSON file"))
    }
    guard let bytes = readBytes(path) else {
      throw DiagnosticError(Diagnostic(at: nil, "\(name): cannot be read"))
    }
    return SourceFile(name: name, bytes: bytes)
  }

  /// The file's bytes, read straight into the array (no intermediate `Data`: for a large data
  /// file that copy would double the memory a load needs).
  static func readBytes(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
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
    return failed ? nil : bytes
  }
}

extension SourceFile {
  /// The file's bytes read again from disk, for a released file (empty if it cannot be read).
  func reloadedBytes() -> [UInt8] {
    Self.readBytes(name) ?? []
  }
}
