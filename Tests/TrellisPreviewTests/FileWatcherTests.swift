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

    /// The changes reported until they hold `expected` (waiting up to five seconds), and any
    /// that come within the next 300 ms: on a busy machine one set of edits may come as two
    /// bursts, and what matters is that together they are exactly the edits made.
    func changes(expecting expected: Set<String>) async -> Set<String> {
      var found: Set<String> = []
      let deadline = ContinuousClock.now + .seconds(5)
      while ContinuousClock.now < deadline, !found.isSuperset(of: expected) {
        found.formUnion(watcher.takeChanges())
        try? await Task.sleep(for: .milliseconds(10))
      }
      try? await Task.sleep(for: .milliseconds(300))
      return found.union(watcher.takeChanges())
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
    #expect(await fixture.changes(expecting: [directory + "/a.json"]) == [directory + "/a.json"])

    // A save by rename, as most editors do: a hidden temporary file moved over the old one.
    try "[1]".write(toFile: directory + "/.b.json.tmp", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: directory + "/b.json")
    try FileManager.default.moveItem(atPath: directory + "/.b.json.tmp", toPath: directory + "/b.json")
    #expect(await fixture.changes(expecting: [directory + "/b.json"]) == [directory + "/b.json"])

    // A new file and a new folder; a backup and a hidden file, which are not reported.
    try "{}".write(toFile: directory + "/c.json", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: directory + "/images", withIntermediateDirectories: false)
    try "x".write(toFile: directory + "/c.json~", atomically: false, encoding: .utf8)
    try "x".write(toFile: directory + "/.hidden", atomically: false, encoding: .utf8)
    #expect(
      await fixture.changes(expecting: [directory + "/c.json", directory + "/images"]) == [
        directory + "/c.json", directory + "/images",
      ])

    // A folder's contents are not its parent's business; its deletion is.
    try "x".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: directory + "/a.json")
    #expect(await fixture.changes(expecting: [directory + "/a.json"]) == [directory + "/a.json"])

    // Once the folder is watched too, its files are seen.
    #expect(fixture.watcher.watch([directory, directory + "/images"]) == [directory + "/images"])
    try "y".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    #expect(await fixture.changes(expecting: [directory + "/images/d.png"]) == [directory + "/images/d.png"])

    // A directory no longer watched is not reported.
    fixture.watcher.watch([directory + "/images"])
    try "{}".write(toFile: directory + "/e.json", atomically: false, encoding: .utf8)
    try "z".write(toFile: directory + "/images/d.png", atomically: false, encoding: .utf8)
    #expect(await fixture.changes(expecting: [directory + "/images/d.png"]) == [directory + "/images/d.png"])
  }

  /// A burst of writes is signalled once it is over (the preview then rebuilds once; the
  /// preview's browser suite counts the rebuilds of such bursts).
  @Test(arguments: Kind.allCases) func aBurstIsSignalledWhenItEnds(_ kind: Kind) async throws {
    let fixture = try Fixture(kind)
    defer { fixture.finish() }
    var signals = fixture.watcher.signals.makeAsyncIterator()
    for round in 0..<5 {
      try "[\(round)]".write(toFile: fixture.directory + "/a.json", atomically: false, encoding: .utf8)
      try await Task.sleep(for: .milliseconds(5))
    }
    _ = await signals.next()
    #expect(fixture.watcher.takeChanges() == [fixture.directory + "/a.json"])
  }

  /// Two writes of the same length within one tick of the file system's clock leave the same
  /// stamp: a file written that recently is compared by its contents too, until its stamp is
  /// old enough to trust.
  @Test func aRecentFileIsComparedByItsContents() throws {
    let fixture = try Fixture(.polling)
    defer { fixture.finish() }
    let directory = fixture.directory
    let listed = try #require(PollingWatcher.listing(of: directory)?["a.json"])
    #expect(listed.contents != nil)  // written just now
    try "[]".write(toFile: directory + "/a.json", atomically: false, encoding: .utf8)
    var rewritten = try #require(PollingWatcher.listing(of: directory)?["a.json"])
    rewritten.stamp = listed.stamp  // as when both writes fall in one tick
    #expect(PollingWatcher.hasChanged(from: listed, to: rewritten))
    #expect(!PollingWatcher.hasChanged(from: listed, to: listed))
    // An old stamp is trusted: the contents are not read, and a file whose stamp has just become
    // old enough is not taken for changed.
    var old = listed
    old.contents = nil
    #expect(!PollingWatcher.hasChanged(from: old, to: old))
    #expect(!PollingWatcher.hasChanged(from: listed, to: old))
    // A folder that became a file, and the other way round.
    var folder = listed
    folder.stamp.isDirectory = true
    #expect(PollingWatcher.hasChanged(from: listed, to: folder) && PollingWatcher.hasChanged(from: folder, to: listed))
  }

  /// A file left alone is never reported, also when its stamp grows old enough to trust and its
  /// contents are no longer hashed.
  @Test func aFileLeftAloneIsNotAChange() async throws {
    let fixture = try Fixture(.polling)
    defer { fixture.finish() }
    try await Task.sleep(for: .nanoseconds(PollingWatcher.racyWindow + 500_000_000))
    #expect(fixture.watcher.takeChanges() == [])
  }
}
