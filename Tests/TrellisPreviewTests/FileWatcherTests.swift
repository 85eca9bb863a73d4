import Foundation
import Testing

@testable import TrellisPreview

/// Both watchers report the same changes: what an editor's save, a rename over a file, a new file,
/// a deletion and a folder's appearance look like, and not hidden or backup files. The polling
/// watcher is the one Trellis uses where there is no inotify, so it is tested here on Linux.
@Suite struct FileWatcherTests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case notifications, polling
    var testDescription: String { rawValue }
  }

  /// A fresh directory holding `a.json` and `b.json`, and a watcher of it.
  struct Fixture {
    let directory: String
    let watcher: any FileWatcher

    init(_ kind: Kind) throws {
      directory = NSTemporaryDirectory() + "trellis-watch-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      try "{}".write(toFile: directory + "/a.json", atomically: false, encoding: .utf8)
      try "{}".write(toFile: directory + "/b.json", atomically: false, encoding: .utf8)
      #if os(Linux)
        watcher = try makeFileWatcher(quietPeriod: .milliseconds(25), polling: kind == .polling)
      #else
        watcher = try makeFileWatcher(quietPeriod: .milliseconds(25), polling: true)
      #endif
      #expect(watcher.watch([directory, directory + "/missing"]) == [directory])
    }

    /// The changes of the next burst, waiting up to five seconds for its signal.
    func nextChanges() async -> Set<String> {
      var signals = watcher.signals.makeAsyncIterator()
      let deadline = ContinuousClock.now + .seconds(5)
      while ContinuousClock.now < deadline {
        if watcher.hasChanges {
          _ = await signals.next()
          return watcher.takeChanges()
        }
        try? await Task.sleep(for: .milliseconds(10))
      }
      return []
    }

    func finish() {
      watcher.stop()
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  @Test(arguments: Kind.allCases) func seesWritesRenamesCreationsAndDeletions(_ kind: Kind) async throws {
    let fixture = try Fixture(kind)
    defer { fixture.finish() }
    let directory = fixture.directory

    // A save in place, of the same length: only its times and contents change.
    try "[]".write(toFile: directory + "/a.json", atomically: false, encoding: .utf8)
    #expect(await fixture.nextChanges() == [directory + "/a.json"])

    // A save by rename, as most editors do: a hidden temporary file moved over the old one.
    try "[1]".write(toFile: directory + "/.b.json.tmp", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: directory + "/b.json")
    try FileManager.default.moveItem(atPath: directory + "/.b.json.tmp", toPath: directory + "/b.json")
    #expect(await fixture.nextChanges() == [directory + "/b.json"])

    // A new file and a new folder; a backup and a hidden file, which are not reported.
    try "{}".write(toFile: directory + "/c.json", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: false)
    try "x".write(toFile: directory + "/c.json~", atomically: false, encoding: .utf8)
    try "x".write(toFile: directory + "/.hidden", atomically: false, encoding: .utf8)
    #expect(await fixture.nextChanges() == [directory + "/c.json", directory + "/images"])

    // A folder's contents are not its parent's business; its deletion is.
    try "x".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: directory + "/a.json")
    #expect(await fixture.nextChanges() == [directory + "/a.json"])

    // Once the folder is watched too, its files are seen.
    #expect(fixture.watcher.watch([directory, directory + "/images"]) == [directory + "/images"])
    try "y".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    #expect(await fixture.nextChanges() == [directory + "/images/d.png"])

    // A directory no longer watched is not reported.
    fixture.watcher.watch([directory + "/images"])
    try "{}".write(toFile: directory + "/e.json", atomically: false, encoding: .utf8)
    try "z".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    #expect(await fixture.nextChanges() == [directory + "/images/d.png"])
  }

  /// Writes in quick succession make one burst and one signal.
  @Test(arguments: Kind.allCases) func aBurstOfSavesIsOneSignal(_ kind: Kind) async throws {
    let fixture = try Fixture(kind)
    defer { fixture.finish() }
    for round in 0..<5 {
      try "[\(round)]".write(toFile: fixture.directory + "/a.json", atomically: false, encoding: .utf8)
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(await fixture.nextChanges() == [fixture.directory + "/a.json"])
    try await Task.sleep(for: .milliseconds(200))
    #expect(!fixture.watcher.hasChanges)
  }
}
