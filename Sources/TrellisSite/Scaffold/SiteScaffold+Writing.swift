import Foundation
import TrellisDiagnostics

extension SiteScaffold {
  /// Writes the files into `directory` (made if missing) and returns their paths. When anything
  /// is in the way (see ``obstacles(in:)``), nothing is written: every obstacle is named in the
  /// error. A file that cannot be written undoes the ones written before it.
  ///
  /// VS Code's `.vscode/settings.json` is written last, and only when nothing is in its way: a
  /// folder's own settings are never changed, and never stop the site from being written.
  package static func write(into directory: String) throws(DiagnosticError) -> [String] {
    let problems = obstacles(in: directory)
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    var files = files
    if folderObstacle(joinPath(directory, parentPath(editorSettings.path))) == nil,
      !exists(joinPath(directory, editorSettings.path))
    {
      files.append(editorSettings)
    }
    let paths = files.map { joinPath(directory, $0.path) }
    var written: [String] = []
    for (path, file) in zip(paths, files) {
      do throws(DiagnosticError) {
        try writeNew(path, contents: file.contents)
        written.append(path)
      } catch {
        for path in written.reversed() { unlink(path) }
        throw error
      }
    }
    return paths
  }

  /// What stands in the way of writing the files into `directory`, in the order they are
  /// written: a destination that exists in any form (a file, a folder, a FIFO, a symbolic link,
  /// even one that leads nowhere), a folder of theirs that is a symbolic link (init never writes
  /// through one into a folder elsewhere) or something other than a folder, and `directory`
  /// itself when it is not a folder.
  static func obstacles(in directory: String) -> [Diagnostic] {
    var status = stat()
    if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
      return [Diagnostic(at: nil, .scaffoldFolderIsNotAFolder(directory))]
    }
    var problems: [Diagnostic] = []
    var checkedFolders: [String: Bool] = [:]  // whether each folder can take files
    for file in files {
      let folder = parentPath(file.path)
      if !folder.isEmpty {
        if checkedFolders[folder] == nil {
          let problem = folderObstacle(joinPath(directory, folder))
          checkedFolders[folder] = problem == nil
          problems += problem.map { [$0] } ?? []
        }
        guard checkedFolders[folder] == true else { continue }
      }
      let path = joinPath(directory, file.path)
      if exists(path) { problems.append(Diagnostic(at: nil, .scaffoldWouldOverwrite(path))) }
    }
    return problems
  }

  /// Whether anything is at `path`, in any form (even a symbolic link that leads nowhere), or it
  /// cannot be told.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 || errno != ENOENT
  }

  /// Why files cannot be written into the folder at `path` (missing is fine: it is made).
  private static func folderObstacle(_ path: String) -> Diagnostic? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return errno == ENOENT ? nil : Diagnostic(at: nil, .scaffoldFolderIsNotAFolder(path))
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return nil
    case S_IFLNK: return Diagnostic(at: nil, .scaffoldFolderIsALink(path))
    default: return Diagnostic(at: nil, .scaffoldFolderIsNotAFolder(path))
    }
  }

  /// Writes a file that must not exist yet (its folder made if missing): written beside it and
  /// linked into place, so a file made meanwhile is never replaced.
  private static func writeNew(_ path: String, contents: String) throws(DiagnosticError) {
    do {
      // A file of the current directory (`trellis init` with no directory) has no folder to make.
      let folder = parentPath(path)
      if !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      guard FileManager.default.createFile(atPath: path + ".trellis-init", contents: Data(contents.utf8)),
        link(path + ".trellis-init", path) == 0
      else {
        let reason = String(cString: strerror(errno))
        unlink(path + ".trellis-init")
        throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(path, nil, reason)))
      }
      unlink(path + ".trellis-init")
    } catch let error as DiagnosticError {
      throw error
    } catch {
      throw DiagnosticError(Diagnostic(at: nil, .cannotWrite(path, nil, error.localizedDescription)))
    }
  }
}
