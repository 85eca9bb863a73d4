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

  /// A rebuild does not make a file again when its bytes are the same: the new site links to the
  /// old file (same inode, same modification time). A file whose bytes change is made anew, and
  /// the output is what a build into an empty directory writes.
  @Test func aRebuildKeepsUnchangedFiles() throws {
    let site = try TestSupport.siteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let out = site + "/out"
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", out]).status == 0)
    var old = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
    for name in ["characters.html", "emoji-smileys-1f600.html", "unicode-flags-2.html"] {
      #expect(utimensat(AT_FDCWD, out + "/" + name, &old, 0) == 0)
    }
    let before = try ["characters.html", "emoji-smileys-1f600.html", "unicode-flags-2.html"].map {
      try #require(status(out + "/" + $0))
    }
    // The chequered flag's new name changes its page, its neighbours', the pages that show it and the
    // search files; nothing else.
    let emoji = try String(contentsOfFile: site + "/unicode-emoji.json", encoding: .utf8)
    try Data(emoji.replacingOccurrences(of: "\"chequered flag\"", with: "\"finish flag\"").utf8).write(
      to: URL(fileURLWithPath: site + "/unicode-emoji.json"))
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", out]).status == 0)
    let after = try ["characters.html", "emoji-smileys-1f600.html", "unicode-flags-2.html"].map {
      try #require(status(out + "/" + $0))
    }
    #expect(after[0].st_ino == before[0].st_ino && after[0].st_mtim.tv_sec == 1_000_000_000)
    #expect(after[1].st_ino == before[1].st_ino && after[1].st_mtim.tv_sec == 1_000_000_000)
    #expect(after[0].st_nlink == 1)
    let flags = try String(contentsOfFile: out + "/unicode-flags.html", encoding: .utf8)
    #expect(flags.contains("finish flag"))
    // The second part of Flags does not show it: kept.
    #expect(after[2].st_ino == before[2].st_ino)

    let fresh = site + "/fresh"
    #expect(try TestSupport.runTrellis(["build", "--site", site, "--output", fresh]).status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: fresh).filter { $0.hasSuffix(".html") }
    #expect(names.count > 1000)
    for name in names {
      #expect(
        FileManager.default.contentsEqual(atPath: out + "/" + name, andPath: fresh + "/" + name),
        "\(name) differs from a fresh build's")
    }
  }

  /// A symbolic link, a FIFO, an empty directory, two hard links of one file and an old file in
  /// the output survive a rebuild as they were: same inode, links and modification time. (The
  /// build deleted the first three, split the links and reset the times.)
  @Test func filesOfEveryKindSurviveARebuildUnchanged() throws {
    let site = try TestSupport.smallSiteCopy()
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
    let site = try TestSupport.smallSiteCopy()
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
    let site = try TestSupport.smallSiteCopy()
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

  /// A user who owns the output but not the directory holding it can build there: the new
  /// site is moved in file by file, and the build says so. (The staging beside the output
  /// could never be made: "Permission denied" on every build.)
  @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func anOutputInADirectoryTheUserCannotWriteIsBuiltInPlace() throws {
    let site = try TestSupport.smallSiteCopy()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let holder = site + "/holder"
    let out = holder + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    #expect(chown(out, 1000, 1000) == 0 && chmod(holder, 0o755) == 0)
    // The site readable by the user; the build writes only into out.
    #expect(chmod(site, 0o755) == 0)
    let user = ["/usr/bin/setpriv", "--reuid=1000", "--regid=1000", "--clear-groups"]
    for _ in 0..<2 {
      let result = try TestSupport.runTrellis(["build", "--site", site, "--output", out], wrapper: user)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(
        result.standardOutput.contains("(moved in file by file: \(out)/ is in a directory this user cannot write)"))
    }
    var status = stat()
    #expect(lstat(out, &status) == 0 && status.st_uid == 1000 && status.st_mode & 0o777 == 0o755)
    #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: holder) == ["out"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out).filter {
        $0.contains(".trellis-new-") || $0.contains(".trellis-old-")
      }.isEmpty)
  }
}
