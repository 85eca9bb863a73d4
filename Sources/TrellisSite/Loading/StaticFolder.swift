import Foundation
import TrellisData
import TrellisDiagnostics

/// A site's `static/` folder: files copied into the output as they are, at the same paths
/// (`static/favicon.svg` becomes `Output/favicon.svg`). The link checks count them, so a page may
/// link to them; their contents are the site's own and are not checked.
///
/// Hidden files and folders (names starting with `.`) and anything but regular files and folders
/// are left out.
package enum StaticFolder {
  package static let name = "static"

  /// The files of `SITE/static`, as paths relative to it, sorted; none when there is no folder.
  package static func files(siteDirectory: String) -> [String] {
    var files: [String] = []
    collect(joinPath(siteDirectory, name), prefix: "", into: &files)
    return files.sorted()
  }

  private static func collect(_ directory: String, prefix: String, into files: inout [String]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where !name.hasPrefix(".") {
      let path = directory + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG: files.append(prefix + name)
      case S_IFDIR: collect(path, prefix: prefix + name + "/", into: &files)
      default: continue
      }
    }
  }

  /// The problems with what site.json's head names: each must be a file of `static/`, named by
  /// a plain relative path.
  static func problems(of head: SiteHead, files: [String], in siteFile: SourceFile) -> [Diagnostic] {
    let known = Set(files)
    return head.staticFiles.compactMap { reference in
      let path = reference.value
      if path.contains(":") || path.hasPrefix("/") || path.split(separator: "/").contains("..") {
        return reference.diagnostic(in: siteFile, .notAStaticPath(path))
      }
      let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
      guard known.contains(normalized) else {
        return reference.diagnostic(
          in: siteFile, .notAStaticFile(path, suggestion: Suggestion.didYouMean(path, among: files)))
      }
      return nil
    }
  }

  /// The files, read, for the output; a file whose path Trellis writes itself (`isWritten`) is
  /// an error, located at the static file.
  static func outputFiles(
    _ files: [String], siteDirectory: String, avoiding isWritten: (String) -> Bool
  ) throws(DiagnosticError) -> [OutputFile] {
    var output: [OutputFile] = []
    var problems: [Diagnostic] = []
    let folder = joinPath(siteDirectory, name)
    for path in files {
      let source = folder + "/" + path
      if isWritten(path) {
        problems.append(Diagnostic(at: nil, .staticFileCollides(source, path: path)))
        continue
      }
      do throws(FileReadFailure) {
        output.append(OutputFile(path: path, contents: try SourceFile.readRegularFile(source)))
      } catch {
        problems.append(Diagnostic(at: nil, .unreadableStaticFile(source, error.reason(expecting: "a file"))))
      }
    }
    if !problems.isEmpty { throw DiagnosticError(problems) }
    return output
  }
}
