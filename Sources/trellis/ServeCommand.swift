import ArgumentParser
import Trellis
import TrellisPreview

/// `trellis serve`: a live preview in the browser.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Build the site, serve it on loopback and rebuild it as its files change.",
    discussion: """
      Writes the site into the output directory as `trellis build` does, then serves that \
      directory over HTTP (GET and HEAD) on 127.0.0.1 and ::1. It watches site.json, the data \
      files, Templates/, images/ and static/; each change rebuilds only the sections it affects, and open \
      pages update in place without reloading. A bad edit is shown on the page and here, and the \
      last good build is served until it is fixed. Pages carry a small live-update script as \
      they are served; the files written are exactly what `trellis build` writes. Ctrl-C stops.
      """
  )

  @Option(name: [.short, .long], help: ArgumentHelp(siteHelp, valueName: "dir"))
  var site: String?

  @Option(name: [.short, .long], help: ArgumentHelp("Where to write the built site.", valueName: "dir"))
  var output = "Output"

  @Option(name: [.short, .long], help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
  var port = 8000

  @Option(
    name: .long,
    help: ArgumentHelp("The address to listen on (default: loopback, IPv4 and IPv6).", valueName: "address"))
  var host: String?

  @Flag(name: .long, help: ArgumentHelp(pollHelp))
  var poll = false

  @Flag(name: .long, help: "Open the site in a browser once it is served ($BROWSER, else the system's opener).")
  var open = false

  /// For tests only (Tests/Serve): the idle timeout in seconds instead of 10 s, so that
  /// a test of connections closed for idling takes a second, not ten. Hidden from the help.
  @Option(
    name: .customLong("idle-timeout-for-testing"),
    help: ArgumentHelp("For tests only: close idle connections after this many seconds.", visibility: .private))
  var idleTimeoutForTesting: Double?

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    if let seconds = idleTimeoutForTesting, !(seconds > 0 && seconds <= 3600) {
      throw ValidationError("--idle-timeout-for-testing must be more than 0 and at most 3600 seconds")
    }
  }

  func run() async throws {
    let site = try siteDirectory(self.site)
    guard isDirectory(site) else {
      printDiagnostics([Diagnostic(at: nil, .noSiteDirectory(site))])
      throw InputFailure()
    }
    var server = PreviewServer(siteDirectory: site, output: output, host: host, port: port)
    server.opensBrowser = open
    server.polling = poll
    if let seconds = idleTimeoutForTesting { server.limits.idleTimeout = .milliseconds(Int(seconds * 1000)) }
    do {
      try await server.run(report: printReport)
    } catch let error as DiagnosticError {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    } catch let error as PreviewServer.ServeError {
      printDiagnostics([Diagnostic(at: nil, error.message)])
      throw InputFailure()
    } catch {
      printDiagnostics([Diagnostic(at: nil, .unexpected(error))])
      throw InputFailure()
    }
  }
}
