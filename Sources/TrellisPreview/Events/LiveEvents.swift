import Synchronization

/// The browsers listening for changes (Server-Sent Events at `/_trellis/events`): each has a
/// stream of messages; a rebuild's message is put on every stream at once.
///
/// A client that goes away ends its stream (its response stops, ``unsubscribe(_:)`` is called);
/// the others do not notice. A client that reads too slowly loses its oldest messages rather than
/// holding memory: messages carry the build version, and the client reloads on a gap.
final class LiveEvents: Sendable {
  private struct State {
    var clients: [Int: AsyncStream<String>.Continuation] = [:]
    var nextID = 0
    /// What a new client is told first: the version, and the problem when the last edit was bad.
    var greeting: [String] = []
    var isClosed = false
  }

  private let state = Mutex(State())
  static let bufferedMessages = 256
  /// The most clients listening at once (choice). A client that went away is noticed only when a
  /// write to it fails (at the next heartbeat), so thousands of aborted streams held their
  /// connections until then: RSS grew by 50 MB. Past this many, the oldest stream is ended
  /// (a browser that is still there reconnects after ``PreviewMessage/reconnectionDelay``).
  /// 128: twice the 65 tabs that, at 64, ended each other's streams over and over.
  static let maximumClients = 128

  /// A new client's stream, starting with how long to wait before reconnecting
  /// (``PreviewMessage/retry``) and the greeting; nil once the server is stopping.
  func subscribe() -> (id: Int, messages: AsyncStream<String>)? {
    let (stream, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(Self.bufferedMessages))
    let subscribed: (id: Int, evicted: [AsyncStream<String>.Continuation])? = state.withLock { state in
      guard !state.isClosed else { return nil }
      let id = state.nextID
      state.nextID += 1
      var evicted: [AsyncStream<String>.Continuation] = []
      while state.clients.count >= Self.maximumClients, let oldest = state.clients.keys.min() {
        if let client = state.clients.removeValue(forKey: oldest) { evicted.append(client) }
      }
      state.clients[id] = continuation
      continuation.yield(PreviewMessage.retry)
      for message in state.greeting { continuation.yield(message) }
      return (id, evicted)
    }
    guard let (id, evicted) = subscribed else { return nil }
    for client in evicted { client.finish() }
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return (id, stream)
  }

  func unsubscribe(_ id: Int) {
    let continuation = state.withLock { $0.clients.removeValue(forKey: id) }
    continuation?.finish()
  }

  /// Sends a message to every client, and sets what new clients are told first (nil keeps it).
  func broadcast(_ message: String?, greeting: [String]?) {
    let clients = state.withLock { state in
      if let greeting { state.greeting = greeting }
      return Array(state.clients.values)
    }
    guard let message else { return }
    for client in clients { client.yield(message) }
  }

  var clientCount: Int { state.withLock { $0.clients.count } }

  /// Ends every stream (the server is stopping) and refuses new clients.
  func close() {
    let clients = state.withLock { state in
      state.isClosed = true
      defer { state.clients = [:] }
      return Array(state.clients.values)
    }
    for client in clients { client.finish() }
  }
}
