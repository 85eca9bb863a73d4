import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import Synchronization
import TrellisData
import TrellisDiagnostics
import TrellisSite

/// `trellis serve`: builds the site, serves the output over HTTP on loopback, watches the site's
/// files and rebuilds what each change affects, telling open pages what changed.
package struct PreviewServer: Sendable {
  package var siteDirectory: String
  package var output: String
  /// nil: loopback, on IPv4 (127.0.0.1) and IPv6 (::1, when the machine has it).
  package var host: String?
  /// 0 picks a free port.
  package var port: Int
  /// Changes closer together than this are rebuilt together.
  package var quietPeriod: Duration = .milliseconds(25)
  /// Whether to open the site in a browser once it is served: `$BROWSER` when set, else the
  /// system's opener (`xdg-open`, or `open` on macOS).
  package var opensBrowser = false
  /// Stands for site.json's base URL when given.
  package var baseURL: String?
  /// Whether to watch the site's files by listing them every 50 ms instead of the system's
  /// notifications (inotify on Linux): for file systems that send none, such as network shares.
  /// Where there are no notifications Trellis knows, it always polls.
  package var polling = false
  /// How long connections may idle, how many may be open, how large a request head may be.
  package var limits = ServerLimits()

  package init(siteDirectory: String, output: String, host: String?, port: Int) {
    self.siteDirectory = siteDirectory
    self.output = output
    self.host = host
    self.port = port
  }

  /// What the server tells its user: a line on standard output, or problems on standard error.
  package enum Report: Sendable {
    case info(String)
    case problems([Diagnostic], String)
  }

  /// Serves until SIGINT or SIGTERM; throws when the output is no place for a site, when the
  /// watcher cannot start, or when no address can be listened on.
  package func run(report: @escaping @Sendable (Report) -> Void) async throws {
    // A port in use is said before anything is built.
    if port != 0, !Self.canListen(on: host ?? "127.0.0.1", port: port) {
      throw ServeError(.portInUse(port, host: host ?? "127.0.0.1"))
    }
    let build = try SiteBuild(siteDirectory: siteDirectory, output: output, baseURL: baseURL)
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    guard let root = OutputPath.realPath(output) else { throw ServeError(.cannotOpenOutput(output)) }
    let events = LiveEvents()
    let watcher: any FileWatcher
    do {
      watcher = try makeFileWatcher(quietPeriod: quietPeriod, polling: polling)
    } catch {
      throw ServeError(.cannotWatch(error.description))
    }
    let session = PreviewSession(build: build, watcher: watcher, events: events, report: report)
    session.buildFirst()

    let port = self.port == 0 ? try Self.freePort(on: host ?? "127.0.0.1") : self.port
    var hosts = [host ?? "127.0.0.1"]
    if host == nil {
      if Self.canListen(on: "::1", port: port) {
        hosts.append("::1")
      } else {
        report(.info("IPv6 loopback (::1) is not available here; serving on IPv4 only"))
      }
    }
    var logger = Logger(label: "trellis.serve")
    logger.logLevel = .critical
    let responder = PreviewResponder(
      root: root, events: events, version: { session.version }, pending: { session.pendingContents(of: $0) })
    let urls = hosts.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(port)/" }
    let started = Started(count: hosts.count)
    let limits = self.limits
    let connections = limits.connections(perListenerOf: hosts.count, descriptorLimit: ServerLimits.descriptorLimit)
    let apps = hosts.map { address in
      Application(
        responder: responder,
        server: HTTPServerBuilder { PreviewChannel(responder: $0, limits: limits) },
        configuration: .init(
          address: .hostname(address, port: port), serverName: nil,
          availableConnectionsDelegate: MaximumAvailableConnections(connections, logger: logger)),
        onServerRunning: { _ in
          if started.oneMore() {
            report(
              .info(
                "serving \(output)/ at \(urls.joined(separator: " and ")); watching \(siteDirectory)/ (Ctrl-C stops)"))
            if opensBrowser, let url = urls.first { report(.info(Self.openBrowser(at: url))) }
          }
        },
        logger: logger)
    }
    let group = ServiceGroup(
      configuration: .init(
        services: apps.map { .init(service: $0) } + [.init(service: session)],
        gracefulShutdownSignals: [.sigint, .sigterm],
        logger: logger))
    do {
      try await group.run()
    } catch {
      throw ServeError(.cannotServe(on: urls, error))
    }
    report(.info("stopped"))
  }

  /// Rebuilds the site as its files change, without serving it (`trellis build --watch`): the
  /// first build, then one rebuild per batch of changes, each reported, until SIGINT or SIGTERM.
  package func watch(report: @escaping @Sendable (Report) -> Void) async throws {
    let build = try SiteBuild(siteDirectory: siteDirectory, output: output, baseURL: baseURL)
    let watcher: any FileWatcher
    do {
      watcher = try makeFileWatcher(quietPeriod: quietPeriod, polling: polling)
    } catch {
      throw ServeError(.cannotWatch(error.description))
    }
    let session = PreviewSession(build: build, watcher: watcher, events: LiveEvents(), report: report)
    session.buildFirst()
    report(.info("watching \(siteDirectory)/ (Ctrl-C stops)"))
    var logger = Logger(label: "trellis.watch")
    logger.logLevel = .critical
    let group = ServiceGroup(
      configuration: .init(
        services: [.init(service: session)], gracefulShutdownSignals: [.sigint, .sigterm], logger: logger))
    try await group.run()
    report(.info("stopped"))
  }

  /// Opens `url` in a browser: `$BROWSER URL` when set, else `xdg-open URL` (`open URL` on
  /// macOS). Returns what to tell the user.
  static func openBrowser(at url: String) -> String {
    #if os(macOS)
      let opener = "open"
    #else
      let opener = "xdg-open"
    #endif
    let command = ProcessInfo.processInfo.environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? opener
    let searchPath = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    let executable =
      command.contains("/")
      ? command : searchPath.map { $0 + "/" + command }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let executable, FileManager.default.isExecutableFile(atPath: executable) else {
      return "could not open a browser: no \(command) here (set BROWSER to one); open \(url) yourself"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "could not open a browser (\(command)): \(error.localizedDescription); open \(url) yourself"
    }
    return "opening \(url) with \(command)"
  }

  /// Why the server could not start or stopped: printed as a diagnostic.
  package struct ServeError: Error, CustomStringConvertible {
    package var message: Diagnostic.Message
    init(_ message: Diagnostic.Message) { self.message = message }
    package var description: String { message.text }
  }

  /// Counts servers up: true once, when the last has started.
  private final class Started: Sendable {
    private let remaining: Mutex<Int>
    init(count: Int) { remaining = Mutex(count) }
    func oneMore() -> Bool {
      remaining.withLock {
        $0 -= 1
        return $0 == 0
      }
    }
  }

  // MARK: - Addresses

  /// A port free on `host` now (for `--port 0`).
  static func freePort(on host: String) throws -> Int {
    guard let port = bind(host, port: 0) else { throw ServeError(.noFreePort(on: host)) }
    return port
  }

  static func canListen(on host: String, port: Int) -> Bool { bind(host, port: port) != nil }

  /// Binds a TCP socket to `host:port` and closes it; the port bound, or nil.
  private static func bind(_ host: String, port: Int) -> Int? {
    let isIPv6 = host.contains(":")
    let socket = systemSocket(isIPv6 ? AF_INET6 : AF_INET, streamSocket, 0)
    guard socket >= 0 else { return nil }
    defer { close(socket) }
    var reuse: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    if isIPv6 {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = in_port_t(UInt16(port).bigEndian)
      guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return nil }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          systemBind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
      guard bound == 0 else { return nil }
      var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
      _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
      }
      return Int(UInt16(bigEndian: address.sin6_port))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        systemBind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { return nil }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

// The C socket calls, named apart from this file's own `bind(_:port:)`.
#if canImport(Darwin)
  private let systemSocket = Darwin.socket
  private let systemBind = Darwin.bind
  private let streamSocket = SOCK_STREAM
#else
  private let systemSocket = Glibc.socket
  private let systemBind = Glibc.bind
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#endif
