import Foundation
import Testing
import TrellisDiagnostics

@testable import TrellisPreview

@Suite struct PreviewMessageTests {
  /// A `problem` event gives each diagnostic's id, place and message, and its notes with theirs:
  /// what the overlay prints.
  @Test func aProblemCarriesIDsAndNotes() throws {
    let diagnostic = Diagnostic(
      at: Diagnostic.Location(file: "emoji.json", line: 5, column: 5),
      Diagnostic.Message("data.duplicateCategory", "duplicate category id \"smileys\""), path: "categories[2].id",
      notes: [.firstSeen(at: Diagnostic.Location(file: "emoji.json", line: 3, column: 5), path: "categories[1].id")])
    let event = PreviewMessage.problem(version: 4, [diagnostic])
    let data = try #require(event.split(separator: "\n").first { $0.hasPrefix("data: ") }).dropFirst(6)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let first = try #require((json["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["id"] as? String == "data.duplicateCategory")
    #expect(first["line"] as? Int == 5)
    #expect(first["message"] as? String == "duplicate category id \"smileys\" (at categories[2].id)")
    let notes = try #require(first["notes"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes.first?["line"] as? Int == 3)
    #expect(notes.first?["column"] as? Int == 5)
    #expect(notes.first?["message"] as? String == "first seen here (at categories[1].id)")
  }
}
