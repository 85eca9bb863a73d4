import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import TrellisPreview

/// The preview's connection handlers behind NIO's real HTTP/1 encoder and decoder, on an
/// embedded channel: the requests' bytes in, the responses' bytes out.
@Suite struct ConnectionHandlersTests {
  /// NIO's HTTP/1 server pipeline with the limits of `limits`, then `handler`.
  private func channel(with handler: some ChannelHandler, limits: ServerLimits = ServerLimits()) throws
    -> EmbeddedChannel
  {
    let channel = EmbeddedChannel()
    var decoderLimits = NIOHTTPDecoderLimitConfiguration()
    decoderLimits.maxHeaderFieldSize = limits.maximumHeadSize
    decoderLimits.maxHeaderListSize = limits.maximumHeadSize
    try channel.pipeline.syncOperations.configureHTTPServerPipeline(
      withPipeliningAssistance: false, withErrorHandling: false, withEncoderConfiguration: .init(),
      withDecoderLimitConfiguration: decoderLimits)
    try channel.pipeline.syncOperations.addHandler(handler)
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8000)).wait()
    return channel
  }

  /// Everything the channel has sent, as text.
  private func sent(_ channel: EmbeddedChannel) throws -> String {
    var text = ""
    while let data = try channel.readOutbound(as: IOData.self) {
      guard case .byteBuffer(let buffer) = data else { continue }
      text += String(buffer: buffer)
    }
    return text
  }

  /// Sends a response to the request read: head (200), a body, end.
  private func respond(on channel: EmbeddedChannel) throws {
    let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: ["Content-Length": "2"])
    try channel.writeOutbound(HTTPServerResponsePart.head(head))
    try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "ok"))))
    try channel.writeOutbound(HTTPServerResponsePart.end(nil))
  }

  @Test func anHTTP10RequestWithoutKeepAliveClosesTheConnectionAfterItsResponse() throws {
    let channel = try channel(with: KeepAliveHandler())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.0\r\nHost: localhost\r\n\r\n"))
    try respond(on: channel)
    let response = try sent(channel)
    #expect(response.lowercased().contains("\r\nconnection: close\r\n"), "\(response)")
    #expect(response.hasSuffix("\r\n\r\nok"), "\(response)")
    #expect(!channel.isActive)
  }

  @Test func keptAliveRequestsKeepTheConnection() throws {
    let channel = try channel(with: KeepAliveHandler())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"))
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"))
    try respond(on: channel)
    try respond(on: channel)
    let responses = try sent(channel)
    #expect(!responses.lowercased().contains("connection: close"), "\(responses)")
    #expect(channel.isActive)
    _ = try channel.finish()
  }

  @Test func anHTTP11RequestWithConnectionCloseGetsConnectionClose() throws {
    let channel = try channel(with: KeepAliveHandler())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Close\r\n\r\n"))
    try respond(on: channel)
    #expect(try sent(channel).lowercased().contains("\r\nconnection: close\r\n"))
    #expect(!channel.isActive)
  }

  /// A header past the limit: 431 at once, the connection closed, nothing more read.
  @Test func aHeadPastTheLimitIsAnswered431AndClosed() throws {
    let channel = try channel(with: UnparsableRequestHandler())
    let limit = ServerLimits().maximumHeadSize
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: localhost\r\nX-Huge: "))
    // Sent in pieces as a socket would; after the limit the channel is closed and refuses more.
    var written = 0
    while channel.isActive, written < 4 * limit {
      try channel.writeInbound(ByteBuffer(repeating: UInt8(ascii: "a"), count: 4096))
      written += 4096
    }
    let response = try sent(channel)
    #expect(response.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(response)")
    #expect(response.lowercased().contains("\r\nconnection: close\r\n"))
    #expect(!channel.isActive)
    #expect(written <= limit + 4096)
    #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
  }

  @Test func aMalformedRequestIsAnswered400AndClosed() throws {
    let channel = try channel(with: UnparsableRequestHandler())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nBad Header\r\n\r\n"))
    let response = try sent(channel)
    #expect(response.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(response)")
    #expect(!channel.isActive)
  }

  /// The connections fit the descriptors, with some kept for everything else.
  @Test func connectionsFitTheDescriptorLimit() {
    let limits = ServerLimits()
    #expect(limits.connections(perListenerOf: 2, descriptorLimit: Int.max) == limits.maximumConnections / 2)
    #expect(limits.connections(perListenerOf: 1, descriptorLimit: Int.max) == limits.maximumConnections)
    #expect(limits.connections(perListenerOf: 2, descriptorLimit: 512) == (512 - ServerLimits.reservedDescriptors) / 2)
    #expect(limits.connections(perListenerOf: 2, descriptorLimit: 10) == 1)
    #expect(ServerLimits.descriptorLimit > ServerLimits.reservedDescriptors)
  }
}
