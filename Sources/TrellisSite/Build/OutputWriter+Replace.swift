import Foundation
import TrellisDiagnostics

extension OutputWriter {
  /// Replaces some files of a built site in place (`trellis serve`): each is written beside its
  /// old self and renamed over it, so a reader sees the old file or the new one, never part of
  /// one. `removing` lists files Trellis wrote that the site no longer has; `manifest`, when
  /// given, is the new list of files Trellis wrote.
  package static func replace(
    _ files: [OutputFile], removing: [String], in output: String, manifest: [String]?
  ) throws(DiagnosticError) {
    try replace(files, pages: [], removing: removing, in: output, manifest: manifest)
  }

  /// ``replace(_:removing:in:manifest:)`` with pages given as the pieces they are made of
  /// (`trellis serve` keeps a page as its sections: written one after another, a page of a hundred
  /// megabytes is never put together in memory).
  static func replace(
    _ files: [OutputFile], pages: [(path: String, pieces: [String])], removing: [String], in output: String,
    manifest: [String]?
  ) throws(DiagnosticError) {
    let directory = URL(fileURLWithPath: output)
    func replace(_ path: String, with contents: OutputFile.Contents) throws(DiagnosticError) {
      try replace(path, pieces: [contents])
    }
    func replace(_ path: String, pieces: [OutputFile.Contents]) throws(DiagnosticError) {
      let url = directory.appendingPathComponent(path)
      let temporary = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).trellis-\(getpid())")
      let failure = { (reason: String) in
        try? FileManager.default.removeItem(at: temporary)
        return DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, reason)))
      }
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw failure(error.localizedDescription)
      }
      // Written as the staging writes (no copy of a page's text), then renamed over the old file.
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
      let written = pieces.allSatisfy { OutputStaging.write($0, to: descriptor) }
      close(descriptor)
      guard written, rename(temporary.path, url.path) == 0 else { throw failure(String(cString: strerror(errno))) }
    }
    for page in pages { try replace(page.path, pieces: page.pieces.map(OutputFile.Contents.text)) }
    for file in files { try replace(file.path, with: file.contents) }
    for path in removing { try? FileManager.default.removeItem(at: directory.appendingPathComponent(path)) }
    if let manifest { try replace(manifestName, with: .text(manifest.joined(separator: "\n") + "\n")) }
  }
}
