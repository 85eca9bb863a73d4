/// The preview's browser client, `Client/live.js` built into the binary (see that file for what
/// it does). Served at `/_trellis/live.js`; never part of `trellis build`'s output.
enum LiveClient {
  static let javascript = BundledClient.all.first { $0.name == "live" }?.text ?? ""

  /// Changes with the client's text (FNV-1a of its bytes).
  static let etag: String = {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in javascript.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return "\"client-\(String(hash, radix: 16))\""
  }()
}
