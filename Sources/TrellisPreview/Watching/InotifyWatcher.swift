#if os(Linux)
  import Foundation
  import Glibc
  import Synchronization

  /// Watches directories with Linux's inotify and reports the paths of files written, created,
  /// moved or deleted in them (not below them): an editor's save, in place or by renaming a
  /// temporary file over the old one, is seen either way.
  ///
  /// Events are read on a thread of the watcher's own. Their paths (absolute; hidden files such as
  /// an editor's `.swp` or Trellis's own staging left out) gather in ``takeChanges()``, and
  /// ``signals`` says when there are some: once a burst of events has been quiet for
  /// `quietPeriod`, or for ``settlePeriod`` when its last event finished a save (a file closed
  /// after writing, or renamed into place: nothing more is coming for it). Events that come while
  /// the reader is busy gather too, and make one signal.
  final class InotifyWatcher: FileWatcher {
    private let descriptor: Int32
    private let quietPeriod: Int32
    private let watches = Mutex<[Int32: String]>([:])
    private let changed = Mutex<Set<String>>([])
    private let stopped = Atomic<Bool>(false)
    let signals: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    /// Writes too (IN_MODIFY), not only closes: a file being saved in several writes keeps the
    /// burst going, so the rebuild waits for the save to end.
    static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
    /// Events that end a save.
    static let finishing = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
    /// How long the events after a finished save must be quiet, in milliseconds: long enough for
    /// a save of several files to go on, short next to a page's reload.
    static let settlePeriod: Int32 = 5

    init(quietPeriod: Duration) throws(WatchError) {
      descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard descriptor >= 0 else { throw WatchError("inotify: \(String(cString: strerror(errno)))") }
      self.quietPeriod = Int32(
        max(1, quietPeriod.components.seconds * 1000 + quietPeriod.components.attoseconds / 1_000_000_000_000_000))
      (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
      let thread = Thread { [self] in readEvents() }
      thread.name = "trellis.watch"
      thread.start()
    }

    @discardableResult
    func watch(_ directories: [String]) -> [String] {
      watches.withLock { watches in
        var added: [String] = []
        let wanted = Set(directories)
        for (watch, path) in watches where !wanted.contains(path) {
          inotify_rm_watch(descriptor, watch)
          watches[watch] = nil
        }
        for directory in directories where !watches.values.contains(directory) {
          let watch = inotify_add_watch(descriptor, directory, Self.mask | UInt32(IN_ONLYDIR))
          if watch >= 0 {
            watches[watch] = directory
            added.append(directory)
          }
        }
        return added
      }
    }

    var hasChanges: Bool { changed.withLock { !$0.isEmpty } }

    var quiet: Duration { .milliseconds(Int(quietPeriod)) }

    /// The reading thread takes events as they come; a few milliseconds cover its wake-up.
    var latency: Duration { .milliseconds(5) }

    func takeChanges() -> Set<String> {
      changed.withLock { paths in
        defer { paths = [] }
        return paths
      }
    }

    func stop() {
      stopped.store(true, ordering: .releasing)
    }

    private func readEvents() {
      let size = 64 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
      defer {
        buffer.deallocate()
        close(descriptor)
        continuation.finish()
      }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      var waiting = false  // events read, waiting for the burst to end
      var finished = false  // the burst's last event finished a save
      while !stopped.load(ordering: .acquiring) {
        // Wakes up every 100 ms to notice stop(); while a burst goes on, after the quiet period.
        let wait = waiting ? (finished ? min(Self.settlePeriod, quietPeriod) : quietPeriod) : 100
        guard poll(&poller, 1, wait) > 0 else {
          if waiting { continuation.yield() }
          waiting = false
          continue
        }
        let count = read(descriptor, buffer, size)
        guard count > 0 else { continue }
        var paths: Set<String> = []
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
          let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
          if isWatchedName(name),
            let directory = watches.withLock({ $0[event.wd] })
          {
            paths.insert(directory + "/" + name)
            finished = event.mask & Self.finishing != 0
          }
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
        }
        if !paths.isEmpty {
          changed.withLock { $0.formUnion(paths) }
          waiting = true
        }
      }
    }
  }
#endif
