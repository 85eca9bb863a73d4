import CTrellisFileSystem
import Dispatch
import Foundation
import Synchronization
import TrellisDiagnostics
import TrellisValidation

/// A new site being written beside the old output: files go into a staging directory, and
/// ``commit()`` swaps it in (or ``cancel()`` removes it, leaving the old output as it was).
///
/// It cannot be copied, and committing or cancelling consumes it: the compiler rejects a build
/// that writes after either, or that commits and then cancels.
public struct OutputStaging: ~Copyable {
  private let output: String
  private let target: URL
  private let parent: URL
  private let staging: URL
  private var written: [String] = []
  private var bytesWritten = 0
  private let fileManager = FileManager.default
  /// Checks each page and SVG as it is written (see ``SiteCheck``), when given.
  private let check: SiteCheck?

  /// The directory the new site is being written into.
  public var directory: String { staging.path }

  /// The files written so far, as paths relative to ``directory``, in the order written.
  public var writtenPaths: [String] { written }

  /// What has been written so far: pages (HTML files), files, bytes.
  public var summary: (pages: Int, files: Int, bytes: Int) {
    (written.filter { $0.hasSuffix(".html") }.count, written.count, bytesWritten)
  }

  /// Checks that `output` is a safe place to write a site, removes what killed builds left
  /// beside it, checks that it can be written, and creates the staging directory. `check`, when
  /// given, checks each page and SVG as it is written.
  public init(output: String, siteDirectory: String, check: SiteCheck? = nil) throws(DiagnosticError) {
    // Everything that can fail comes first: a noncopyable value is initialised all at once.
    let target = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory)
    let parent = target.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).trellis-new-\(getpid())")
    let fileManager = FileManager.default
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      Self.removeStaleStaging(of: target)
      try? fileManager.removeItem(at: staging)
      try Self.checkWritable(target, output: output)
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.localizedDescription)))
    }
    self.output = output
    self.check = check
    self.target = target
    self.parent = parent
    self.staging = staging
  }

  /// Removes the staging directories of builds that were killed (`.NAME.trellis-new-PID` and
  /// `.NAME.trellis-old-PID` whose process is gone). Everything in them is Trellis's: files it
  /// wrote, and second links to files of the output that it carried over.
  private static func removeStaleStaging(of target: URL) {
    let fileManager = FileManager.default
    let parent = target.deletingLastPathComponent()
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
  private static func checkWritable(_ target: URL, output: String) throws(DiagnosticError) {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
    let probe = target.appendingPathComponent(".trellis-probe-\(getpid())").path
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, String(cString: strerror(errno)))))
    }
    close(descriptor)
    unlink(probe)
  }

  /// Writes one file into the new site.
  public mutating func write(_ file: OutputFile) throws(DiagnosticError) {
    try stream(file.path) { (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
      try append(file.contents)
    }
  }

  /// Writes one file piece by piece: `body` is given a function that appends a piece.
  public mutating func stream(
    _ path: String, _ body: ((OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) -> Void
  ) throws(DiagnosticError) {
    bytesWritten += try Self.stream(path, into: staging, output: output, document: check?.begin(path), body)
    written.append(path)
  }

  /// Writes one file of the staging directory piece by piece, handing each piece to `document`
  /// to check; on any thread (it touches nothing of the staging's own). Returns the bytes written.
  @discardableResult
  private static func stream(
    _ path: String, into staging: URL, output: String, document: DocumentWriter?,
    _ body: ((OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) -> Void
  ) throws(DiagnosticError) -> Int {
    let url = staging.appendingPathComponent(path)
    if path.contains("/") {  // the staging directory itself exists
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, error.localizedDescription)))
      }
    }
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, String(cString: strerror(errno)))))
    }
    defer { close(descriptor) }
    var bytes = 0
    try body { (contents: OutputFile.Contents) throws(DiagnosticError) in
      bytes += contents.byteCount
      guard write(contents, to: descriptor) else {
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, String(cString: strerror(errno)))))
      }
      switch contents {
      case .text(let text): document?.write(text)
      case .bytes(let bytes): document?.write(bytes)
      }
    }
    document?.close()
    return bytes
  }

  /// Writes `count` files on `workers` threads at once: worker `w` makes and writes files `w`,
  /// `w + workers`, … (`make(w, index)`), each checked as it is written by the worker's own
  /// validator. What is written is what writing them one by one writes; when files fail, the
  /// error of the first of them (by index) is thrown.
  public mutating func writeInParallel(
    _ count: Int, workers: Int,
    _ make: @Sendable (_ worker: Int, _ index: Int) throws(DiagnosticError) -> OutputFile
  ) throws(DiagnosticError) {
    let workers = min(max(workers, 1), max(count, 1))
    let (staging, output, check) = (self.staging, self.output, self.check)
    let done = Mutex<[(index: Int, result: Result<OutputFile, DiagnosticError>)]>([])
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var mine: [(index: Int, result: Result<OutputFile, DiagnosticError>)] = []
      for index in stride(from: worker, to: count, by: workers) {
        let result = Result { () throws(DiagnosticError) -> OutputFile in
          let file = try make(worker, index)
          try Self.stream(
            file.path, into: staging, output: output, document: check?.begin(file.path, worker: worker)
          ) { (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
            try append(file.contents)
          }
          return file
        }
        mine.append((index, result))
      }
      done.withLock { $0 += mine }
    }
    for (_, result) in done.withLock({ $0 }).sorted(by: { $0.index < $1.index }) {
      let file = try result.get()
      written.append(file.path)
      bytesWritten += file.byteCount
    }
  }

  /// Carries over the old output's files that Trellis did not write, writes the manifest, and
  /// swaps the new site in. When it throws, the output is as it was.
  ///
  /// Files Trellis did not write (any kind: files, symbolic links, FIFOs, and directories that
  /// hold none of Trellis's files) are carried over as hard links: the same file, with its inode,
  /// its other links and its modification time. After the swap the old site is removed: its own
  /// files, and the second links of what was carried over. Trellis never removes anything else.
  public consuming func commit() throws(DiagnosticError) {
    var isDirectory: ObjCBool = false
    let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
    do {
      if exists, !isDirectory.boolValue {
        throw DiagnosticError(Diagnostic(at: nil, .outputNotADirectory(output)))
      }
      let previous = exists ? Set(OutputWriter.readManifest(in: target)) : []
      if exists { try carryOver(skipping: previous) }
      let manifest = written.sorted().joined(separator: "\n") + "\n"
      guard
        fileManager.createFile(
          atPath: staging.appendingPathComponent(OutputWriter.manifestName).path, contents: Data(manifest.utf8))
      else { throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, OutputWriter.manifestName))) }
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
      removeStaging()
      throw error
    } catch {
      removeStaging()
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.localizedDescription)))
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
          Diagnostic(at: nil, .cannotKeep(output, path, String(cString: strerror(errno)))))
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
  public consuming func cancel() {
    removeStaging()
  }

  private func removeStaging() {
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
