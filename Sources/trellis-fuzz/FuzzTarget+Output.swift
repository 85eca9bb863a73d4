import Foundation
import TrellisDiagnostics
import TrellisSite

/// The targets whose input is file names: the output's manifest and carry-over, and the static
/// folder's walk. Each works in a scratch folder of its own (made once per process, emptied
/// after every input) and stops the run, deliberately, when a promise breaks: a file of the
/// user's lost or changed, a name listed wrongly, a file missing, staging left behind.
extension FuzzTarget {
  /// A scratch folder for this process.
  nonisolated(unsafe) private static var scratch: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fuzz-\(getpid())").path
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path + "/site", withIntermediateDirectories: true)
    return path
  }()

  /// Up to `limit` names from the input: its pieces between NUL bytes, as UTF-8 (bytes that are
  /// not, replaced), each a relative path whose empty, `.` and `..` parts are dropped and whose
  /// parts are cut to 100 bytes.
  static func names(_ bytes: [UInt8], limit: Int) -> [String] {
    var names: [String] = []
    for piece in bytes.split(separator: 0, omittingEmptySubsequences: true).prefix(limit) {
      let parts = PathText.components(String(decoding: piece, as: UTF8.self))
        .filter { $0 != "." && $0 != ".." }
        .map { part in String(decoding: Array(part.utf8.prefix(100)), as: UTF8.self) }
        .filter { !$0.isEmpty }
      guard !parts.isEmpty else { continue }
      names.append(parts.joined(separator: "/"))
    }
    return names
  }

  /// Two builds of files named by the input into one output holding a file of the user's:
  /// whatever the names, the user's file is kept, the second build's files are all there with
  /// their bytes and listed, the first build's others are gone, and nothing is left beside the
  /// output. A build that fails leaves the output as it was.
  static func output(_ bytes: [UInt8]) {
    let root = scratch
    let output = root + "/out"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let all = names(bytes, limit: 8).filter { !$0.hasPrefix("user") && !$0.hasPrefix(".trellis") }
    let first = Array(Set(all.prefix(all.count / 2))).sorted()
    let second = Array(Set(all.dropFirst(all.count / 2))).sorted()
    guard build(first, into: output, site: root + "/site", tag: "1") else { return }
    mkdir(output + "/user", 0o755)
    guard FileManager.default.createFile(atPath: output + "/user/keep", contents: Data("mine".utf8)) else { return }
    let before = snapshot(output)
    if build(second, into: output, site: root + "/site", tag: "2") {
      check(contents(output + "/user/keep") == "mine", "the user's file was lost or changed")
      for name in second { check(contents(output + "/" + name) == "2:" + name, "\(name) is missing or wrong") }
      for name in first where !Set(second).contains(name) && !second.contains(where: { $0.hasPrefix(name + "/") }) {
        var status = stat()
        check(lstat(output + "/" + name, &status) != 0, "\(name) of the first build was left")
      }
      let listed = (try? String(contentsOfFile: output + "/.trellis-manifest", encoding: .utf8)) ?? ""
      check(listed.split(separator: "\n").count == second.count + 1, "the manifest does not list every file once")
    } else {
      check(snapshot(output) == before, "a failed build changed the output")
    }
    let left = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    check(left.sorted() == ["out", "site"], "staging left beside the output: \(left)")
  }

  /// Files named by the input (and, by its first byte, a link and a FIFO among them) in a
  /// static folder: the walk lists exactly the regular files not hidden, and names every link
  /// and FIFO as a problem.
  static func staticFolder(_ bytes: [UInt8]) {
    let site = scratch + "/site"
    let folder = site + "/static"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var expected: Set<String> = []
    for name in names(bytes.dropFirst().map { $0 }, limit: 8) {
      let path = folder + "/" + name
      try? FileManager.default.createDirectory(atPath: parentDirectory(path), withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: path, contents: Data(name.utf8)) else { continue }
      expected.insert(name)
    }
    let flags = bytes.first ?? 0
    var oddities = 0
    if flags & 1 != 0, symlink("/etc/hostname", folder + "/link") == 0 { oddities += 1 }
    if flags & 2 != 0, mkfifo(folder + "/fifo", 0o600) == 0 { oddities += 1 }
    // A name created over an earlier one's folder (or under its file) replaced or failed it.
    let present = expected.filter { name in
      var status = stat()
      return lstat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
    let visible = present.filter { !PathText.components($0).contains { $0.hasPrefix(".") } }
    let (files, problems) = StaticFolder.files(siteDirectory: site)
    check(Set(files) == visible, "the walk listed \(files), not \(visible.sorted())")
    check(problems.count == oddities, "\(problems.count) problems for \(oddities) links and FIFOs")
  }

  private static func build(_ names: [String], into output: String, site: String, tag: String) -> Bool {
    do throws(DiagnosticError) {
      var staging = try OutputStaging(output: output, siteDirectory: site)
      for name in names {
        do {
          try staging.write(OutputFile(path: name, text: tag + ":" + name))
        } catch {
          staging.cancel()
          throw error
        }
      }
      try staging.commit()
      return true
    } catch {
      return false
    }
  }

  /// Every entry below `directory`: its path, kind and bytes.
  private static func snapshot(_ directory: String) -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let path = enumerator?.nextObject() as? String {
      result[path] = contents(directory + "/" + path) ?? "(not a file)"
    }
    return result
  }

  private static func contents(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return try? String(contentsOfFile: path, encoding: .utf8)
  }

  private static func parentDirectory(_ path: String) -> String {
    let directory = PathText.split(path).directory
    return directory.isEmpty ? "." : directory
  }

  /// Stops the run with `message` when `condition` is false: a finding.
  private static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
  }
}
