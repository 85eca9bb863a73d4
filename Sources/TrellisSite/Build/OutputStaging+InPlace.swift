import Foundation
import TrellisDiagnostics

extension OutputStaging {
  /// Moves the new site, staged inside the output, into place file by file, the manifest last
  /// (for an output that cannot be swapped: see ``OutputPlacement/inPlace(because:)``). When it
  /// throws, the output is as it was.
  ///
  /// Before anything changes, it checks that no file of the user's stands where the new site
  /// has one, and keeps a second link to every file of the old site (in `.trellis-old-PID`
  /// inside the output). Then it removes the old site's files that the new one does not have,
  /// renames each new file over the old one, and writes the manifest. If any of that fails, the
  /// new files are taken out and the kept links put back. The output directory, and every
  /// directory in it that stays, keep their mode, owner, group and attributes: they are never
  /// replaced.
  consuming func commitInPlace() throws(DiagnosticError) {
    let previous = OutputManifest.read(in: target)
    let listed = Set(previous)
    let backup = target + "/.trellis-old-\(getpid())"
    var kept: [(path: String, copy: String)] = []
    var added: [String] = []
    var removed = false
    do {
      try checkNothingInTheWay(listed: listed)
      guard mkdir(backup, 0o700) == 0 else { throw FileSystemFailure() }
      for (index, path) in previous.enumerated() {
        var status = stat()
        guard lstat(target + "/" + path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
        let copy = backup + "/\(index)"
        guard link(target + "/" + path, copy) == 0 else { throw FileSystemFailure() }
        kept.append((path, copy))
      }
      let new = Set(written)
      removed = true
      for path in previous where !new.contains(path) {
        unlink(target + "/" + path)
        removeEmptyDirectories(above: path)
      }
      for path in written {
        let destination = target + "/" + path
        let directory = parentPath(path)
        if !directory.isEmpty {
          try fileManager.createDirectory(atPath: target + "/" + directory, withIntermediateDirectories: true)
        }
        var status = stat()
        let existed = lstat(destination, &status) == 0
        guard rename(staging + "/" + path, destination) == 0 else { throw FileSystemFailure() }
        if !existed { added.append(path) }
      }
      try writeManifest(into: staging)
      guard rename(staging + "/" + OutputManifest.name, target + "/" + OutputManifest.name) == 0 else {
        throw FileSystemFailure()
      }
    } catch {
      if removed { restore(added: added, kept: kept) }
      try? fileManager.removeItem(atPath: backup)
      removeStaging()
      switch error {
      case let error as DiagnosticError: throw error
      case let error as FileSystemFailure:
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.reason)))
      default: throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.localizedDescription)))
      }
    }
    try? fileManager.removeItem(atPath: backup)
    removeStaging()
  }

  /// Throws when something Trellis did not write (not in `listed`) stands where the new site
  /// has a file, or where it needs a directory: a file, a link, or a directory for a file.
  private func checkNothingInTheWay(listed: Set<String>) throws(DiagnosticError) {
    var checkedDirectories: Set<String> = []
    for path in written {
      var status = stat()
      var directory = ""
      for name in PathText.components(path).dropLast() {
        directory = directory.isEmpty ? String(name) : directory + "/" + name
        guard checkedDirectories.insert(directory).inserted else { continue }
        if lstat(target + "/" + directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR,
          !listed.contains(directory)
        {
          throw DiagnosticError(Diagnostic(at: nil, .userFileInTheWay(output, directory)))
        }
      }
      if lstat(target + "/" + path, &status) == 0,
        status.st_mode & S_IFMT == S_IFDIR || !listed.contains(path)
      {
        throw DiagnosticError(Diagnostic(at: nil, .userFileInTheWay(output, path)))
      }
    }
  }

  /// Removes the directories above `path` that are left empty, up to the output itself.
  private func removeEmptyDirectories(above path: String) {
    var directory = parentPath(path)
    while !directory.isEmpty, rmdir(target + "/" + directory) == 0 {
      directory = parentPath(directory)
    }
  }

  /// Undoes a move that failed part-way: the new files where nothing stood are removed, and
  /// the old site's files are put back from their kept links.
  private func restore(added: [String], kept: [(path: String, copy: String)]) {
    for path in added { unlink(target + "/" + path) }
    for (path, copy) in kept {
      let directory = parentPath(path)
      if !directory.isEmpty {
        try? fileManager.createDirectory(atPath: target + "/" + directory, withIntermediateDirectories: true)
      }
      rename(copy, target + "/" + path)
    }
  }
}
