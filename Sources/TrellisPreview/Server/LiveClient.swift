import TrellisDiagnostics

/// The preview's browser client, `Client/live.js` built into the binary (see that file for what
/// it does). Served at `/_trellis/live.js`; never part of `trellis build`'s output.
enum LiveClient {
  static let javascript = BundledClient.all.first { $0.name == "live" }?.text ?? ""

  /// Changes with the client's text.
  static let etag = "\"client-\(StableHash(javascript).hex)\""
}
