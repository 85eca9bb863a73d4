/// What the preview needs of a file watcher: the paths of files written, created, moved or
/// deleted in a set of directories (not below them), and a signal when a burst of changes is over.
///
/// Two kinds stand behind it: ``InotifyWatcher`` (Linux's notifications, the default there) and
/// ``PollingWatcher`` (portable: it compares the directories' listings every few milliseconds).
/// ``makeFileWatcher(quietPeriod:polling:)`` picks one.
protocol FileWatcher: AnyObject, Sendable {
  /// Yields once each burst of changes has been quiet for the quiet period.
  var signals: AsyncStream<Void> { get }

  /// Watches exactly these directories from now on (those that exist); others are dropped.
  /// Returns the directories newly watched (their files may have changed unseen).
  @discardableResult
  func watch(_ directories: [String]) -> [String]

  /// Whether changes have been seen that ``takeChanges()`` has not taken yet.
  var hasChanges: Bool { get }

  /// How long a burst of changes must be quiet before ``signals`` tells.
  var quiet: Duration { get }

  /// The longest a change made now can take to be seen (``hasChanges``): nearly nothing for
  /// notifications, up to two listings for a polling watcher (one may have begun just before).
  var latency: Duration { get }

  /// The paths (absolute) changed since the last call. Hidden files (an editor's `.swp`,
  /// Trellis's own staging) and backups ending in `~` are left out.
  func takeChanges() -> Set<String>

  /// Stops watching; ``signals`` finishes.
  func stop()
}

/// Why a watcher could not start.
struct WatchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A watcher: Linux's inotify where there is one, unless `polling` asks for the portable
/// ``PollingWatcher`` (`trellis serve --poll`, for file systems that send no notifications, such
/// as network shares); elsewhere always polling.
func makeFileWatcher(quietPeriod: Duration, polling: Bool) throws(WatchError) -> any FileWatcher {
  #if os(Linux)
    if !polling { return try InotifyWatcher(quietPeriod: quietPeriod) }
  #endif
  return PollingWatcher(quietPeriod: quietPeriod)
}

/// Whether a file's name is one a watcher reports: not hidden, not a backup.
func isWatchedName(_ name: some StringProtocol) -> Bool {
  !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix("~")
}
