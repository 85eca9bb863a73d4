// The file system side of building: writing the output, reading template overrides. The one file
// of TrellisSite that touches the file system directly.
import CTrellisFileSystem
import Foundation
import TrellisData
import TrellisRender
import TrellisValidation

/// Writes a built site so that nothing is ever half-written or lost:
///
/// - The new site is written into a sibling directory, and swapped in only when complete (an
///   atomic exchange of the two directories on Linux); on any failure the previous output is
///   untouched.
/// - Trellis deletes only files it wrote: a manifest (`.trellis-manifest`) lists them, and any
///   other file found in the old output is carried over into the new one.
/// - It refuses to write into `/`, the home directory, or the site directory itself (or an
///   ancestor of it).
public enum OutputWriter {
  public static let manifestName = ".trellis-manifest"

  /// Writes a whole site at once (see ``OutputStaging`` for writing file by file).
  public static func write(_ files: [OutputFile], to output: String, siteDirectory: String) throws(DiagnosticError) {
    let staging = try OutputStaging(output: output, siteDirectory: siteDirectory)
    do {
      for file in files { try staging.write(file) }
      try staging.commit()
    } catch {
      staging.cancel()
      throw error
    }
  }

  /// The output directory, resolved, once it is known to be a safe place to write a site: not
  /// `/`, not the home directory, not the site directory or one holding it.
  public static func checkLocation(output: String, siteDirectory: String) throws(DiagnosticError) -> URL {
    let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
    let site = URL(fileURLWithPath: siteDirectory).standardizedFileURL.resolvingSymlinksInPath()
    let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.resolvingSymlinksInPath()
    if target.path == "/" || target.path == home.path || site.path == target.path
      || site.path.hasPrefix(target.path.hasSuffix("/") ? target.path : target.path + "/")
    {
      let what =
        target.path == "/"
        ? "the root directory" : target.path == home.path ? "the home directory" : "the site directory or holds it"
      throw DiagnosticError(
        Diagnostic(at: nil, "refusing to write the site into \(output): it is \(what); choose another --output"))
    }
    return target
  }

  static func readManifest(in directory: URL) -> [String] {
    guard let text = try? String(contentsOf: directory.appendingPathComponent(manifestName), encoding: .utf8) else {
      return []
    }
    return text.split(separator: "\n").map(String.init)
  }

  /// Every regular file below `directory`, as relative paths.
  static func filesBelow(_ directory: URL) throws -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    var paths: [String] = []
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      let path = url.standardizedFileURL.resolvingSymlinksInPath().path
      if path.hasPrefix(base) { paths.append(String(path.dropFirst(base.count))) }
    }
    return paths.sorted()
  }
}

/// A new site being written beside the old output: files go into a staging directory, and
/// ``commit()`` swaps it in (or ``cancel()`` removes it, leaving the old output as it was).
public final class OutputStaging {
  private let output: String
  private let target: URL
  private let parent: URL
  private let staging: URL
  private var written: [String] = []
  private var bytesWritten = 0
  private let fileManager = FileManager.default
  /// Checks each page and SVG as it is written (see ``SiteCheck``), when set.
  public var check: SiteCheck?

  /// The directory the new site is being written into.
  public var directory: String { staging.path }

  /// What has been written so far: pages (HTML files), files, bytes.
  public var summary: (pages: Int, files: Int, bytes: Int) {
    (written.filter { $0.hasSuffix(".html") }.count, written.count, bytesWritten)
  }

  /// Checks that `output` is a safe place to write a site, and creates the staging directory.
  public init(output: String, siteDirectory: String) throws(DiagnosticError) {
    self.output = output
    target = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory)
    parent = target.deletingLastPathComponent()
    staging = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-new-\(getpid())")
    do {
      try? fileManager.removeItem(at: staging)
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output): \(error.localizedDescription)"))
    }
  }

  /// Writes one file into the new site.
  public func write(_ file: OutputFile) throws(DiagnosticError) {
    try stream(file.path) { (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
      try append(file.contents)
    }
  }

  /// Writes one file piece by piece: `body` is given a function that appends a piece.
  public func stream(
    _ path: String, _ body: ((OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) -> Void
  ) throws(DiagnosticError) {
    let url = staging.appendingPathComponent(path)
    do {
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output)/\(path): \(error.localizedDescription)"))
    }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output)/\(path): \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    let document = check?.begin(path)
    try body { (contents: OutputFile.Contents) throws(DiagnosticError) in
      bytesWritten += contents.byteCount
      guard Self.write(contents, to: descriptor) else {
        throw DiagnosticError(
          Diagnostic(at: nil, "cannot write \(output)/\(path): \(String(cString: strerror(errno)))"))
      }
      switch contents {
      case .text(let text): document?.write(text)
      case .bytes(let bytes): document?.write(bytes)
      }
    }
    document?.close()
    written.append(path)
  }

  /// Carries over the old output's files that Trellis did not write, writes the manifest, and
  /// swaps the new site in.
  public func commit() throws(DiagnosticError) {
    do {
      var isDirectory: ObjCBool = false
      let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
      if exists, !isDirectory.boolValue {
        throw DiagnosticError(Diagnostic(at: nil, "\(output) exists and is not a directory"))
      }
      if exists {
        let ours = Set(OutputWriter.readManifest(in: target))
        for path in try OutputWriter.filesBelow(target) where !ours.contains(path) && path != OutputWriter.manifestName
        {
          let destination = staging.appendingPathComponent(path)
          guard !fileManager.fileExists(atPath: destination.path) else {
            throw DiagnosticError(
              Diagnostic(
                at: nil,
                "\(output)/\(path) was not written by Trellis and the new site has a file of that name; move it away first"
              ))
          }
          try fileManager.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
          try fileManager.copyItem(at: target.appendingPathComponent(path), to: destination)
        }
      }
      let manifest = written.sorted().joined(separator: "\n") + "\n"
      guard
        fileManager.createFile(
          atPath: staging.appendingPathComponent(OutputWriter.manifestName).path, contents: Data(manifest.utf8))
      else { throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output)/\(OutputWriter.manifestName)")) }
      if !exists {
        try fileManager.moveItem(at: staging, to: target)
      } else if trellis_exchange_paths(staging.path, target.path) == 0 {
        try fileManager.removeItem(at: staging)  // now the old site
      } else {
        // No atomic exchange here: two renames, the old site kept until the new one is in place.
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-old-\(getpid())")
        try? fileManager.removeItem(at: old)
        try fileManager.moveItem(at: target, to: old)
        try fileManager.moveItem(at: staging, to: target)
        try fileManager.removeItem(at: old)
      }
    } catch let error as DiagnosticError {
      cancel()
      throw error
    } catch {
      cancel()
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output): \(error.localizedDescription)"))
    }
  }

  /// Removes the staging directory; the old output stays as it was.
  public func cancel() {
    try? fileManager.removeItem(at: staging)
  }

  /// Writes contents without copying them (a page can be a hundred megabytes).
  static func write(_ contents: OutputFile.Contents, to descriptor: Int32) -> Bool {
    func writeAll(_ buffer: UnsafeRawBufferPointer) -> Bool {
      guard let base = buffer.baseAddress else { return true }  // nothing to write
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 { return false }
        offset += written
      }
      return true
    }
    switch contents {
    case .text(var text):
      return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
    case .bytes(let bytes):
      return bytes.withUnsafeBytes { writeAll($0) }
    }
  }
}

