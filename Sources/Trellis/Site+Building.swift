import TrellisDiagnostics
import TrellisSite

extension Site {
  /// Writes the site into `output` as static HTML, CSS and SVG, checking every file as it is
  /// written (well-formed, the page schema, ids, links).
  ///
  /// The new site is written beside the old output and swapped in only when it is complete and
  /// valid (where the output folder must stay, as a mount point does, it is written inside it
  /// and moved in file by file: see ``BuildResult/inPlaceReason``): on any error the previous
  /// output is left as it was. Trellis deletes only files it
  /// wrote; other files in `output` are kept.
  ///
  /// - Parameters:
  ///   - output: The folder to write the site into (made if missing). It may not be the site's
  ///     folder, one holding it, the home folder or `/`.
  ///   - progress: Told each stage as it starts ("rendering 12 pages", …) and how far large pages
  ///     have got.
  /// - Returns: What was written, and the warnings (such as characters whose image is missing).
  @discardableResult
  public func build(into output: String, progress: (String) -> Void = { _ in }) throws(DiagnosticError)
    -> BuildResult
  {
    BuildResult(try SiteBuild(site: loaded, output: output).update(progress: progress))
  }

  /// Checks a site folder as ``init(directory:baseURL:)`` loads it, and returns every problem
  /// found: none when the site is good.
  public static func check(directory: String) -> [Diagnostic] {
    do {
      _ = try Site(directory: directory)
      return []
    } catch {
      return error.diagnostics
    }
  }

  /// Checks a gallery as ``init(_:)`` makes a site of it, and returns every problem found: none
  /// when the gallery is good.
  public static func check(_ gallery: Gallery) -> [Diagnostic] {
    do {
      _ = try Site(gallery)
      return []
    } catch {
      return error.diagnostics
    }
  }
}

/// What ``Site/build(into:progress:)`` wrote.
public struct BuildResult: Sendable, Hashable {
  /// The HTML pages written.
  public var pages: Int
  /// Every file written: pages, stylesheet, script, images, static files.
  public var files: Int
  /// Their size in bytes.
  public var bytes: Int
  /// Problems that did not stop the build.
  public var warnings: [Diagnostic]
  /// Why the new site was moved into `output` file by file, the file list last, instead of
  /// swapped in whole, said after the output's name ("is a mount point", "is in a directory
  /// this user cannot write", "belongs to another user or group"); nil when it was swapped in. Either way, a build that
  /// fails leaves the output as it was.
  public var inPlaceReason: String? = nil
  /// How the build's time went, in milliseconds, for `trellis build --timings`: "load 4.1, render
  /// and write 200.3, check 2.5, swap 0.5; validating 120.4 of CPU". Not part of the result's
  /// equality: the same build takes different times.
  package var timings = ""

  init(_ update: BuildUpdate) {
    pages = update.filesWritten.count { $0.hasSuffix(".html") }
    files = update.filesWritten.count
    bytes = update.bytesWritten
    warnings = update.warnings
    inPlaceReason = update.inPlaceReason
    timings = update.timings
  }

  public static func == (left: BuildResult, right: BuildResult) -> Bool {
    (left.pages, left.files, left.bytes, left.warnings, left.inPlaceReason)
      == (right.pages, right.files, right.bytes, right.warnings, right.inPlaceReason)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pages)
    hasher.combine(files)
    hasher.combine(bytes)
    hasher.combine(warnings)
    hasher.combine(inPlaceReason)
  }
}

extension Site {
  /// Loads the site folder and builds it into `output`: ``init(directory:baseURL:)`` then
  /// ``build(into:progress:)``, with the validator made ready while the site loads.
  @discardableResult
  public static func build(
    directory: String, into output: String, baseURL: String? = nil, progress: (String) -> Void = { _ in }
  ) throws(DiagnosticError) -> BuildResult {
    let build = try SiteBuild(siteDirectory: directory, output: output, baseURL: baseURL, keepsState: false)
    return BuildResult(try build.update(progress: progress))
  }
}
