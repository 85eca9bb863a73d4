import Foundation
import TrellisDiagnostics

/// What one file's check found: its problems, and the ids and links the site-wide checks need.
struct DocumentFacts: Sendable {
  /// A link of the page. A page may hold hundreds of thousands (an avatar per character): each
  /// is 24 bytes, its value shared with the page's other links to the same place.
  struct Link: Sendable {
    var value: String
    private var storedLine: UInt32
    private var attributeName: LinkAttribute
    /// Whether the page loads what it names (an image, a script, a stylesheet or icon): then it
    /// must be a file of the output, never a URL elsewhere.
    var loads = false

    init(attribute: LinkAttribute, value: String, line: Int, loads: Bool) {
      (self.attributeName, self.value, self.storedLine, self.loads) = (attribute, value, UInt32(clamping: line), loads)
    }

    /// The line, from 1 (a line past `UInt32.max` is kept as that).
    var line: Int {
      get { Int(storedLine) }
      set { storedLine = UInt32(clamping: newValue) }
    }

    /// The attribute's name: `href`, `src`, `xlink:href`…
    var attribute: String { attributeName.name }
  }

  var problems: [ValidationProblem] = []
  /// Each id and the line of its first element.
  var ids: [String: Int] = [:]
  var links: [Link] = []
  /// Alike siblings not handed to the schema validator (see ``DocumentStream``).
  var repeatsSkipped = 0
  /// Whether the document was not handed to the schema validator: its stream had found a
  /// document of the same shape valid (see ``DocumentStream``).
  var checkedByShape = false
}

/// Checks one XML file (a page or an SVG) on disk, read in chunks through a ``DocumentStream``.
package enum DocumentCheck {
  static func check(path: String, displayName: String, schema: SchemaSource?, collapsesRuns: Bool) -> DocumentFacts {
    check(path: path, with: DocumentStream(displayName: displayName, schema: schema, collapsesRuns: collapsesRuns))
  }

  /// Checks the file at `path` through `stream`, made or reset for it: a small file whose shape
  /// the stream has found valid before is not validated again (when the stream collapses runs).
  static func check(path: String, with stream: DocumentStream) -> DocumentFacts {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    var size = stat()
    guard descriptor >= 0, fstat(descriptor, &size) == 0 else {
      if descriptor >= 0 { close(descriptor) }
      var facts = DocumentFacts()
      facts.problems.append(ValidationProblem(file: stream.displayName, line: 1, column: 1, message: .unreadableFile))
      return facts
    }
    defer { close(descriptor) }
    stream.remembersShapes = stream.collapsesRuns && size.st_size <= DocumentStream.smallDocument
    // Read a megabyte at a time (a small page in one read) into one buffer.
    let buffer = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(1, min(Int(size.st_size) + 1, 1 << 20)), alignment: 16)
    defer { buffer.deallocate() }
    while let base = buffer.baseAddress {
      let count = read(descriptor, base, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      stream.feed(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
    return stream.finish()
  }

  /// Checks one document given as bytes against the page schema, in pieces of `chunk` bytes:
  /// the validator's push parser for fuzzing. Returns how many problems it found.
  package static func problemCount(in bytes: [UInt8], chunk: Int = 4096) -> Int {
    let stream = DocumentStream(displayName: "input.html", schema: pageSchema, collapsesRuns: true)
    var start = 0
    while start < bytes.count {
      let end = min(start + max(chunk, 1), bytes.count)
      bytes[start..<end].withUnsafeBytes { stream.feed($0) }
      start = end
    }
    return stream.finish().problems.count
  }

  private static let pageSchema = SchemaSource(PageSchema.relaxNG)
}
