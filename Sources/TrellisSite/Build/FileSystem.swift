// The file system side of building: writing the output, reading template overrides. The one file
// of TrellisSite that touches the file system directly.
import CTrellisFileSystem
import Foundation
import TrellisData
import TrellisDiagnostics
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
      } else if site.path == target.path || site.path.hasPrefix(prefix) {
        "the site directory or holds it"
      } else if FileManager.default.fileExists(atPath: target.appendingPathComponent("site.json").path) {
        "a site's directory (it has a site.json)"
      } else {
        nil
      }
    if let what {
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

  /// Checks that `output` is a safe place to write a site, removes what killed builds left
  /// beside it, checks that it can be written, and creates the staging directory.
  public init(output: String, siteDirectory: String) throws(DiagnosticError) {
    self.output = output
    target = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory)
    parent = target.deletingLastPathComponent()
    staging = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-new-\(getpid())")
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      removeStaleStaging()
      try? fileManager.removeItem(at: staging)
      try checkWritable()
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output): \(error.localizedDescription)"))
    }
  }

  /// Removes the staging directories of builds that were killed (`.NAME.trellis-new-PID` and
  /// `.NAME.trellis-old-PID` whose process is gone). Everything in them is Trellis's: files it
  /// wrote, and second links to files of the output that it carried over.
  private func removeStaleStaging() {
    let prefixes = [".\(target.lastPathComponent).trellis-new-", ".\(target.lastPathComponent).trellis-old-"]
    guard let names = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
        let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH
      else { continue }
      try? fileManager.removeItem(at: parent.appendingPathComponent(name))
    }
  }

  /// Fails before anything is written when the output directory cannot be changed (read-only):
  /// the new site could be swapped in, but the old one could not be removed.
  private func checkWritable() throws(DiagnosticError) {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
    let probe = target.appendingPathComponent(".trellis-probe-\(getpid())").path
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output): \(String(cString: strerror(errno)))"))
    }
    close(descriptor)
    unlink(probe)
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
  /// swaps the new site in. When it throws, the output is as it was.
  ///
  /// Files Trellis did not write (any kind: files, symbolic links, FIFOs, and directories that
  /// hold none of Trellis's files) are carried over as hard links: the same file, with its inode,
  /// its other links and its modification time. After the swap the old site is removed: its own
  /// files, and the second links of what was carried over. Trellis never removes anything else.
  public func commit() throws(DiagnosticError) {
    var isDirectory: ObjCBool = false
    let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
    do {
      if exists, !isDirectory.boolValue {
        throw DiagnosticError(Diagnostic(at: nil, "\(output) exists and is not a directory"))
      }
      let previous = exists ? Set(OutputWriter.readManifest(in: target)) : []
      if exists { try carryOver(skipping: previous) }
      let manifest = written.sorted().joined(separator: "\n") + "\n"
      guard
        fileManager.createFile(
          atPath: staging.appendingPathComponent(OutputWriter.manifestName).path, contents: Data(manifest.utf8))
      else { throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output)/\(OutputWriter.manifestName)")) }
      if !exists {
        try fileManager.moveItem(at: staging, to: target)
      } else if trellis_exchange_paths(staging.path, target.path) == 0 {
        removeOldSite(at: staging, listed: previous)
      } else {
        // No atomic exchange here: two renames, the old site kept until the new one is in place.
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-old-\(getpid())")
        try? fileManager.removeItem(at: old)
        try fileManager.moveItem(at: target, to: old)
        do {
          try fileManager.moveItem(at: staging, to: target)
        } catch {
          try? fileManager.moveItem(at: old, to: target)
          throw error
        }
        removeOldSite(at: old, listed: previous)
      }
    } catch let error as DiagnosticError {
      cancel()
      throw error
    } catch {
      cancel()
      throw DiagnosticError(Diagnostic(at: nil, "cannot write \(output): \(error.localizedDescription)"))
    }
  }

  /// Links everything of the old output that Trellis did not write (`listed` is what it wrote)
  /// into the new site, at the same paths.
  private func carryOver(skipping listed: Set<String>) throws {
    let entries = OutputWriter.entriesBelow(target.path)
    // Directories that hold a file Trellis wrote are Trellis's: the new site has them if it needs them.
    var trellisDirectories: Set<String> = []
    for path in listed {
      var directory = (path as NSString).deletingLastPathComponent
      while !directory.isEmpty, trellisDirectories.insert(directory).inserted {
        directory = (directory as NSString).deletingLastPathComponent
      }
    }
    for (path, isDirectory) in entries where path != OutputWriter.manifestName && !listed.contains(path) {
      let destination = staging.appendingPathComponent(path).path
      if isDirectory {
        if !trellisDirectories.contains(path) {
          try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        }
        continue
      }
      var status = stat()
      guard lstat(destination, &status) != 0 else {
        throw DiagnosticError(
          Diagnostic(
            at: nil,
            "\(output)/\(path) was not written by Trellis and the new site has a file of that name; move it away first"
          ))
      }
      try fileManager.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      guard link(target.appendingPathComponent(path).path, destination) == 0 else {
        throw DiagnosticError(
          Diagnostic(at: nil, "cannot keep \(output)/\(path) in the new site: \(String(cString: strerror(errno)))"))
      }
    }
  }

  /// Removes the old site, swapped out to `old`: the files Trellis wrote (`listed`), the second
  /// links of what was carried over, then the directories left empty. A file that is neither
  /// (one made in the old output while the new site was being swapped in) is moved into the new
  /// site, or left where it is if the new site has that path.
  private func removeOldSite(at old: URL, listed: Set<String>) {
    for (path, isDirectory) in OutputWriter.entriesBelow(old.path).reversed() {
      let source = old.appendingPathComponent(path).path
      if isDirectory {
        rmdir(source)
        continue
      }
      let current = target.appendingPathComponent(path).path
      var before = stat()
      var now = stat()
      let carried =
        lstat(source, &before) == 0 && lstat(current, &now) == 0 && before.st_ino == now.st_ino
        && before.st_dev == now.st_dev
      if carried || listed.contains(path) || path == OutputWriter.manifestName {
        unlink(source)
      } else if lstat(current, &now) != 0 {
        try? fileManager.createDirectory(
          atPath: (current as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        rename(source, current)
      }
    }
    rmdir(old.path)
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
      throw DiagnosticError(error.diagnostic)
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
        let file = SourceFile(name: path, bytes: bytes)
        let offset = UTF8Check.firstInvalidOffset(in: bytes) ?? 0
        throw DiagnosticError(file.diagnostic(at: offset, "invalid UTF-8; a template must be UTF-8 text"))
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
