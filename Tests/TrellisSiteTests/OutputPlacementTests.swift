import Foundation
import Testing
import TrellisDiagnostics

@testable import TrellisSite

#if os(Linux)
  import CTrellisFileSystem  // setxattr, getxattr
#endif

/// The output folder is the user's: a build keeps its mode, owner, group and attributes and
/// those of every folder in it, never writes through a link planted in it, removes only names
/// its manifest holds safely, and builds into a folder that cannot be swapped (a mount point) by
/// moving the new site in file by file. Each test here failed before its fix.
@Suite struct OutputPlacementTests {
  /// A scratch folder with a site folder (empty: the staging needs only its path) and an output path.
  private struct Scratch: ~Copyable {
    let root: String
    var site: String { root + "/site" }
    var output: String { root + "/out" }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-placement-\(UUID())").path
      try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Builds `files` into the output: swapped in, or moved in file by file when `inPlace`.
    func build(_ files: [String: String], inPlace: Bool = false) throws(DiagnosticError) {
      var staging = try OutputStaging(
        output: output, siteDirectory: site, check: nil, inPlace: inPlace ? "tested in place" : nil)
      for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        do {
          try staging.write(OutputFile(path: path, text: text))
        } catch {
          staging.cancel()
          throw error
        }
      }
      try staging.commit()
    }

