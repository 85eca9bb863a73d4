import Foundation

/// A file of the site's own (a static file) that the output gets a copy of: named, not read.
///
/// It is copied piece by piece, never held whole, so a static file of any size costs a buffer's
/// worth of memory. The copy takes the source's modification time, as rsync and Hugo do, and a
/// later build keeps the copy it finds with the source's size and modification time (rsync's
/// quick check) instead of copying again. Two values are equal when they name the same file as
/// it was when looked at: a changed file is a different value.
package struct SourceCopy: Hashable, Sendable {
  package var path: String
  package var size: Int
  var device: UInt64
  var inode: UInt64
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  /// The regular file at `path` (not followed when a link) as it is now; nil when it is none.
  package init?(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    self.path = path
    size = Int(status.st_size)
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    (modifiedSeconds, modifiedNanoseconds) = Self.modified(status)
  }

  private static func modified(_ status: stat) -> (Int, Int) {
    #if canImport(Darwin)
      (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
      (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
  }

  /// Whether the regular file at `copy` (not followed when a link) has this file's size and
  /// modification time: a copy Trellis made of it that need not be made again.
  func isCopied(at copy: String) -> Bool {
    var status = stat()
    guard lstat(copy, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == size else {
      return false
    }
    return Self.modified(status) == (modifiedSeconds, modifiedNanoseconds)
  }

  /// Copies the file into `descriptor` a piece at a time, then gives the copy the source's
  /// modification time (as it is when read). False, with `errno` set, when either side fails.
  func copy(to descriptor: Int32) -> Bool {
    let source = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard source >= 0 else { return false }
    defer { close(source) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else { return false }
    while true {
      let count = read(source, base, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 { break }
      guard OutputStaging.writeAll(UnsafeRawBufferPointer(start: base, count: count), to: descriptor) else {
        return false
      }
    }
    var status = stat()
    guard fstat(source, &status) == 0 else { return false }
    #if canImport(Darwin)
      var times = [status.st_atimespec, status.st_mtimespec]
    #else
      var times = [status.st_atim, status.st_mtim]
    #endif
    return futimens(descriptor, &times) == 0
  }
}
