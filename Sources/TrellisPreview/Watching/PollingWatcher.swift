import Foundation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Watches directories by listing them every ``interval`` and comparing each file's inode, size,
/// and modification and change times with the last listing. It needs nothing of the system but
/// `stat`, so it works wherever Trellis builds, and on file systems that send no notifications.
///
/// It reports what ``InotifyWatcher`` reports: files written, created, replaced by a rename,
/// or deleted (a folder only when it appears or goes, not when its contents change); hidden and
/// backup files are left out. A burst ends when a listing finds nothing new after the quiet
/// period.
///
/// A file system keeps times in ticks (a few milliseconds on Linux, up to two seconds on some),
/// so a second write of the same length within the tick of the first leaves the stamp as it
/// was. A file written within ``racyWindow`` of a listing is therefore also compared by its
/// contents until its stamp is older than that (files up to ``largestHashed`` bytes; a larger
/// file is compared by its stamp alone).
final class PollingWatcher: FileWatcher {
  /// What a file's `stat` says that changes when it is written or replaced.
  struct Stamp: Equatable {
    var inode: UInt64
    var size: Int64
    var modified: Int64  // nanoseconds since 1970
    var changed: Int64
    var isDirectory: Bool
  }

  /// A file as last listed: its stamp, and a hash of its contents while the stamp is too recent
  /// to tell a later write of the same length.
  struct Entry: Equatable {
    var stamp: Stamp
    var contents: Int?
  }

  /// How recent a modification time must be for the file to be compared by its contents too.
  static let racyWindow: Int64 = 2_000_000_000  // nanoseconds
  /// The largest file compared by its contents.
  static let largestHashed: Int64 = 8 << 20

  /// Each watched directory's files (by name) as last listed.
  private let listings = Mutex<[String: [String: Entry]]>([:])
  private let changed = Mutex<Set<String>>([])
  private let stopped = Atomic<Bool>(false)
  private let quietPeriod: Duration
  /// How often the directories are listed.
  let interval: Duration
  let signals: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init(quietPeriod: Duration, interval: Duration = .milliseconds(50)) {
    self.quietPeriod = quietPeriod
    self.interval = interval
    (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let thread = Thread { [self] in poll() }
    thread.name = "trellis.watch"
    thread.start()
  }

  @discardableResult
  func watch(_ directories: [String]) -> [String] {
    // Listed before the lock is taken: a new directory's files are its baseline, not changes.
    let wanted = Set(directories)
    let known = listings.withLock { Set($0.keys) }
    var fresh: [String: [String: Entry]] = [:]
    for directory in directories where !known.contains(directory) {
      if let listing = Self.listing(of: directory) { fresh[directory] = listing }
    }
    return listings.withLock { listings in
      for directory in listings.keys where !wanted.contains(directory) { listings[directory] = nil }
      var added: [String] = []
      for directory in directories where listings[directory] == nil {
        guard let listing = fresh[directory] else { continue }
        listings[directory] = listing
        added.append(directory)
      }
      return added
    }
  }

  var hasChanges: Bool { changed.withLock { !$0.isEmpty } }

  var quiet: Duration { quietPeriod }

  var latency: Duration { interval * 2 }

  func takeChanges() -> Set<String> {
    changed.withLock { paths in
      defer { paths = [] }
      return paths
    }
  }

  func stop() {
    stopped.store(true, ordering: .releasing)
  }

  private func poll() {
    defer { continuation.finish() }
    let clock = ContinuousClock()
    var lastChange: ContinuousClock.Instant?  // a burst goes on
    let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
    while !stopped.load(ordering: .acquiring) {
      Thread.sleep(forTimeInterval: seconds)
      let paths = scan()
      if !paths.isEmpty {
        changed.withLock { $0.formUnion(paths) }
        lastChange = clock.now
      } else if let last = lastChange, clock.now - last >= quietPeriod {
        continuation.yield()
        lastChange = nil
      }
    }
  }

  /// Lists every watched directory again; returns the paths that changed since the last listing.
  private func scan() -> Set<String> {
    let directories = listings.withLock { Array($0.keys) }
    var found: [String: [String: Entry]] = [:]
    for directory in directories {
      // A directory that cannot be listed any more has lost its files.
      found[directory] = Self.listing(of: directory) ?? [:]
    }
    return listings.withLock { listings in
      var paths: Set<String> = []
      for (directory, now) in found {
        // Dropped by watch(_:) while this scan ran: not watched any more.
        guard let before = listings[directory] else { continue }
        for (name, entry) in now {
          guard let old = before[name] else {
            paths.insert(directory + "/" + name)
            continue
          }
          if Self.hasChanged(from: old, to: entry) { paths.insert(directory + "/" + name) }
        }
        for name in before.keys where now[name] == nil { paths.insert(directory + "/" + name) }
        listings[directory] = now
      }
      return paths
    }
  }

  /// Whether a file listed as `old` and now as `new` changed: a folder when it became a file, or
  /// the other way round; a file when its stamp changed, or its contents when both listings
  /// hashed them.
  static func hasChanged(from old: Entry, to new: Entry) -> Bool {
    if old.stamp.isDirectory || new.stamp.isDirectory { return old.stamp.isDirectory != new.stamp.isDirectory }
    // Once a stamp is old enough to trust it is no longer hashed: a write within its tick came
    // long before the last listing, which hashed what it wrote.
    guard new.stamp == old.stamp else { return true }
    guard let before = old.contents, let now = new.contents else { return false }
    return before != now
  }

  /// The files of `directory` that a watcher reports, with their stamps (and the hashes of the
  /// contents of those written too recently to trust the stamp); nil when it cannot be listed.
  static func listing(of directory: String) -> [String: Entry]? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let recent = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec) - racyWindow
    var listing: [String: Entry] = [:]
    for name in names where isWatchedName(name) {
      let path = directory + "/" + name
      guard let stamp = stamp(of: path) else { continue }
      var entry = Entry(stamp: stamp, contents: nil)
      if !stamp.isDirectory, stamp.modified >= recent || stamp.changed >= recent, stamp.size <= largestHashed {
        entry.contents = FileManager.default.contents(atPath: path).map { data in
          var hasher = Hasher()
          data.withUnsafeBytes { hasher.combine(bytes: $0) }
          return hasher.finalize()
        }
      }
      listing[name] = entry
    }
    return listing
  }

  /// The file's stamp (not following a symbolic link), or nil when it has gone.
  static func stamp(of path: String) -> Stamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return Stamp(
      inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec),
      isDirectory: info.st_mode & S_IFMT == S_IFDIR)
  }
}