/// A site's own templates: `SITE/Templates/NAME.mustache` replaces Trellis's `NAME`.
public enum TemplateOverrides {
  /// Trellis's templates with the site's overrides, compiled; a template that cannot be used is
  /// a diagnostic.
  public static func templateSet(siteDirectory: String) throws(DiagnosticError) -> TemplateSet {
    do {
      return try TemplateSet(overrides: try load(siteDirectory: siteDirectory))
    } catch let error as TemplateError {
      throw DiagnosticError(Diagnostic(at: nil, error.description))
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "\(error)"))
    }
  }

  public static func load(siteDirectory: String) throws(DiagnosticError) -> [String: (path: String, text: String)] {
    let directory = joinPath(siteDirectory, "Templates")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [:] }
    var overrides: [String: (path: String, text: String)] = [:]
    for name in names.sorted() where name.hasSuffix(".mustache") {
      let path = joinPath(directory, name)
      let bytes: [UInt8]
      do throws(FileReadFailure) {
        bytes = try SourceFile.readRegularFile(path)
      } catch {
        throw DiagnosticError(Diagnostic(at: nil, "\(path): \(error.reason(expecting: "a template"))"))
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw DiagnosticError(Diagnostic(at: nil, "\(path): cannot be read as UTF-8"))
      }
      overrides[String(name.dropLast(".mustache".count))] = (path, text)
    }
    return overrides
  }
}

/// A site's images: `SITE/images/NAME.EXT`, for a character's `imageName`.
enum SiteImages {
  static let extensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

  /// The first file named `name` with an image extension, with its bytes.
  static func find(_ name: String, siteDirectory: String) -> (path: String, fileExtension: String, bytes: [UInt8])? {
    let directory = joinPath(siteDirectory, "images")
    for fileExtension in extensions {
      let path = joinPath(directory, name + "." + fileExtension)
      if let bytes = try? SourceFile.readRegularFile(path) {
        return (path, fileExtension, bytes)
      }
    }
    return nil
  }
}

extension OutputWriter {
  /// Replaces some files of a built site in place (`trellis serve`): each is written beside its
  /// old self and renamed over it, so a reader sees the old file or the new one, never part of
  /// one. `removing` lists files Trellis wrote that the site no longer has; `manifest`, when
  /// given, is the new list of files Trellis wrote.
  public static func replace(
    _ files: [OutputFile], removing: [String], in output: String, manifest: [String]?
  ) throws(DiagnosticError) {
    let directory = URL(fileURLWithPath: output)
    func replace(_ path: String, with contents: OutputFile.Contents) throws(DiagnosticError) {
      let url = directory.appendingPathComponent(path)
      let temporary = url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).trellis-\(getpid())")
      let failure = { (reason: String) in
        try? FileManager.default.removeItem(at: temporary)
        return DiagnosticError(Diagnostic(at: nil, "cannot write \(output)/\(path): \(reason)"))
      }
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw failure(error.localizedDescription)
      }
      // Written as the staging writes (no copy of a page's text), then renamed over the old file.
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
      let written = OutputStaging.write(contents, to: descriptor)
      close(descriptor)
      guard written, rename(temporary.path, url.path) == 0 else { throw failure(String(cString: strerror(errno))) }
    }
    for file in files { try replace(file.path, with: file.contents) }
    for path in removing { try? FileManager.default.removeItem(at: directory.appendingPathComponent(path)) }
    if let manifest { try replace(manifestName, with: .text(manifest.joined(separator: "\n") + "\n")) }
  }
}
