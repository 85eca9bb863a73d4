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
    let root: DirectoryHandle
    do {
      root = try DirectoryHandle.open(output)
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.reason)))
    }
    // Each file is made in its own directory, reached without following links, under a name no
    // one can guess, then renamed over the old file: nothing planted in the output is written through.
    func replace(_ path: String, with contents: OutputFile.Contents) throws(DiagnosticError) {
      try replace(path, pieces: [contents])
    }
    func replace(_ path: String, pieces: [OutputFile.Contents]) throws(DiagnosticError) {
      let (directory, name) = splitPath(path)
      do throws(FileSystemFailure) {
        try root.descend(directory, creating: true).replace(name, pieces: pieces)
      } catch {
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, error.reason)))
      }
    }
    for page in pages { try replace(page.path, pieces: page.pieces.map(OutputFile.Contents.text)) }
    for file in files { try replace(file.path, with: file.contents) }
    for path in removing {
      let (directory, name) = splitPath(path)
      (try? root.descend(directory, creating: false))?.remove(name)
    }
    if let manifest { try replace(OutputManifest.name, with: .text(OutputManifest.text(manifest))) }
  }
}
