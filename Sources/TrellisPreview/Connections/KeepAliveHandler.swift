import NIOCore
import NIOHTTP1

/// Closes a connection once the response to a request that did not ask to keep it has been
/// sent: an HTTP/1.0 request without `Connection: keep-alive`, or one with `Connection: close`.
/// Such responses say `Connection: close`. (Hummingbird loses a request's HTTP version, and kept
/// HTTP/1.0 connections open until the client closed them.) Sits between NIO's HTTP/1 decoder
/// and Hummingbird's codec.
final class KeepAliveHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  /// For each request read and not yet answered, in order: whether it keeps the connection.
  private var keepsAlive: [Bool] = []
  /// Whether the response being sent is the last on the connection.
  private var closesAfterResponse = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head(let head) = unwrapInboundIn(data) { keepsAlive.append(head.isKeepAlive) }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head) where head.status.code >= 200:
      closesAfterResponse = !(keepsAlive.isEmpty ? true : keepsAlive.removeFirst())
      guard closesAfterResponse else { break }
      head.headers.replaceOrAdd(name: "Connection", value: "close")
      context.write(wrapOutboundOut(.head(head)), promise: promise)
      return
    case .end where closesAfterResponse:
      context.writeAndFlush(data, promise: promise)
      context.close(promise: nil)
      return
    default:
      break
    }
    context.write(data, promise: promise)
  }
}
