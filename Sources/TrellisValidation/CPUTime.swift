import Foundation
import Synchronization

/// CPU time summed over the threads that spend it. A build validates each file on the thread
/// that writes it, interleaved with rendering: this is how its validating is read apart from the
/// rest (the `validating` figure of `trellis build --timings` and of `serve`'s summary lines).
/// Each measured call asks the kernel for its thread's CPU clock twice (well under a microsecond).
package final class CPUTime: Sendable {
  private let nanoseconds = Atomic<Int>(0)

  package init() {}

  /// The CPU time measured so far.
  package var total: Duration { .nanoseconds(nanoseconds.load(ordering: .relaxed)) }

  /// Runs `body`, adding the CPU time this thread spent in it. Calls are not nested: a measured
  /// call inside another would be counted twice.
  func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let start = Self.threadNanoseconds()
    defer { nanoseconds.add(Self.threadNanoseconds() - start, ordering: .relaxed) }
    return try body()
  }

  /// The CPU time this thread has used.
  private static func threadNanoseconds() -> Int {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
  }
}
