import TrellisData
import TrellisDiagnostics
import TrellisSite

/// The messages of `/_trellis/events`, as Server-Sent Events whose data is one line of JSON.
/// The client (Client/live.js) documents what it does with each.
enum PreviewMessage {
  /// `hello {"version": N}`: first on every connection.
  static func hello(version: Int) -> String {
    event("hello", "{\"version\":\(version)}")
  }

  /// `patch`: the sections that changed, page by page, whether to reload the stylesheet, and
  /// the pages written whole (`rewritten`), which a browser showing one loads again.
  static func patch(_ update: BuildUpdate) -> String {
    var json = "{\"version\":\(update.version),\"stylesheet\":"
    json += update.stylesheetChanged ? "\"trellis.css\"" : "null"
    json += ",\"pages\":{"
    for (pageIndex, page) in update.pages.enumerated() {
      if pageIndex > 0 { json += "," }
      json += JSONEscaping.string(page.fileName) + ":{\"sections\":["
      for (index, section) in page.sections.enumerated() {
        if index > 0 { json += "," }
        json += "{\"id\":" + JSONEscaping.string(section.id)
        if let html = section.html {
          json += ",\"html\":" + JSONEscaping.string(html) + ",\"origins\":["
          for (originIndex, origin) in section.origins.enumerated() {
            if originIndex > 0 { json += "," }
            json += origin.map { "[" + JSONEscaping.string($0.section) + ",\($0.index)]" } ?? "null"
          }
          json += "]"
        }
        json += "}"
      }
      json += "]}"
    }
    // Pages written whole or removed rather than patched (an item's own page, the search page, a
    // page of a cut page): a browser showing one loads it again.
    let patched = Set(update.pages.map(\.fileName))
    let rewritten = (update.filesWritten + update.filesRemoved).filter {
      $0.hasSuffix(".html") && !patched.contains($0)
    }
    json += "},\"rewritten\":[" + rewritten.sorted().map(JSONEscaping.string).joined(separator: ",") + "]"
    return event("patch", json + "}")
  }

  /// `reload {"version": N}`: a template or a page's shell changed.
  static func reload(version: Int) -> String {
    event("reload", "{\"version\":\(version)}")
  }

  /// `problem`: the last edit is bad; the last good build is still served. Each diagnostic gives
  /// its id, place, severity and message (with its path), and its notes, each with its place.
  static func problem(version: Int, _ diagnostics: [Diagnostic]) -> String {
    var json =
      "{\"version\":\(version),\"text\":" + JSONEscaping.string(diagnostics.map(\.description).joined(separator: "\n"))
    json += ",\"diagnostics\":["
    for (index, diagnostic) in diagnostics.enumerated() {
      if index > 0 { json += "," }
      json += "{\"id\":" + JSONEscaping.string(diagnostic.id.rawValue)
      json += ",\"file\":" + JSONEscaping.string(diagnostic.location?.file ?? "")
      json += ",\"line\":\(diagnostic.location?.line ?? 0),\"column\":\(diagnostic.location?.column ?? 0)"
      json += ",\"severity\":" + JSONEscaping.string(diagnostic.severity.rawValue)
      json +=
        ",\"message\":" + JSONEscaping.string(diagnostic.message + Diagnostic.pathSuffix(diagnostic.path))
        + ",\"notes\":["
      for (noteIndex, note) in diagnostic.notes.enumerated() {
        if noteIndex > 0 { json += "," }
        json += "{\"file\":" + JSONEscaping.string(note.location?.file ?? "")
        json += ",\"line\":\(note.location?.line ?? 0),\"column\":\(note.location?.column ?? 0)"
        json += ",\"message\":" + JSONEscaping.string(note.message + Diagnostic.pathSuffix(note.path)) + "}"
      }
      json += "]}"
    }
    return event("problem", json + "]}")
  }

  /// How long a client waits before reconnecting when its stream ends (ms; browsers wait about
  /// 3 s without it). Streams past ``LiveEvents/maximumClients`` end, and each reconnection ends
  /// another: the wait keeps that to one every 2 s at most, not hundreds a second.
  static let reconnectionDelay = 2000

  /// `retry: 2000`: first on every connection (``reconnectionDelay``).
  static let retry = "retry: \(reconnectionDelay)\n\n"

  /// A comment line: keeps idle connections open through proxies, and finds clients gone.
  static let heartbeat = ": keep-alive\n\n"

  private static func event(_ name: String, _ json: String) -> String {
    "event: \(name)\ndata: \(json)\n\n"
  }

}
