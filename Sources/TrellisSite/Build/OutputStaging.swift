import CTrellisFileSystem
import Dispatch
import Foundation
import Synchronization
import TrellisDiagnostics
import TrellisValidation

/// A new site being written beside the old output: files go into a staging directory, and
/// ``commit()`` puts it in place (or ``cancel()`` removes it, leaving the old output as it was).
///
/// Where it can, the staging directory is made beside the output and the two are swapped
/// (``OutputPlacement/swap``). Where they cannot be (the output is a mount point, its parent
/// cannot be written, or the directory could not be given back its owner and group), the new
/// site is staged inside the output and moved into place file by file, the manifest last
/// (``OutputPlacement/inPlace(because:)``). Either way an error leaves the output as it was.
///
/// It cannot be copied, and committing or cancelling consumes it: the compiler rejects a build
/// that writes after either, or that commits and then cancels.
package struct OutputStaging: ~Copyable {
  let output: String
  /// The output directory, resolved (an absolute path).
  let target: String
  /// How the new site is put in place.
  package let placement: OutputPlacement
  let staging: String
  private(set) var written: [String] = []
  private var bytesWritten = 0
  let fileManager = FileManager.default
  /// Checks each page and SVG as it is written (see ``SiteCheck``), when given.
  private let check: SiteCheck?
  /// The output as it was: where a file Trellis wrote there has the same bytes again, the new
  /// site links to it instead of making another (see ``writeWhole(_:into:unchanged:output:document:)``).
  private let unchanged: Unchanged?

  /// The previous output directory and the files Trellis wrote into it (its manifest).
  private struct Unchanged: Sendable {
    var directory: String
    var files: Set<String>
  }

  /// The directory the new site is being written into.
  package var directory: String { staging }

  /// The files written so far, as paths relative to ``directory``, in the order written.
  package var writtenPaths: [String] { written }

  /// What has been written so far: pages (HTML files), files, bytes.
  package var summary: (pages: Int, files: Int, bytes: Int) {
    (written.filter { $0.hasSuffix(".html") }.count, written.count, bytesWritten)
  }

  /// Checks that `output` is a safe place to write a site, removes what killed builds left
  /// beside it, checks that it can be written, and creates the staging directory. `check`, when
  /// given, checks each page and SVG as it is written.
  package init(output: String, siteDirectory: String?, check: SiteCheck? = nil) throws(DiagnosticError) {
    try self.init(output: output, siteDirectory: siteDirectory, check: check, inPlace: nil)
  }

  /// `inPlace`, when given, moves the new site in file by file for that reason where it could be
  /// swapped in: the way a mount point is served, tested on a plain directory.
  init(output: String, siteDirectory: String?, check: SiteCheck?, inPlace: String?) throws(DiagnosticError) {
    // Everything that can fail comes first: a noncopyable value is initialised all at once.
    let target = try OutputWriter.checkLocation(output: output, siteDirectory: siteDirectory).path
    let parent = parentPath(target).isEmpty ? "/" : parentPath(target)
    var placement = try Self.placement(of: target, parent: parent, output: output)
    if let inPlace, FileManager.default.fileExists(atPath: target) { placement = .inPlace(because: inPlace) }
    let staging =
      placement == .swap
      ? joinPath(parent, ".\(splitPath(target).name).trellis-new-\(getpid())")
      : target + "/.trellis-new-\(getpid())"
    do {
      try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
      Self.removeStaleStaging(of: target)
      try? fileManager.removeItem(atPath: staging)
      try Self.checkWritable(target, output: output)
      guard mkdir(staging, placement == .swap ? 0o755 : 0o700) == 0 else { throw FileSystemFailure() }
      // Swapped in, the staging directory becomes the output: it takes the output's mode,
      // owner, group and attributes before anything is made in it (so its new folders take a
      // setgid group as the output's would).
      if placement == .swap, let metadata = DirectoryMetadata(of: target), !metadata.apply(to: staging) {
        throw FileSystemFailure()
      }
    } catch let error as DiagnosticError {
      try? FileManager.default.removeItem(atPath: staging)
      throw error
    } catch let error as FileSystemFailure {
      try? FileManager.default.removeItem(atPath: staging)
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.reason)))
    } catch {
      try? FileManager.default.removeItem(atPath: staging)
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.localizedDescription)))
    }
    self.output = output
    self.check = check
    let previous = Set(OutputManifest.read(in: target))
    self.unchanged = previous.isEmpty ? nil : Unchanged(directory: target, files: previous)
    self.target = target
    self.placement = placement
    self.staging = staging
  }

  /// How a new site can be put into `target`: swapped in whole where it can be, moved in file
  /// by file where the directory itself must stay (it is a mount point, its parent cannot be
  /// written, or the swap could not give it back its owner and group).
  private static func placement(of target: String, parent: String, output: String) throws(DiagnosticError)
    -> OutputPlacement
  {
    var status = stat()
    guard lstat(target, &status) == 0 else { return .swap }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw DiagnosticError(Diagnostic(at: nil, .outputNotADirectory(output)))
    }
    var parentStatus = stat()
    if stat(parent, &parentStatus) == 0, parentStatus.st_dev != status.st_dev || parentStatus.st_ino == status.st_ino {
      return .inPlace(because: "is a mount point")
    }
    if access(parent, W_OK) != 0 {
      return .inPlace(because: "is in a directory this user cannot write")
    }
    if let metadata = DirectoryMetadata(of: target), !metadata.canBeReproduced {
      return .inPlace(because: "belongs to another user or group")
    }
    // A name that is not UTF-8 cannot be carried over (the carry-over works on Strings): moved
    // in file by file, the new site never touches it.
    if holdsNameNotUTF8(target) {
      return .inPlace(because: "holds a name that is not UTF-8")
    }
    return .swap
  }

  /// Whether anything below `directory` (links not followed) has a name that is not UTF-8.
  private static func holdsNameNotUTF8(_ directory: String) -> Bool {
    for entry in DirectoryListing.names(in: directory) {
      guard let name = entry.name else { return true }
      var status = stat()
      let path = directory + "/" + name
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, holdsNameNotUTF8(path) { return true }
    }
    return false
  }

  /// Removes the staging directories of builds that were killed (`.NAME.trellis-new-PID` and
  /// `.NAME.trellis-old-PID` beside the output, `.trellis-new-PID` and `.trellis-old-PID` in it,
  /// whose process is gone). Everything in them is Trellis's: files it wrote, and second links
  /// to files of the output that it carried over or kept to restore.
  private static func removeStaleStaging(of target: String) {
    let name = splitPath(target).name
    let parent = parentPath(target).isEmpty ? "/" : parentPath(target)
    for (directory, prefixes) in [
      (parent, [".\(name).trellis-new-", ".\(name).trellis-old-"]), (target, [".trellis-new-", ".trellis-old-"]),
    ] {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
      for name in names {
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) }),
          let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH
        else { continue }
        try? FileManager.default.removeItem(atPath: joinPath(directory, name))
      }
    }
  }

  /// Fails before anything is written when the output directory cannot be changed (read-only):
  /// the new site could be swapped in, but the old one could not be removed.
  private static func checkWritable(_ target: String, output: String) throws(DiagnosticError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue else {
      return
    }
    let probe = target + "/.trellis-probe-\(getpid())"
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, String(cString: strerror(errno)))))
    }
    close(descriptor)
    unlink(probe)
  }

  /// Writes one file into the new site, checking a page or SVG as it goes and a sitemap once
  /// written; `checked` false leaves it out of the checks of each file (the site's static
  /// files), though links to it still count.
  package mutating func write(_ file: OutputFile, checked: Bool = true) throws(DiagnosticError) {
    bytesWritten += try Self.writeWhole(
      file, into: staging, unchanged: unchanged, output: output,
      document: checked ? check?.begin(file.path) : nil)
    if checked, SitemapSchema.isSitemap(file.path), case .text(let text) = file.contents {
      check?.checkSitemap(file.path, text: text)
    }
    written.append(file.path)
    try stopIfFilesHaveProblems()
  }

  /// Throws the problems of the files checked so far once one of them has a problem of its
  /// own: the build stops there, rather than make every other page first (see
  /// ``writeInParallel(_:workers:_:)``).
  private func stopIfFilesHaveProblems() throws(DiagnosticError) {
    guard let check, check.hasFileProblems else { return }
    throw DiagnosticError(check.fileProblems(root: staging).map(\.diagnostic))
  }

  /// Writes one file piece by piece: `body` is given a function that appends a piece. When the
  /// previous build wrote the same bytes, the new site keeps that file (a second link to it)
  /// instead of the one just written.
  package mutating func stream(
    _ path: String, _ body: ((OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) -> Void
  ) throws(DiagnosticError) {
    let old = unchanged.flatMap { $0.files.contains(path) ? OldFile($0.directory + "/" + path) : nil }
    bytesWritten += try Self.stream(
      path, into: staging, output: output, document: check?.begin(path), comparingWith: old, body)
    if let old, old.isSame() {
      let new = staging + "/" + path
      let linked = new + ".trellis-same"
      if link(old.path, linked) == 0, rename(linked, new) != 0 { unlink(linked) }
    }
    written.append(path)
    try stopIfFilesHaveProblems()
  }

  /// A file of the previous output, compared piece by piece with a file being written.
  private final class OldFile {
    let path: String
    private let descriptor: Int32
    private var same = true

    init?(_ path: String) {
      let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        return nil
      }
      self.path = path
      self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Reads as many bytes as `contents` holds and compares them.
    func compare(_ contents: OutputFile.Contents) {
      guard same else { return }
      switch contents {
      case .text(var text): same = text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
      case .bytes(let bytes): same = bytes.withUnsafeBytes { matches($0) }
      case .copy: same = false  // not compared: a copy is kept by its size and time (see SourceCopy)
      }
    }

    /// Whether every piece matched and the old file has nothing more.
    func isSame() -> Bool {
      guard same else { return false }
      var byte: UInt8 = 0
      return read(descriptor, &byte, 1) == 0
    }

    private func matches(_ expected: UnsafeRawBufferPointer) -> Bool {
      guard let start = expected.baseAddress, !expected.isEmpty else { return true }
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(expected.count, 1 << 16), alignment: 1)
      defer { buffer.deallocate() }
      var offset = 0
      while offset < expected.count, let base = buffer.baseAddress {
        let got = read(descriptor, base, min(buffer.count, expected.count - offset))
        if got < 0, errno == EINTR { continue }
        guard got > 0, memcmp(base, start + offset, got) == 0 else { return false }
        offset += got
      }
      return true
    }
  }

  /// Writes one whole file of the staging directory, checked by `document`; on any thread (it
  /// touches nothing of the staging's own). Returns its size.
  ///
  /// A file the previous build wrote with the same bytes is not written again: the new site
  /// gets a second link to it, so it keeps its inode and modification time (and the file system
  /// neither frees nor allocates one: on ext4 a rebuild is several times faster).
  @discardableResult
  private static func writeWhole(
    _ file: OutputFile, into staging: String, unchanged: Unchanged?, output: String, document: DocumentWriter?
  ) throws(DiagnosticError) -> Int {
    if let unchanged, unchanged.files.contains(file.path) {
      let old = unchanged.directory + "/" + file.path
      if hasContents(old, file.contents) {
        switch file.contents {
        case .text(let text): document?.write(text)
        case .bytes(let bytes): document?.write(bytes)
        case .copy: break  // the site's own files are not checked
        }
        document?.close()
        let path = staging + "/" + file.path
        if link(old, path) == 0 { return file.byteCount }
        if errno == ENOENT {
          try makeParent(of: file.path, in: staging, output: output)
          if link(old, path) == 0 { return file.byteCount }
        }
        // Not linkable (a file system without hard links): written, already checked.
        return try stream(file.path, into: staging, output: output, document: nil) {
          (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
          try append(file.contents)
        }
      }
    }
    return try stream(file.path, into: staging, output: output, document: document) {
      (append: (OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) in
      try append(file.contents)
    }
  }

  /// Whether the regular file at `path` (symbolic links not followed) holds exactly `contents`.
  private static func hasContents(_ path: String, _ contents: OutputFile.Contents) -> Bool {
    if case .copy(let source) = contents { return source.isCopied(at: path) }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    let count = contents.byteCount
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == count else {
      return false
    }
    func matches(_ expected: UnsafeRawBufferPointer) -> Bool {
      // One byte more than expected: a file that grew since fstat does not match.
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count + 1, alignment: 1)
      defer { buffer.deallocate() }
      var filled = 0
      while filled <= count, let base = buffer.baseAddress {
        let got = read(descriptor, base + filled, count + 1 - filled)
        if got < 0, errno == EINTR { continue }
        if got <= 0 { break }
        filled += got
      }
      guard filled == count else { return false }
      guard let actual = buffer.baseAddress, let expected = expected.baseAddress else { return count == 0 }
      return memcmp(actual, expected, count) == 0
    }
    switch contents {
    case .text(var text): return text.withUTF8 { matches(UnsafeRawBufferPointer($0)) }
    case .bytes(let bytes): return bytes.withUnsafeBytes(matches)
    case .copy: return false
    }
  }

  /// Creates the directories above a file of the staging directory (which itself exists).
  private static func makeParent(of path: String, in staging: String, output: String) throws(DiagnosticError) {
    let directory = parentPath(path)
    guard !directory.isEmpty else { return }
    do {
      try FileManager.default.createDirectory(atPath: staging + "/" + directory, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, error.localizedDescription)))
    }
  }

  /// Writes one file of the staging directory piece by piece, handing each piece to `document`
  /// to check; on any thread (it touches nothing of the staging's own). Returns the bytes written.
  @discardableResult
  private static func stream(
    _ path: String, into staging: String, output: String, document: DocumentWriter?,
    comparingWith old: OldFile? = nil,
    _ body: ((OutputFile.Contents) throws(DiagnosticError) -> Void) throws(DiagnosticError) -> Void
  ) throws(DiagnosticError) -> Int {
    // Its folder is made when opening finds it missing (most files go where others already
    // are: one system call each, not two).
    let full = staging + "/" + path
    var descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if descriptor < 0, errno == ENOENT {
      try makeParent(of: path, in: staging, output: output)
      descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    }
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, String(cString: strerror(errno)))))
    }
    defer { close(descriptor) }
    var bytes = 0
    try body { (contents: OutputFile.Contents) throws(DiagnosticError) in
      bytes += contents.byteCount
      old?.compare(contents)
      guard write(contents, to: descriptor) else {
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, path, String(cString: strerror(errno)))))
      }
      switch contents {
      case .text(let text): document?.write(text)
      case .bytes(let bytes): document?.write(bytes)
      case .copy: break  // the site's own files are not checked
      }
    }
    document?.close()
    return bytes
  }

  /// Writes `count` files on `workers` threads at once: worker `w` makes and writes files `w`,
  /// `w + workers`, … (`make(w, index)`; nil makes none), each checked as it is written by the
  /// worker's own validator. What is written is what writing them one by one writes.
  ///
  /// Errors come at once: when a file fails, the files after it are not made (those before it
  /// are, so the error of the first failing file, by index, is the one thrown whatever the
  /// threads' timing). A file whose check finds a problem of its own stops the writing the same
  /// way, and its problems are thrown (pages from one template that does not validate are
  /// reported at the first of them, not at every one). Only each file's path and size are kept
  /// once it is written.
  package mutating func writeInParallel(
    _ count: Int, workers: Int,
    _ make: @Sendable (_ worker: Int, _ index: Int) throws(DiagnosticError) -> OutputFile?
  ) throws(DiagnosticError) {
    let workers = min(max(workers, 1), max(count, 1))
    let (staging, output, check, unchanged) = (self.staging, self.output, self.check, self.unchanged)
    typealias Written = (path: String, bytes: Int)
    let done = Mutex<[(index: Int, result: Result<Written?, DiagnosticError>)]>([])
    // The first index that failed: no file after it is made.
    let stop = Atomic<Int>(Int.max)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var mine: [(index: Int, result: Result<Written?, DiagnosticError>)] = []
      mine.reserveCapacity(count / workers + 1)
      for index in stride(from: worker, to: count, by: workers) {
        guard index < stop.load(ordering: .relaxed) else { break }
        let result = Result { () throws(DiagnosticError) -> Written? in
          guard let file = try make(worker, index) else { return nil }
          try Self.writeWhole(
            file, into: staging, unchanged: unchanged, output: output,
            document: check?.begin(file.path, worker: worker))
          return (file.path, file.byteCount)
        }
        mine.append((index, result))
        switch result {
        case .failure: stop.min(index, ordering: .relaxed)
        case .success(let file?) where check?.hasProblems(file.path) == true: stop.min(index, ordering: .relaxed)
        case .success: break
        }
      }
      done.withLock { $0 += mine }
    }
    // Every file before the first that failed was made, whatever the threads' timing; files
    // after it that were made meanwhile are left out of what is reported.
    let first = stop.load(ordering: .relaxed)
    let results = done.withLock({ $0 }).filter { $0.index <= first }.sorted(by: { $0.index < $1.index })
    for (_, result) in results {
      guard let file = try result.get() else { continue }
      written.append(file.path)
      bytesWritten += file.bytes
    }
    if let check, check.hasFileProblems {
      throw DiagnosticError(check.fileProblems(root: staging, among: Set(written)).map(\.diagnostic))
    }
  }

  /// Removes the staging directory; the old output stays as it was.
  package consuming func cancel() {
    removeStaging()
  }

  func removeStaging() {
    try? fileManager.removeItem(atPath: staging)
  }

  /// Writes contents without copying them (a page can be a hundred megabytes); a file of the
  /// site's own is copied piece by piece.
  static func write(_ contents: OutputFile.Contents, to descriptor: Int32) -> Bool {
    switch contents {
    case .text(var text):
      return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    case .bytes(let bytes):
      return bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    case .copy(let source):
      return source.copy(to: descriptor)
    }
  }

  /// Writes all of `buffer`, however many calls it takes.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard let base = buffer.baseAddress else { return true }  // nothing to write
    var offset = 0
    while offset < buffer.count {
      let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
      if written < 0, errno == EINTR { continue }
      if written < 0 { return false }
      offset += written
    }
    return true
  }
}

/// How a new site is put into the output directory (see ``OutputStaging``).
package enum OutputPlacement: Equatable, Sendable {
  /// Written beside the output and swapped in whole.
  case swap
  /// Written inside the output and moved into place file by file, the manifest last, because
  /// the output directory itself must stay: `reason` says why, after the output's name ("is a
  /// mount point").
  case inPlace(because: String)
}
