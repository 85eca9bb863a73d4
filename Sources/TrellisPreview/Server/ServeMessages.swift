import TrellisDiagnostics

/// Every message about starting and running the preview server, in one place.
extension Diagnostic.Message {
  static func portInUse(_ port: Int, host: String) -> Self {
    Self(
      "serve.portInUse",
      "port \(port) on \(host) is in use (another trellis serve?); choose another with --port, or --port 0 for any free port"
    )
  }

  static func noFreePort(on host: String) -> Self { Self("serve.noFreePort", "no free port on \(host)") }

  static func cannotOpenOutput(_ output: String) -> Self { Self("serve.cannotOpenOutput", "cannot open \(output)") }

  static func cannotServe(on urls: [String], _ error: any Error) -> Self {
    Self("serve.cannotServe", "cannot serve on \(urls.joined(separator: " and ")): \(error)")
  }

  /// The file watcher could not start: `reason` says why (`inotify: Too many open files`).
  static func cannotWatch(_ reason: String) -> Self { Self("serve.cannotWatch", "cannot watch the site: \(reason)") }
}
