import Foundation
import Testing

@testable import TrellisDiagnostics

@Suite struct DiagnosticTests {
  /// A diagnostic prints like a compiler's: place, severity, message, path, then its ID; each
  /// note on a line of its own, at its own place.
  @Test func aDiagnosticPrintsItsIDAndItsNotes() {
    let diagnostic = Diagnostic(
      at: Diagnostic.Location(file: "site.json", line: 9, column: 13),
      Diagnostic.Message("site.duplicatePage", "duplicate page id \"home\""), path: "pages[2].id",
      notes: [.firstSeen(at: Diagnostic.Location(file: "site.json", line: 3, column: 13), path: "pages[0].id")])
    #expect(diagnostic.id == "site.duplicatePage")
    #expect(diagnostic.id.concern == "site")
    #expect(
      diagnostic.description == """
        site.json:9:13: error: duplicate page id "home" (at pages[2].id) [site.duplicatePage]
        site.json:3:13: note: first seen here (at pages[0].id)
        """)
    let placeless = Diagnostic(.warning, at: nil, Diagnostic.Message("file.missing", "x.json: no such file"))
    #expect(placeless.description == "warning: x.json: no such file [file.missing]")
  }

  /// A `Decodable`'s problem reaches the decoder with its ID, whichever decoder it is.
  @Test func aDecodingProblemCarriesItsMessage() {
    let message = Diagnostic.Message("test.odd", "expected an even number")
    let error = DecodingError.problem(message, at: [])
    #expect(error.message == message)
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription == "expected an even number")
  }

  /// Every message is declared one way: a member of an extension of `Diagnostic.Message` in a
  /// concern's `…Messages.swift` (or made by `Suggestion`), with an ID of a known concern; a
  /// `Decodable` reports through `DecodingError.problem`, never with a `debugDescription` of its own.
  @Test func everyMessageIsDeclaredInOneForm() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let concerns = Set(DiagnosticIDReferenceTests.concerns.map { Substring($0) })
    var files = 0
    var ids = 0
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files += 1
      let name = url.lastPathComponent
      // A declaration's ID on the line after `Self(` is read as if on the same line.
      let text = try String(contentsOf: url, encoding: .utf8).replacing(try Regex(#"Self\(\n\s+""#), with: "Self(\"")
      let declares = name.hasSuffix("Messages.swift") || url.path.contains("/TrellisDiagnostics/")
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let place = "\(name):\(number + 1)"
        if line.contains("debugDescription:"), !line.contains("underlyingError: message"),
          name != "Diagnostic+Message.swift"
        {
          Issue.record("\(place): a debugDescription of its own; report through DecodingError.problem")
        }
        if !declares, line.contains("Diagnostic.Message(") || line.contains("Message.init(") {
          Issue.record("\(place): a message made outside a …Messages.swift file")
        }
        // IDs as written in declarations: Self("concern.name", …).
        var rest = line[...]
        while let found = rest.range(of: "Self(\"") {
          let id = rest[found.upperBound...].prefix { $0 != "\"" }
          rest = rest[found.upperBound...]
          guard id.contains(".") else { continue }
          ids += 1
          #expect(concerns.contains(Diagnostic.ID(rawValue: String(id)).concern), "\(place): \(id)")
          #expect(
            id.split(separator: ".").allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } },
            "\(place): \(id)")
        }
      }
    }
    #expect(files > 300, "read \(files) source files")
    #expect(ids > 200, "found \(ids) declared IDs")
  }
}
