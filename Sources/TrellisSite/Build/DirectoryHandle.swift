import Foundation
import TrellisDiagnostics

/// A failed system call, as its error text (`strerror`).
struct FileSystemFailure: Error {
  var reason: String
  init(_ code: Int32 = errno) { reason = String(cString: strerror(code)) }
}

/// An open directory of the output, reached from its parent without following symbolic links.
///
/// Files are made in it exclusively (`O_EXCL`, `O_NOFOLLOW`) under unpredictable names, then
/// renamed into place, so nothing planted in the output (a link to a file elsewhere, a file of
/// the temporary's name) is ever written through.
final class DirectoryHandle {
  let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// The directory at `path` (links in `path` itself are followed: it is the output as resolved).
  static func open(_ path: String) throws(FileSystemFailure) -> DirectoryHandle {
    let descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileSystemFailure() }
    return DirectoryHandle(descriptor: descriptor)
  }

  /// The directory `relative` (slash-separated names) below this one, each name opened without
  /// following a link; missing directories are made when `creating`.
  func descend(_ relative: some StringProtocol, creating: Bool) throws(FileSystemFailure) -> DirectoryHandle {
    var current = try DirectoryHandle.duplicate(self)
    for child in PathText.components(relative) {
      var next = openat(current.descriptor, child, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if next < 0, errno == ENOENT, creating {
        // Made with the process's umask; a setgid parent gives it its group (the kernel does).
        if mkdirat(current.descriptor, child, 0o777) != 0, errno != EEXIST { throw FileSystemFailure() }
        next = openat(current.descriptor, child, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      guard next >= 0 else { throw FileSystemFailure() }
      current = DirectoryHandle(descriptor: next)
    }
    return current
  }

  private static func duplicate(_ handle: DirectoryHandle) throws(FileSystemFailure) -> DirectoryHandle {
    let copy = fcntl(handle.descriptor, F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { throw FileSystemFailure() }
    return DirectoryHandle(descriptor: copy)
  }

  /// Creates a new file beside `name`, exclusively, under a name no one can guess
  /// (`.NAME.trellis-RANDOM`), and returns that name and its open descriptor.
  func createTemporary(beside name: String, mode: mode_t = 0o644) throws(FileSystemFailure) -> (
    name: String, descriptor: Int32
  ) {
    var attempts = 0
    while true {
      let temporary = ".\(name.prefix(64)).trellis-\(String(UInt64.random(in: .min ... .max), radix: 36))"
      let descriptor = openat(
        self.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if descriptor >= 0 { return (temporary, descriptor) }
      attempts += 1
      guard errno == EEXIST, attempts < 16 else { throw FileSystemFailure() }
    }
  }

  /// Writes a file whole under a temporary name and renames it over `name`: a reader sees the
  /// old file or the new one, never part of one, and a link at `name` is replaced, not followed.
  func replace(_ name: String, pieces: [OutputFile.Contents]) throws(FileSystemFailure) {
    let (temporary, descriptor) = try createTemporary(beside: name)
    var written = true
    for piece in pieces where written { written = OutputStaging.write(piece, to: descriptor) }
    let code = errno
    close(descriptor)
    guard written else {
      unlinkat(self.descriptor, temporary, 0)
      throw FileSystemFailure(code)
    }
    guard renameat(self.descriptor, temporary, self.descriptor, name) == 0 else {
      let code = errno
      unlinkat(self.descriptor, temporary, 0)
      throw FileSystemFailure(code)
    }
  }

  /// Removes the file (or link) `name`; a directory is left alone. Missing is fine.
  func remove(_ name: String) {
    unlinkat(descriptor, name, 0)
  }
}
