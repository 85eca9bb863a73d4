import Foundation
// Writing a command's output file (with Output.swift, the CLI's files that touch Foundation).
import Trellis

/// Writes `text` to `path` whole or not at all: into a new file beside it, renamed over it.
///
/// The new file is created exclusively (`O_EXCL | O_NOFOLLOW`) under a name no one can guess,
/// so nothing another user put in the directory (a symlink, a file of theirs) is ever opened or
/// written through. A `path` that is there and is not a regular file (a symlink, a FIFO, a
/// device, a directory) is refused and left as it is.
func writeAtomically(_ text: String, to path: String) throws(DiagnosticError) {
  try refuseNonRegularOutput(path)
  let (temporary, descriptor) = try createTemporaryFile(beside: path)
  var bytes = Array(text.utf8)
  let written = bytes.withUnsafeMutableBytes { writeAll($0, to: descriptor) }
  bytes = []
  let failure = written ? nil : errno
  guard close(descriptor) == 0, failure == nil, rename(temporary, path) == 0 else {
    let reason = String(cString: strerror(failure ?? errno))
    unlink(temporary)
    throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(path, reason)))
  }
}

/// An error when `path` is there and is not a regular file: a command never replaces a symlink
/// (nor writes through it), a FIFO, a device or a directory with its output.
func refuseNonRegularOutput(_ path: String) throws(DiagnosticError) {
  var status = stat()
  guard lstat(path, &status) == 0 else { return }  // not there (or not reachable: the write says why)
  let kind: String
  switch status.st_mode & S_IFMT {
  case S_IFREG: return
  case S_IFLNK: kind = "a symbolic link"
  case S_IFDIR: kind = "a directory"
  case S_IFIFO: kind = "a FIFO"
  case S_IFSOCK: kind = "a socket"
  default: kind = "a device"
  }
  throw DiagnosticError(Diagnostic(at: nil, .outputNotRegular(path, kind)))
}

/// An error when `output` is one of `inputs` (the same device and inode, symlinks and hard links
/// resolved): writing it would replace what is being read.
func refuseOverwritingInputs(_ inputs: [String], output: String) throws(DiagnosticError) {
  var written = stat()
  guard stat(output, &written) == 0 else { return }
  for input in inputs {
    var read = stat()
    guard stat(input, &read) == 0 else { continue }
    if read.st_dev == written.st_dev && read.st_ino == written.st_ino {
      throw DiagnosticError(Diagnostic(at: nil, .outputIsInput(output, input)))
    }
  }
}

/// A new, empty file in `path`'s directory, created exclusively under an unpredictable name:
/// `emoji.json.trellis-3f9a…`. Its name and descriptor.
private func createTemporaryFile(beside path: String) throws(DiagnosticError) -> (String, Int32) {
  var generator = SystemRandomNumberGenerator()
  for _ in 0..<16 {
    let suffix = (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    let temporary = path + ".trellis-" + suffix
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    if descriptor >= 0 { return (temporary, descriptor) }
    if errno != EEXIST { break }
  }
  throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(path, String(cString: strerror(errno)))))
}

/// Writes all of `bytes` to `descriptor`, again after an interruption; false on an error (in
/// `errno`).
private func writeAll(_ bytes: UnsafeMutableRawBufferPointer, to descriptor: Int32) -> Bool {
  var offset = 0
  while offset < bytes.count {
    guard let base = bytes.baseAddress else { return true }
    let count = write(descriptor, base + offset, bytes.count - offset)
    if count > 0 {
      offset += count
    } else if count < 0 && errno == EINTR {
      continue
    } else {
      return false
    }
  }
  return true
}
