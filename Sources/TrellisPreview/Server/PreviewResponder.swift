import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TrellisDiagnostics
import TrellisRender
import TrellisSite

/// Answers every request of the preview: the output directory's files (pages with the live
/// client added), the client itself and its event stream. GET and HEAD only.
struct PreviewResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  /// The output directory, absolute, symbolic links resolved.
  let root: String
  let events: LiveEvents
  /// The build version pages are served from (it goes into the client's tag).
  let version: @Sendable () -> Int
  /// A file as the rebuild being written makes it (see ``PreviewSession/pendingContents(of:)``).
  let pending: @Sendable (String) -> (contents: PendingWrite.Contents, version: Int)?

  static let clientPath = "/_trellis/live.js"
  static let eventsPath = "/_trellis/events"

  /// The Content-Security-Policy sent with every response: scripts, styles and everything else
  /// only from the site itself, no inline script, no plugins, no framing by other sites. Style
  /// attributes are allowed (cells carry their index as `style="--i: 3"`), and a `<base>` on the
  /// site's own origin (`404.html` has one). The README and the DocC catalog's Publishing article
  /// give the same policy for hosts of the built site.
  static let contentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'"

  func respond(to request: Request, context: Context) async throws -> Response {
    var response = try await response(to: request)
    if let policy = HTTPField.Name("Content-Security-Policy") { response.headers[policy] = Self.contentSecurityPolicy }
    return response
  }

  private func response(to request: Request) async throws -> Response {
    guard request.method == .get || request.method == .head else {
      var response = Self.text(.methodNotAllowed, "Only GET and HEAD are served.\n")
      response.headers[.allow] = "GET, HEAD"
      return response
    }
    let isHead = request.method == .head
    let path = request.uri.path
    switch path {
    case Self.clientPath:
      return Self.body(
        ByteBuffer(string: LiveClient.javascript), type: "text/javascript; charset=utf-8",
        etag: LiveClient.etag, request: request, isHead: isHead)
    case Self.eventsPath:
      return eventStream(isHead: isHead)
    default:
      return try await file(path, request: request, isHead: isHead)
    }
  }

  // MARK: - Files

  private func file(_ path: String, request: Request, isHead: Bool) async throws -> Response {
    if let response = pendingFile(path, request: request, isHead: isHead) { return response }
    switch OutputPath.resolve(path, root: root) {
    case .badPath(let reason):
      return Self.text(.badRequest, "Bad path: \(reason).\n")
    case .notFound:
      return notFound(path, isHead: isHead)
    case .redirect(let location):
      var response = Response(status: .movedPermanently)
      response.headers[.location] = location
      return response
    case .file(let file, let status):
      let isPage = file.hasSuffix(".html")
      let version = isPage ? self.version() : 0
      // Size, modification time and inode: a new file, a new tag (pages also change with the
      // build version, which their client tag carries).
      var etag = "\"\(String(status.size, radix: 16))-\(String(status.modified.tv_sec, radix: 16))."
      etag += "\(String(status.modified.tv_nsec, radix: 16))-\(String(status.inode, radix: 16))"
      etag += isPage ? "-v\(version)\"" : "\""
      if Self.matches(request, etag) { return Self.notModified(etag) }
      guard let data = FileManager.default.contents(atPath: file) else { return notFound(path, isHead: isHead) }
      var buffer = ByteBuffer(bytes: data)
      if isPage { buffer = Self.withClient(buffer, version: version) }
      return Self.body(buffer, type: ContentType.of(file), etag: etag, request: request, isHead: isHead)
    }
  }

  /// The file `path` names as the rebuild being written makes it: a page the open pages were
  /// told of is served as it is now, not as the disk still has it. Nil when no rebuild is being
  /// written or it leaves the file as it is.
  private func pendingFile(_ path: String, request: Request, isHead: Bool) -> Response? {
    guard case .success(let segments) = OutputPath.segments(of: path) else { return nil }
    var relative = segments.joined(separator: "/")
    if segments.isEmpty || path.hasSuffix("/") { relative += segments.isEmpty ? "index.html" : "/index.html" }
    var candidates = [relative]
    if let last = segments.last, !last.contains("."), !path.hasSuffix("/") { candidates.append(relative + ".html") }
    guard let (name, found) = candidates.lazy.compactMap({ name in self.pending(name).map { (name, $0) } }).first
    else { return nil }
    let etag = "\"pending-v\(found.version)\""
    if Self.matches(request, etag) { return Self.notModified(etag) }
    guard let buffer = Self.served(found.contents, name: name, version: found.version) else {
      return notFound(path, isHead: isHead)
    }
    return Self.body(buffer, type: ContentType.of(name), etag: etag, request: request, isHead: isHead)
  }

  /// What is served of the pending file `name` (relative to the output directory): its bytes, and
  /// for a page the live client's tag, as from the disk (a page written whole, such as an item's
  /// own page or the search page, is a file here, not a page of sections). Nil for a file the
  /// rebuild removes or whose source is gone.
  static func served(_ contents: PendingWrite.Contents, name: String, version: Int) -> ByteBuffer? {
    var buffer: ByteBuffer
    switch contents {
    case .removed:
      return nil
    case .page(let pieces):
      buffer = ByteBuffer(string: pieces.joined())
    case .file(.text(let text)):
      buffer = ByteBuffer(string: text)
    case .file(.bytes(let bytes)):
      buffer = ByteBuffer(bytes: bytes)
    case .file(.copy(let source)):
      guard let data = FileManager.default.contents(atPath: source.path) else { return nil }
      buffer = ByteBuffer(bytes: data)
    }
    return name.hasSuffix(".html") ? withClient(buffer, version: version) : buffer
  }

  /// The page with the live client's tag before `</head>` (or at the start, for a page without one).
  static func withClient(_ page: ByteBuffer, version: Int) -> ByteBuffer {
    let tag = "<script src=\"\(clientPath)\" data-version=\"\(version)\" defer=\"defer\"></script>\n"
    let bytes = page.readableBytesView
    let marker = Array("</head>".utf8)
    var insertAt = bytes.startIndex
    if let found = bytes.firstRange(of: marker) { insertAt = found.lowerBound }
    var result = ByteBuffer()
    result.reserveCapacity(page.readableBytes + tag.utf8.count)
    result.writeBytes(bytes[bytes.startIndex..<insertAt])
    result.writeString(tag)
    result.writeBytes(bytes[insertAt...])
    return result
  }

  private func notFound(_ path: String, isHead: Bool) -> Response {
    var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"
    html += "<title>Not found · trellis serve</title><link rel=\"stylesheet\" href=\"/trellis.css\"/></head>\n"
    html += "<body><main class=\"t-page\"><h1 class=\"t-page-title\">Not found</h1>\n"
    html += "<p>No file <code>\(HTMLEscaping.text(path))</code> in the built site.</p>\n"
    html += "<p><a href=\"/\">The site's home page</a></p></main></body></html>\n"
    let buffer = Self.withClient(ByteBuffer(string: html), version: version())
    var response = Response(
      status: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: isHead ? ResponseBody() : ResponseBody(byteBuffer: buffer))
    response.headers[.contentLength] = String(buffer.readableBytes)
    return response
  }

  // MARK: - Events

  /// The Server-Sent Events stream: the greeting, then every rebuild's message and the
  /// session's heartbeats. It ends when the client goes (a write fails) or the server stops.
  private func eventStream(isHead: Bool) -> Response {
    let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"]
    guard !isHead, let (id, messages) = events.subscribe() else {
      return Response(status: isHead ? .ok : .serviceUnavailable, headers: headers)
    }
    let events = self.events
    let body = ResponseBody { writer in
      defer { events.unsubscribe(id) }
      for await message in messages {
        try await writer.write(ByteBuffer(string: message))
      }
      try await writer.finish(nil)
    }
    return Response(status: .ok, headers: headers, body: body)
  }

  // MARK: - Responses

  private static func matches(_ request: Request, _ etag: String) -> Bool {
    guard let header = request.headers[.ifNoneMatch] else { return false }
    return header == "*" || header.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
  }

  private static func notModified(_ etag: String) -> Response {
    Response(status: .notModified, headers: [.eTag: etag, .cacheControl: "no-cache"])
  }

  private static func body(
    _ buffer: ByteBuffer, type: String, etag: String, request: Request, isHead: Bool
  ) -> Response {
    if matches(request, etag) { return notModified(etag) }
    var response = Response(
      status: .ok,
      headers: [.contentType: type, .eTag: etag, .cacheControl: "no-cache"],
      body: isHead ? ResponseBody() : ResponseBody(byteBuffer: buffer))
    response.headers[.contentLength] = String(buffer.readableBytes)
    if let noSniff = HTTPField.Name("X-Content-Type-Options") { response.headers[noSniff] = "nosniff" }
    return response
  }

  private static func text(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }
}
