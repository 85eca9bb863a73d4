import Foundation
import TrellisDiagnostics

/// Writes a built site so that nothing is ever half-written or lost:
///
/// - The new site is written into a sibling directory, and swapped in only when complete (an
///   atomic exchange of the two directories on Linux and Darwin; where the file system has none,
///   two renames, the old site kept until the new one is in place); on any failure the previous
///   output is untouched.
/// - Trellis deletes only files it wrote: a manifest (``OutputManifest``) lists them, and any
///   other file found in the old output is carried over into the new one.
/// - It refuses to write into `/`, the home directory, or the site directory itself (or an
///   ancestor of it).
package enum OutputWriter {
  /// Writes a whole site at once (see ``OutputStaging`` for writing file by file).
  package static func write(_ files: [OutputFile], to output: String, siteDirectory: String?) throws(DiagnosticError) {
    var staging = try OutputStaging(output: output, siteDirectory: siteDirectory)
    do {
      for file in files { try staging.write(file) }
    } catch {
      staging.cancel()
      throw error
    }
    try staging.commit()  // which leaves the output as it was when it fails
  }

  /// The output directory, resolved, once it is known to be a safe place to write a site: not
  /// `/`, not the home directory, not the site directory (when there is one) or one holding it.
  package static func checkLocation(output: String, siteDirectory: String?) throws(DiagnosticError) -> URL {
    let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
    let site = siteDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() }
    // The home directory as $HOME says and as the user database says.
    let homes = [ProcessInfo.processInfo.environment["HOME"], FileManager.default.homeDirectoryForCurrentUser.path]
      .compactMap { $0 }.filter { !$0.isEmpty }
      .map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
    let prefix = target.path.hasSuffix("/") ? target.path : target.path + "/"
    let what: String? =
      if target.path == "/" {
        "the root directory"
      } else if homes.contains(where: { $0 == target.path || $0.hasPrefix(prefix) }) {
        "the home directory or holds it"
      } else if let site, site.path == target.path || site.path.hasPrefix(prefix) {
        "the site directory or holds it"
      } else if FileManager.default.fileExists(atPath: target.appendingPathComponent("site.json").path) {
        "a site's directory (it has a site.json)"
      } else {
        nil
      }
    if let what {
      throw DiagnosticError(
        Diagnostic(at: nil, .refusingOutput(output, it: what)))
    }
    return target
  }

  /// Everything below `directory` (files of every kind, symbolic links not followed, and
  /// directories), as relative paths, parents before their contents.
  static func entriesBelow(_ directory: String) -> [(path: String, isDirectory: Bool)] {
    var entries: [(path: String, isDirectory: Bool)] = []
    func walk(_ relative: String) {
      let absolute = relative.isEmpty ? directory : directory + "/" + relative
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { return }
      for name in names.sorted() {
        let path = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(directory + "/" + path, &status) == 0 else { continue }
        let isDirectory = status.st_mode & S_IFMT == S_IFDIR
        entries.append((path, isDirectory))
        if isDirectory { walk(path) }
      }
    }
    walk("")
    return entries
  }
}
