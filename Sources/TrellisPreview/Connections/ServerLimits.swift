import Foundation

/// What a connection to the preview server may hold: time, descriptors and request bytes. Past
/// them it is closed (or, past the number of connections, waits to be accepted), so that idle,
/// slow or half-sent connections cannot use the server up. An audit held 300 slowloris
/// connections open for 30 s; under `ulimit -n 512`, 600 idle ones ran the process out of
/// descriptors and it crashed (SIGILL in libdispatch's worker-pool monitor).
package struct ServerLimits: Sendable {
  /// How long a connection may be without a request: from its opening, or from the end of its
  /// last response, until the next request's head has been read whole. It is at once the idle
  /// timeout, the keep-alive timeout (nginx's `keepalive_timeout`, 75 s) and the header timeout
  /// (`client_header_timeout`, 60 s: a head sent a line at a time, slowloris, is cut when the
  /// time is up, whatever it sent meanwhile), as Hummingbird's idle timeout is. 10 s: clients are
  /// browsers on this machine, which send a head in one packet and open a new connection at once
  /// when a kept-alive one was closed. A response being sent is never cut, however long it lasts
  /// (an event stream).
  package var idleTimeout: Duration = .seconds(10)

  /// The most connections open at once, over every address served (each gets an equal share):
  /// a browser opens up to six per address, event streams included. Lowered
  /// to fit the process's descriptor limit with ``reservedDescriptors`` to spare. Past it, new
  /// connections wait in the listen queue until one closes (at most ``idleTimeout`` later, unless
  /// they are event streams) instead of being accepted with descriptors the server needs.
  package var maximumConnections = 512

  /// The most bytes of header fields a request head may have (a header field, or all of them):
  /// past it the answer is 431 Request Header Fields Too Large and the connection is closed at
  /// once, without reading the rest. 64 KB, as nginx's largest `large_client_header_buffers`
  /// settings; a browser's head is under 2 KB.
  package var maximumHeadSize = 64 * 1024

  /// Descriptors kept for what is not a connection: the files being served, rebuilds, the file
  /// watcher, the event loops, and libdispatch, which crashed the server when none was left.
  static let reservedDescriptors = 64

  package init() {}

  /// The connections each of `listeners` addresses may have open at once, within
  /// `descriptorLimit` (the process's soft RLIMIT_NOFILE); at least one.
  func connections(perListenerOf listeners: Int, descriptorLimit: Int) -> Int {
    let listeners = max(1, listeners)
    let fitting = (descriptorLimit - Self.reservedDescriptors) / listeners
    return max(1, min(maximumConnections / listeners, fitting))
  }

  /// The process's descriptor limit (the soft RLIMIT_NOFILE); `Int.max` when there is none or it
  /// cannot be read.
  static var descriptorLimit: Int {
    var limit = rlimit()
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let resource = RLIMIT_NOFILE
    #endif
    guard getrlimit(resource, &limit) == 0 else { return Int.max }
    return Int(clamping: limit.rlim_cur)  // RLIM_INFINITY is the largest value
  }
}
