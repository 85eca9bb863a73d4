import Foundation
import Testing
import TrellisTestSupport

/// Trellis removes only what it wrote, refuses places it must not write, and an error means the
/// output did not change.
@Suite struct OutputSafetyTests {
  private func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  /// A symbolic link, a FIFO, an empty directory, two hard links of one file and an old file in
  /// the output survive a rebuild as they were: same inode, links and modification time. (The
  /// build deleted the first three, split the links and reset the times.)
  @Test func filesOfEveryKindSurviveARebuildUnchanged() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let out = site + "/out"
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", out]).status == 0)
    #expect(symlink("index.html", out + "/link") == 0)
    #expect(mkfifo(out + "/pipe", 0o644) == 0)
    try FileManager.default.createDirectory(atPath: out + "/empty", withIntermediateDirectories: false)
    try Data("kept".utf8).write(to: URL(fileURLWithPath: out + "/assets/a.txt"))
    #expect(link(out + "/assets/a.txt", out + "/b.txt") == 0)
    var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, out + "/b.txt", &times, 0) == 0)
    let before = try #require(status(out + "/assets/a.txt"))

    let site2 = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
    try Data(site2.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"New ").utf8).write(
      to: URL(fileURLWithPath: site + "/site.json"))
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", out]).status == 0)

    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/link")) == "index.html")
    #expect(status(out + "/pipe").map { $0.st_mode & S_IFMT == S_IFIFO } == true)
    #expect(status(out + "/empty").map { $0.st_mode & S_IFMT == S_IFDIR } == true)
    let a = try #require(status(out + "/assets/a.txt"))
    let b = try #require(status(out + "/b.txt"))
    #expect(a.st_ino == before.st_ino && b.st_ino == before.st_ino && a.st_nlink == 2)
    #expect(b.st_mtim.tv_sec == 1_000_000_000)
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8).contains("New "))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.contains("trellis-") }
    #expect(leftovers.isEmpty)
  }

  /// An output directory that holds the home directory is refused before anything is written.
  @Test func anOutputHoldingTheHomeDirectoryIsRefused() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/home/alice", withIntermediateDirectories: true)
    #expect(symlink("/nowhere", site + "/home/alice/.profile") == 0)
    let result = try TestSupport.runTrellis(
      ["build", "--site", site, "--output", site + "/home"], environment: ["HOME": site + "/home/alice"])
    #expect(result.status == 1)
    #expect(result.standardError.contains("it is the home directory or holds it"))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: site + "/home/alice/.profile")) == "/nowhere")
  }

  /// Staging directories of killed builds (whose process is gone) are removed by the next build;
  /// a live process's are not.
  @Test func staleStagingIsRemoved() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let stale = site + "/.out.trellis-new-2147483646"
    let live = site + "/.out.trellis-new-1"
    for directory in [stale, live] {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
      try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/index.html"))
    }
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", site + "/out"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: live))  // process 1 is alive
  }

  /// A read-only output (root without its override of file permissions, as any other user):
  /// the build fails before writing, and the output and its parent are as they were. (It used to
  /// swap the new site in, print "cannot write", and leave the old one beside it.)
  @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func aReadOnlyOutputFailsWithoutChangingIt() throws {
    let site = try TestSupport.siteCopy()
    defer {
      chmod(site + "/out", 0o755)
      try? FileManager.default.removeItem(atPath: site)
    }
    let out = site + "/out"
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", out]).status == 0)
    let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(chmod(out, 0o555) == 0)
    let text = try String(contentsOfFile: site + "/site.json", encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"New ").utf8).write(
      to: URL(fileURLWithPath: site + "/site.json"))
    let result = try TestSupport.runTrellis(
      ["build", "--site", site, "--output", out],
      wrapper: [
        "/usr/bin/setpriv", "--inh-caps=-dac_override,-dac_read_search",
        "--bounding-set=-dac_override,-dac_read_search",
      ])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: cannot write \(out): Permission denied"))
    #expect(try String(contentsOfFile: out + "/index.html", encoding: .utf8) == page)
    #expect(try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.contains("trellis-") }.isEmpty)
  }
}
