import Testing

@testable import TrellisPreview

/// The live-update streams: bounded however many clients come and go.
@Suite struct LiveEventsTests {
  /// Past the limit the oldest stream ends, so streams whose client went away unseen cannot pile
  /// up (6,000 aborted streams grew the server by 50 MB).
  @Test func theOldestStreamEndsPastTheLimit() async throws {
    let events = LiveEvents()
    let first = try #require(events.subscribe())
    // Kept: a stream that is dropped ends, and its client goes.
    let others = (0..<LiveEvents.maximumClients).compactMap { _ in events.subscribe() }
    #expect(others.count == LiveEvents.maximumClients)
    #expect(events.clientCount == LiveEvents.maximumClients)
    var received: [String] = []
    for await message in first.messages { received.append(message) }  // ends: the stream was finished
    #expect(received == [PreviewMessage.retry])
  }

  /// Every stream starts by telling the client to wait 2 s or more before reconnecting, so
  /// streams ended past the limit do not reconnect and end others at once.
  @Test func everyStreamStartsWithTheReconnectionDelay() async throws {
    let events = LiveEvents()
    events.broadcast(nil, greeting: [PreviewMessage.hello(version: 3)])
    let client = try #require(events.subscribe())
    events.close()
    var received: [String] = []
    for await message in client.messages { received.append(message) }
    #expect(received == ["retry: 2000\n\n", PreviewMessage.hello(version: 3)])
    #expect(PreviewMessage.reconnectionDelay >= 2000)
  }
}
