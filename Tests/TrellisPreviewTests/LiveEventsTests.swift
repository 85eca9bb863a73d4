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
    var received = 0
    for await _ in first.messages { received += 1 }  // ends: the stream was finished
    #expect(received == 0)
  }
}
