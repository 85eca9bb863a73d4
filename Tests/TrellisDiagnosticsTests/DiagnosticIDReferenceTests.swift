import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisDiagnostics

/// The Validation article lists every diagnostic ID, by concern, as the code declares them: its
/// part "Every diagnostic ID" is generated from the IDs the sources declare, so an ID added or
/// renamed fails here until the article says so
/// (`TRELLIS_RECORD=1 swift test --filter DiagnosticIDReferenceTests` writes it again). The
/// compiler's limits (`css.limit.*`) are listed with their explanations in LayoutFormat.md and
/// checked by CSSLimitTests.
@Suite struct DiagnosticIDReferenceTests {
  @Test func theArticleListsEveryID() throws {
    let generated = Self.markdown(try Self.declaredIDs())
    let listed = try TestSupport.generatedPart(
      of: "Sources/Trellis/Trellis.docc/Validation.md", from: "<!-- ids: generated from the sources' declarations -->",
      to: "<!-- end of ids -->", generated: generated)
    #expect(
      listed == generated,
      "run TRELLIS_RECORD=1 swift test --filter DiagnosticIDReferenceTests to write the list again")
  }

  /// The scan finds IDs of every kind of declaration: `Self("…", …)`, an ID on the line after
  /// `Self(`, `Suggestion.unknown("…", …)`, a `DecodableChoice`'s `Diagnostic.ID = "…"`, one
  /// outside a `…Messages.swift` file, and TrellisDiagnostics' own; and no other string.
  @Test func theScanFindsEachFormOfDeclaration() throws {
    let ids = try Self.declaredIDs()
    for expected in [
      "site.duplicatePage", "site.duplicateItem", "site.unknownCategory", "site.unknownCell", "cli.noSingleSection",
      "trellis.unexpected",
    ] {
      #expect(ids.contains(expected), "\(expected)")
    }
    for other in ["site.json", "trellis.css", "trellis.watch"] { #expect(!ids.contains(other), "\(other)") }
  }

  /// The concerns an ID may start with (DiagnosticTests checks every declaration's against them).
  static let concerns = [
    "cli", "css", "data", "file", "frames", "gallery", "import", "json", "layout", "output", "serve", "site",
    "template", "text", "trellis", "validation",
  ]

  /// Every ID the sources declare, sorted: a string literal `"concern.name"` where a message or
  /// an ID is made (`Self(`, `Message(`, `unknown(`, `Diagnostic.ID = `).
  static func declaredIDs() throws -> [String] {
    let sources = URL(fileURLWithPath: TestSupport.repositoryRoot + "/Sources")
    let pattern = try Regex(
      #"(?:Self\(|Message\(|unknown\(|Diagnostic\.ID = )\s*"((?:"# + concerns.joined(separator: "|")
        + #")\.[a-z][A-Za-z0-9]*)""#)
    var ids = Set<String>()
    let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let id = match.output[1].substring { ids.insert(String(id)) }
      }
    }
    return ids.sorted()
  }

  /// One line per concern: the concern, then its IDs.
  static func markdown(_ ids: [String]) -> String {
    let byConcern = Dictionary(grouping: ids) { Diagnostic.ID(rawValue: $0).concern }
    return byConcern.keys.sorted().map { concern in
      "- **`\(concern)`**: " + (byConcern[concern] ?? []).map { "`\($0)`" }.joined(separator: ", ") + "\n"
    }.joined()
  }
}
