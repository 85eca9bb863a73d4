import NIOCore
import NIOHTTP1

/// Answers a request NIO's HTTP/1 decoder cannot parse and closes the connection at once: 431
/// Request Header Fields Too Large for a head past ``ServerLimits/maximumHeadSize``, else 400 Bad
/// Request. (Hummingbird answered 400 but only half-closed the connection, and went on reading
/// what came: all 16 MB of a huge header.) Sits between the decoder and Hummingbird's codec.
final class UnparsableRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// Whether a response has begun and not ended: no answer can go into its middle.
  private var isResponding = false
  /// Whether a request could not be parsed: nothing more is read from the connection.
  private var hasFailed = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !hasFailed else { return }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(let head) where head.status.code >= 200: isResponding = true
    case .end: isResponding = false
    default: break
    }
    context.write(data, promise: promise)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parserError = error as? HTTPParserError else {
      context.fireErrorCaught(error)
      return
    }
    guard !hasFailed else { return }
    hasFailed = true
    guard !isResponding else {
      context.close(promise: nil)
      return
    }
    let status: HTTPResponseStatus = parserError == .headerOverflow ? .requestHeaderFieldsTooLarge : .badRequest
    let text = "\(status.code) \(status.reasonPhrase)\n"
    let headers = HTTPHeaders([
      ("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", String(text.utf8.count)),
      ("Connection", "close"),
    ])
    let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text)))), promise: nil)
    let written = context.eventLoop.makePromise(of: Void.self)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
    written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
  }
}
