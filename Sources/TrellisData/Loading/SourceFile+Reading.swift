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
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticError(Diagnostic(at: nil, "\(name): cannot be read"))
    }
    return SourceFile(name: name, bytes: [UInt8](data))
  }
}

extension SourceFile {
  /// The file's bytes read again from disk, for a released file (empty if it cannot be read).
  func reloadedBytes() -> [UInt8] {
    FileManager.default.contents(atPath: name).map { [UInt8]($0) } ?? []
  }
}
