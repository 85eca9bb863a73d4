import CTrellisFileSystem
import Foundation
import TrellisDiagnostics

extension OutputStaging {
  /// Carries over the old output's files that Trellis did not write, writes the manifest, and
  /// puts the new site in place. When it throws, the output is as it was.
  ///
  /// Files Trellis did not write (any kind: files, symbolic links, FIFOs, and directories that
  /// hold none of Trellis's files) are carried over as hard links: the same file, with its inode,
  /// its other links and its modification time. Every directory keeps its mode, owner, group and
  /// extended attributes. After the swap the old site is removed: its own files, and the second
  /// links of what was carried over. Trellis never removes anything else.
  package consuming func commit() throws(DiagnosticError) {
    try commit(exchanging: true)
  }

  /// `exchanging` false swaps by two renames even where the two directories can be exchanged
  /// atomically: the way a file system without an exchange is served, tested on one with it.
  consuming func commit(exchanging: Bool) throws(DiagnosticError) {
    if case .inPlace = placement {
      try commitInPlace()
      return
    }
    var status = stat()
    let exists = lstat(target, &status) == 0
    let parent = parentPath(target).isEmpty ? "/" : parentPath(target)
    do {
      if exists, status.st_mode & S_IFMT != S_IFDIR {
        throw DiagnosticError(Diagnostic(at: nil, .outputNotADirectory(output)))
      }
      let previous = exists ? Set(OutputManifest.read(in: target)) : []
      if exists {
        let entries = try carryOver(skipping: previous)
        try keepDirectoryMetadata(of: entries)
      }
      try writeManifest(into: staging)
      if !exists {
        try rename(staging, to: target)
      } else if exchanging, trellis_exchange_paths(staging, target) == 0 {
        removeOldSite(at: staging, listed: previous)
      } else {
        // No atomic exchange here: two renames, the old site kept until the new one is in place.
        let old = joinPath(parent, ".\(splitPath(target).name).trellis-old-\(getpid())")
        try? fileManager.removeItem(atPath: old)
        try rename(target, to: old)
        do throws(FileSystemFailure) {
          try rename(staging, to: target)
        } catch {
          Foundation.rename(old, target)
          throw error
        }
        removeOldSite(at: old, listed: previous)
      }
    } catch let error as DiagnosticError {
      removeStaging()
      throw error
    } catch let error as FileSystemFailure {
      removeStaging()
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.reason)))
    } catch {
      removeStaging()
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, nil, error.localizedDescription)))
    }
  }

  private func rename(_ source: String, to destination: String) throws(FileSystemFailure) {
    guard Foundation.rename(source, destination) == 0 else { throw FileSystemFailure() }
  }

  /// Writes the manifest of what was written into `directory`.
  func writeManifest(into directory: String) throws(DiagnosticError) {
    let descriptor = open(
      directory + "/" + OutputManifest.name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, OutputManifest.name, FileSystemFailure().reason)))
    }
    defer { close(descriptor) }
    guard Self.write(.text(OutputManifest.text(written)), to: descriptor) else {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(output, OutputManifest.name, FileSystemFailure().reason)))
    }
  }

  /// Gives each directory of the new site that the old output has too the old one's mode,
  /// owner, group and extended attributes (the staging directory itself took the output's when
  /// it was made). Deepest first, and after everything is linked in: a read-only directory
  /// takes its mode once it holds what it will.
  private func keepDirectoryMetadata(of entries: [(path: String, isDirectory: Bool)]) throws(FileSystemFailure) {
    var setgid = DirectoryMetadata(of: target).map { $0.mode & S_ISGID != 0 } ?? false
    var existing: Set<String> = []
    for (path, isDirectory) in entries.reversed() where isDirectory {
      guard let metadata = DirectoryMetadata(of: target + "/" + path) else { continue }
      existing.insert(path)
      setgid = setgid || metadata.mode & S_ISGID != 0
      let new = staging + "/" + path
      var status = stat()
      guard lstat(new, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
      guard metadata.apply(to: new) else { throw FileSystemFailure() }
    }
    guard setgid else { return }
    // Folders the new site makes in a setgid folder take its group and bit, as the kernel gives
    // them to a folder made there (these were made before their parent had its metadata back).
    for (path, isDirectory) in OutputWriter.entriesBelow(staging) where isDirectory && !existing.contains(path) {
      let parent = parentPath(path).isEmpty ? staging : staging + "/" + parentPath(path)
      guard let parentMetadata = DirectoryMetadata(of: parent), parentMetadata.mode & S_ISGID != 0,
        var metadata = DirectoryMetadata(of: staging + "/" + path)
      else { continue }
      metadata.group = parentMetadata.group
      metadata.mode |= S_ISGID
      metadata.attributes = []
      guard metadata.apply(to: staging + "/" + path) else { throw FileSystemFailure() }
    }
  }

  /// Links everything of the old output that Trellis did not write (`listed` is what it wrote)
  /// into the new site, at the same paths. Returns everything below the old output.
  private func carryOver(skipping listed: Set<String>) throws -> [(path: String, isDirectory: Bool)] {
    let entries = OutputWriter.entriesBelow(target)
    // Directories that hold a file Trellis wrote are Trellis's: the new site has them if it needs them.
    var trellisDirectories: Set<String> = []
    for path in listed {
      var directory = parentPath(path)
      while !directory.isEmpty, trellisDirectories.insert(directory).inserted {
        directory = parentPath(directory)
      }
    }
    for (path, isDirectory) in entries where path != OutputManifest.name && !listed.contains(path) {
      let destination = staging + "/" + path
      if isDirectory {
        if !trellisDirectories.contains(path) {
          try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        }
        continue
      }
      var status = stat()
      guard lstat(destination, &status) != 0 else {
        throw DiagnosticError(Diagnostic(at: nil, .userFileInTheWay(output, path)))
      }
      try fileManager.createDirectory(atPath: parentPath(destination), withIntermediateDirectories: true)
      guard link(target + "/" + path, destination) == 0 else {
        throw DiagnosticError(
          Diagnostic(at: nil, .cannotKeep(output, path, String(cString: strerror(errno)))))
      }
    }
    return entries
  }

  /// Removes the old site, swapped out to `old`: the files Trellis wrote (`listed`), the second
  /// links of what was carried over, then the directories left empty. A file that is neither
  /// (one made in the old output while the new site was being swapped in) is moved into the new
  /// site, or left where it is if the new site has that path.
  private func removeOldSite(at old: String, listed: Set<String>) {
    for (path, isDirectory) in OutputWriter.entriesBelow(old).reversed() {
      let source = old + "/" + path
      if isDirectory {
        rmdir(source)
        continue
      }
      let current = target + "/" + path
      var before = stat()
      var now = stat()
      let carried =
        lstat(source, &before) == 0 && lstat(current, &now) == 0 && before.st_ino == now.st_ino
        && before.st_dev == now.st_dev
      if carried || listed.contains(path) || path == OutputManifest.name {
        unlink(source)
      } else if lstat(current, &now) != 0 {
        try? fileManager.createDirectory(atPath: parentPath(current), withIntermediateDirectories: true)
        Foundation.rename(source, current)
      }
    }
    rmdir(old)
  }
}
