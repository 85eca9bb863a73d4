import Dispatch

/// Takes one file's bytes as they are written. A small file is checked when it is closed; a
/// large one on a thread of its own as it goes, so the writer goes on while libxml2 reads. At
/// most ``maximumPending`` chunks wait; a writer that gets further ahead waits for the checker.
package final class DocumentWriter: @unchecked Sendable {
  package static let maximumPending = 32
  /// Below this many bytes a file is checked at once, when closed (no thread for an icon).
  package static let smallFile = 1 << 20

  private enum Chunk {
    case text(String)
    case bytes([UInt8])
  }

  private let stream: DocumentStream
  /// Where the CPU time of the checking is added.
  private let cpu: CPUTime
  private let done: (DocumentFacts) -> Void
  private var held: [Chunk] = []
  private var heldBytes = 0
  /// Set once the file has grown past ``smallFile``.
  private var queue: DispatchQueue?
  private let room = DispatchSemaphore(value: DocumentWriter.maximumPending)

  init(stream: DocumentStream, cpu: CPUTime, done: @escaping (DocumentFacts) -> Void) {
    self.stream = stream
    self.cpu = cpu
    self.done = done
  }

  package func write(_ text: String) { add(.text(text), count: text.utf8.count) }

  package func write(_ bytes: [UInt8]) { add(.bytes(bytes), count: bytes.count) }

  /// The file is complete: checks what is held, or waits for the checker.
  package func close() {
    if let queue {
      done(queue.sync { cpu.measure { stream.finish() } })
    } else {
      stream.remembersShapes = heldBytes <= DocumentStream.smallDocument
      let found = cpu.measure {
        for chunk in held { Self.feed(chunk, to: stream) }
        return stream.finish()
      }
      done(found)
    }
  }

  private func add(_ chunk: Chunk, count: Int) {
    if queue == nil {
      held.append(chunk)
      heldBytes += count
      guard heldBytes >= Self.smallFile else { return }
      queue = DispatchQueue(label: "trellis.validation")
      for chunk in held { send(chunk) }
      held = []
    } else {
      send(chunk)
    }
  }

  private func send(_ chunk: Chunk) {
    guard let queue else { return }
    room.wait()
    queue.async { [stream, room, cpu] in
      cpu.measure { Self.feed(chunk, to: stream) }
      room.signal()
    }
  }

  private static func feed(_ chunk: Chunk, to stream: DocumentStream) {
    switch chunk {
    case .text(let text): stream.feed(text)
    case .bytes(let bytes): bytes.withUnsafeBytes { stream.feed($0) }
    }
  }
}