    func read(_ path: String) -> String? { try? String(contentsOfFile: output + "/" + path, encoding: .utf8) }
  }

  private func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  /// Folders whose name is one character (`i/logo.svg`, `x`, `é`) were a crash on the second
  /// build, in the carry-over (Foundation's path functions trap on such a name here).
  @Test(arguments: [false, true])
  func oneCharacterNamesBuildAgainAndAgain(inPlace: Bool) throws {
    let scratch = try Scratch()
    // `ü/\u{301}x`: a combining mark right after the slash (one Character with it) is a name of its own.
    let files = ["i/logo.svg": "<svg/>", "x": "x", "é/a.txt": "a", "index.html": "home", "ü/\u{301}x": "mark"]
    try scratch.build(files)
    #expect(scratch.read("ü/\u{301}x") == "mark")
    try FileManager.default.createDirectory(atPath: scratch.output + "/y", withIntermediateDirectories: true)
    try "mine".write(toFile: scratch.output + "/y/z", atomically: false, encoding: .utf8)
    try scratch.build(files, inPlace: inPlace)
    try scratch.build(["index.html": "again"], inPlace: inPlace)
    #expect(FileManager.default.fileExists(atPath: scratch.output + "/ü") == false)
    #expect(scratch.read("index.html") == "again")
    #expect(scratch.read("i/logo.svg") == nil && scratch.read("x") == nil && scratch.read("é/a.txt") == nil)
    #expect(scratch.read("y/z") == "mine")
  }

  /// The output folder and every folder in it keep their mode (setgid and sticky bits too),
  /// group and extended attributes; a folder made anew in a setgid folder takes its group.
  @Test(arguments: [false, true])
  func foldersKeepTheirModeGroupAndAttributes(inPlace: Bool) throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1", "assets/site.css": "a", "shared/readme.txt": "r"])
    let group: gid_t = getuid() == 0 ? 100 : getegid()
    #expect(chmod(scratch.output, 0o700) == 0)
    #expect(chown(scratch.output + "/assets", getuid(), group) == 0)
    #expect(chmod(scratch.output + "/assets", 0o2750) == 0)
    #expect(chmod(scratch.output + "/shared", 0o1777) == 0)
    let attribute = "user.trellis-test"
    let hasAttributes = setxattr(scratch.output, attribute, "kept", 4, 0) == 0
    try scratch.build(
      ["index.html": "2", "assets/site.css": "b", "assets/new/x.css": "x", "shared/readme.txt": "s"],
      inPlace: inPlace)
    #expect(scratch.read("index.html") == "2")
    #expect(status(scratch.output).map { $0.st_mode & 0o7777 } == 0o700)
    #expect(status(scratch.output + "/assets").map { $0.st_mode & 0o7777 } == 0o2750)
    #expect(status(scratch.output + "/assets").map(\.st_gid) == group)
    #expect(status(scratch.output + "/assets/new").map(\.st_gid) == group)
    #expect(status(scratch.output + "/shared").map { $0.st_mode & 0o7777 } == 0o1777)
    if hasAttributes {
      var value = [UInt8](repeating: 0, count: 16)
      let count = getxattr(scratch.output, attribute, &value, value.count)
      #expect(count == 4 && String(decoding: value.prefix(4), as: UTF8.self) == "kept")
    }
  }

  /// Built by root into a folder a user owns, the folder and its folders stay the user's.
  @Test(.enabled(if: getuid() == 0))
  func rootKeepsAUsersFolderTheUsers() throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1", "assets/site.css": "a"])
    #expect(chown(scratch.output, 1000, 1000) == 0 && chown(scratch.output + "/assets", 1000, 1000) == 0)
    try scratch.build(["index.html": "2", "assets/site.css": "b"])
    #expect(status(scratch.output).map { ($0.st_uid, $0.st_gid) } ?? (0, 0) == (1000, 1000))
    #expect(status(scratch.output + "/assets").map { ($0.st_uid, $0.st_gid) } ?? (0, 0) == (1000, 1000))
  }

  /// A name with a line break could add a line to the manifest, and a later build removed the
  /// user's file that line named. Every name now is one line; a manifest's line that names
  /// something outside the output is ignored.
  @Test(arguments: [false, true])
  func theManifestHoldsEveryNameSafely(inPlace: Bool) throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(atPath: scratch.output, withIntermediateDirectories: true)
    try "mine".write(toFile: scratch.output + "/notes.txt", atomically: false, encoding: .utf8)
    try "theirs".write(toFile: scratch.root + "/victim", atomically: false, encoding: .utf8)
    try scratch.build(["index.html": "1", "x\nnotes.txt": "injected", "a\\nb": "backslash"], inPlace: inPlace)
    #expect(scratch.read("x\nnotes.txt") == "injected" && scratch.read("a\\nb") == "backslash")
    try scratch.build(["index.html": "2"], inPlace: inPlace)
    #expect(scratch.read("notes.txt") == "mine")
    #expect(scratch.read("x\nnotes.txt") == nil && scratch.read("a\\nb") == nil)
    // An edited manifest cannot reach outside the output.
    let manifest = scratch.output + "/" + OutputManifest.name
    try (OutputManifest.header + "\n../victim\n/etc/hostname\nindex.html\n").write(
      toFile: manifest, atomically: false, encoding: .utf8)
    try scratch.build(["index.html": "3"], inPlace: inPlace)
    #expect(try String(contentsOfFile: scratch.root + "/victim", encoding: .utf8) == "theirs")
  }

  @Test func manifestNamesReadBackAsWritten() {
    let names = ["index.html", "a\nb", "c\\d", "e\\nf", "g\r\nh", "sp ace/é.txt"]
    #expect(OutputManifest.paths(in: OutputManifest.text(names)) == names.sorted())
    // A manifest of an earlier version: a name per line.
    #expect(OutputManifest.paths(in: "index.html\nassets/site.css\n../x\n") == ["index.html", "assets/site.css"])
  }

  /// Moved in file by file, a build replaces the old site's files, removes those the new site
  /// does not have (and the folders they leave empty), keeps the user's, keeps unchanged files
  /// as they were (same inode), and leaves nothing of its own behind.
  @Test func inPlaceReplacesTheOldSite() throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1", "old/page.html": "old", "same.html": "same"])
    try "mine".write(toFile: scratch.output + "/notes.txt", atomically: false, encoding: .utf8)
    let same = try #require(status(scratch.output + "/same.html"))
    try scratch.build(["index.html": "2", "same.html": "same", "new/page.html": "new"], inPlace: true)
    #expect(scratch.read("index.html") == "2" && scratch.read("new/page.html") == "new")
    #expect(!FileManager.default.fileExists(atPath: scratch.output + "/old"))
    #expect(scratch.read("notes.txt") == "mine")
    #expect(status(scratch.output + "/same.html")?.st_ino == same.st_ino)
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.output).sorted()
    #expect(names == [OutputManifest.name, "index.html", "new", "notes.txt", "same.html"])
  }

  /// A file of the user's where the new site has one (or needs a folder) is an error before
  /// anything changes, in place as when swapped.
  @Test(arguments: [false, true])
  func aUsersFileInTheWayChangesNothing(inPlace: Bool) throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1"])
    try "mine".write(toFile: scratch.output + "/about.html", atomically: false, encoding: .utf8)
    try "mine".write(toFile: scratch.output + "/docs", atomically: false, encoding: .utf8)
    for files in [["index.html": "2", "about.html": "new"], ["index.html": "2", "docs/a.html": "new"]] {
      let error = #expect(throws: DiagnosticError.self) { try scratch.build(files, inPlace: inPlace) }
      #expect(error?.diagnostics.first?.message.description.contains("was not written by Trellis") == true)
      #expect(
        scratch.read("index.html") == "1" && scratch.read("about.html") == "mine" && scratch.read("docs") == "mine")
      let names = try FileManager.default.contentsOfDirectory(atPath: scratch.output).sorted()
      #expect(names == [OutputManifest.name, "about.html", "docs", "index.html"])
    }
  }

  /// `trellis serve` replaces files in place: a link planted where a file goes, or as a folder
  /// on its way, is never written through (it wrote through `.NAME.trellis-PID`).
  @Test func replacingNeverWritesThroughALink() throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1", "dir/page.html": "p"])
    let victim = scratch.root + "/victim"
    try "theirs".write(toFile: victim, atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: scratch.root + "/elsewhere", withIntermediateDirectories: true)
    // Links where the old scheme's temporary files would go, and in place of the page itself.
    for pid in [getpid(), getpid() + 1] {
      #expect(symlink(victim, scratch.output + "/.index.html.trellis-\(pid)") == 0)
    }
    #expect(unlink(scratch.output + "/index.html") == 0 && symlink(victim, scratch.output + "/index.html") == 0)
    try OutputWriter.replace(
      [OutputFile(path: "index.html", text: "2")], removing: [], in: scratch.output, manifest: nil)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "theirs")
    #expect(status(scratch.output + "/index.html").map { $0.st_mode & S_IFMT } == S_IFREG)
    #expect(scratch.read("index.html") == "2")
    // A folder swapped for a link to another: refused, nothing written there.
    try FileManager.default.removeItem(atPath: scratch.output + "/dir")
    #expect(symlink(scratch.root + "/elsewhere", scratch.output + "/dir") == 0)
    #expect(throws: DiagnosticError.self) {
      try OutputWriter.replace(
        [OutputFile(path: "dir/page.html", text: "q")], removing: [], in: scratch.output, manifest: nil)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.root + "/elsewhere").isEmpty)
  }

  /// A file of the user's whose name is not UTF-8 could not be carried over: it was left in the
  /// staging directory, which the next build removed. Such an output is built in place.
  @Test func aUsersNameThatIsNotUTF8IsKept() throws {
    let scratch = try Scratch()
    try scratch.build(["index.html": "1"])
    let name = Array((scratch.output + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
    let descriptor = name.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    #expect(descriptor >= 0 && write(descriptor, "mine", 4) == 4)
    close(descriptor)
    try scratch.build(["index.html": "2"])
    try scratch.build(["index.html": "3"])
    #expect(scratch.read("index.html") == "3")
    var status = stat()
    #expect(name.withUnsafeBufferPointer { lstat($0.baseAddress!, &status) } == 0 && status.st_size == 4)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.root).sorted() == ["out", "site"])
  }
}
