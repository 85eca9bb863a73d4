import Foundation
import TrellisData
import TrellisDiagnostics
import TrellisGallery

/// A site's `static/` folder: files copied into the output as they are, at the same paths
/// (`static/favicon.svg` becomes `Output/favicon.svg`). The link checks count them, so a page may
/// link to them; their contents are the site's own and are not checked.
///
/// Hidden files and folders (names starting with `.`) are left out. Symbolic links are not
/// followed, so the output never gets a copy of something the site does not hold (a site from
/// elsewhere could link to the builder's own files); a link, a FIFO, a socket, a device or a
/// name that is not UTF-8 is an error naming it, never silently skipped.
package enum StaticFolder {
  package static let name = "static"

  /// The files of `SITE/static`, as paths relative to it, sorted, and the problems with what it
  /// holds; none when there is no folder.
  package static func files(siteDirectory: String) -> (files: [String], problems: [Diagnostic]) {
    var files: [String] = []
    var problems: [Diagnostic] = []
    collect(joinPath(siteDirectory, name), prefix: "", into: &files, problems: &problems)
    return (files.sorted(), problems)
  }

  private static func collect(
    _ directory: String, prefix: String, into files: inout [String], problems: inout [Diagnostic]
  ) {
    for entry in DirectoryListing.names(in: directory) {
      guard let name = entry.name else {
        problems.append(Diagnostic(at: nil, .staticNameNotUTF8(directory + "/" + entry.printable)))
        continue
      }
      guard !name.hasPrefix(".") else { continue }
      let path = directory + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG: files.append(prefix + name)
      case S_IFDIR: collect(path, prefix: prefix + name + "/", into: &files, problems: &problems)
      case S_IFLNK: problems.append(Diagnostic(at: nil, .staticLinkNotCopied(path)))
      default: problems.append(Diagnostic(at: nil, .staticNotAFile(path)))
      }
    }
  }

  /// The problems with what site.json's head names: each must be a file of `static/`, named by
  /// a plain relative path.
  static func problems(of head: Gallery.Head, files: [String], places: JSONPlaces) -> [Diagnostic] {
    let known = Set(files)
    return head.staticFiles.compactMap { path, at in
      if path.contains(":") || path.hasPrefix("/") || PathText.components(path).contains("..") {
        return places.diagnostic(at: at, .notAStaticPath(path))
      }
      let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
      guard known.contains(normalized) else {
        return places.diagnostic(at: at, .notAStaticFile(path, suggestion: Suggestion.didYouMean(path, among: files)))
      }
      return nil
    }
  }

  /// The static files whose path Trellis writes itself (in `written`), or that stand where
  /// Trellis writes a folder (`assets` beside `assets/site.css`) or below a file it writes
  /// (`index.html/x`): an error each, located at the static file. The folder `assets`, where
  /// Trellis writes the pictures, is always taken.
  static func collisions(_ files: [String], siteDirectory: String, written: Set<String>) -> [Diagnostic] {
    let folder = joinPath(siteDirectory, name)
    return colliding(files, written: written).map {
      Diagnostic(at: nil, .staticFileCollides(folder + "/" + $0.file, path: $0.writes))
    }
  }

  /// The static files in the way of what Trellis writes, each with the path Trellis writes there.
  private static func colliding(_ files: [String], written: Set<String>) -> [(file: String, writes: String)] {
    var writtenFolders: Set<String> = ["assets"]
    for path in written {
      var folder = parentPath(path)
      while !folder.isEmpty, writtenFolders.insert(folder).inserted { folder = parentPath(folder) }
    }
    var found: [(file: String, writes: String)] = []
    for path in files {
      var above = parentPath(path)
      while !above.isEmpty, !written.contains(above) { above = parentPath(above) }
      if written.contains(path) || writtenFolders.contains(path) || !above.isEmpty {
        found.append((path, above.isEmpty ? path : above))
      }
    }
    return found
  }

  /// The files, for the output: each named, to be copied piece by piece when written (never
  /// read whole). A file whose path Trellis writes itself (in `written`), or that stands where
  /// Trellis writes a folder (`assets` beside `assets/site.css`) or in place of a file Trellis
  /// writes (`index.html/x`), is an error, located at the static file.
  static func outputFiles(
    _ files: [String], siteDirectory: String, avoiding written: Set<String>
  ) throws(DiagnosticError) -> [OutputFile] {
    var output: [OutputFile] = []
    var problems = collisions(files, siteDirectory: siteDirectory, written: written)
    let folder = joinPath(siteDirectory, name)
    let inTheWay = Set(colliding(files, written: written).map(\.file))
    for path in files where !inTheWay.contains(path) {
      let source = folder + "/" + path
      guard let copy = SourceCopy(source) else {
        problems.append(Diagnostic(at: nil, .unreadableStaticFile(source, FileSystemFailure().reason)))
        continue
      }
      output.append(OutputFile(path: path, contents: .copy(copy)))
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    return output
  }
}
