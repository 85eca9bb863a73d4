import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The preview's connections: HTTP/1.1 as Hummingbird serves it (``HTTP1Channel``, with
/// ``ServerLimits/idleTimeout`` and ``ServerLimits/maximumHeadSize``), and after NIO's decoder
/// the ``UnparsableRequestHandler`` and the ``KeepAliveHandler``.
struct PreviewChannel: ServerChildChannel {
  private let http1: HTTP1Channel

  init(responder: @escaping HTTPChannelHandler.Responder, limits: ServerLimits) {
    let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
      maxHeaderFieldSize: limits.maximumHeadSize, maxHeaderListSize: limits.maximumHeadSize)
    http1 = HTTP1Channel(
      responder: responder,
      configuration: .init(idleTimeout: TimeAmount(limits.idleTimeout), httpDecoderConfiguration: decoder))
  }

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<HTTP1Channel.Value> {
    http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(KeepAliveHandler(), position: .after(decoder))
      try pipeline.addHandler(UnparsableRequestHandler(), position: .after(decoder))
      return value
    }
  }

  func handle(value: HTTP1Channel.Value, logger: Logger) async {
    await http1.handle(value: value, logger: logger)
  }
}
