import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisCSS

/// The compiler's limits are declared once (`CSSLimit`), and the layout format's documentation
/// lists the same ones.
@Suite struct CSSLimitTests {
  /// The article that lists the limits, and the heading of their list.
  static let article = "/Sources/Trellis/Trellis.docc/LayoutFormat.md"
  static let heading = "### Limits of the CSS compiler"

  /// LayoutFormat.md, "Limits of the CSS compiler", lists every limit, in order, with its stem
  /// and ID: a line of its own for each, `- ` then the stem in a code span, a space, and the ID
  /// in a code span in brackets, any explanation on the lines below it, indented.
  @Test func theLayoutFormatListsEveryLimitWithItsID() throws {
    let text = try String(contentsOfFile: TestSupport.repositoryRoot + Self.article, encoding: .utf8)
    let listed = try Self.listedLimits(in: text)
    #expect(listed.map(\.stem) == CSSLimit.allCases.map(\.stem))
    #expect(listed.map(\.id) == CSSLimit.allCases.map(\.id.rawValue))
  }

  /// The list's entries, in order: each item of the section's list, read as a stem and an ID.
  /// An item of another form is an entry with an empty stem and ID, so that it fails the
  /// comparison rather than being skipped.
  static func listedLimits(in text: String) throws -> [(stem: String, id: String)] {
    let start = try #require(text.range(of: "\n" + heading + "\n"))
    let section = text[start.upperBound...]
    // The section ends at the next heading of any level.
    let end = section.range(of: "\n#")?.lowerBound ?? section.endIndex
    let entry = /^- `([^`]+)` \[`([^`]+)`\]$/
    return section[..<end].split(separator: "\n").filter { $0.hasPrefix("- ") }.map { line in
      guard let match = line.wholeMatch(of: entry) else { return (stem: "", id: "") }
      return (stem: String(match.1), id: String(match.2))
    }
  }

  /// The reader finds a missing limit, a wrong order, a wrong ID and an entry of another form.
  @Test func theListIsReadStrictly() throws {
    let list = """
      intro
      \(Self.heading)

      Some text.

      - `first stem` [`css.limit.a`]
        (a note on the next line)
      - `second stem` [`css.limit.b`]
      - second stem, without its code spans
      - `third stem` [`css.limit.c`] and more text on the line

      ### Next section

      - `not a limit` [`css.limit.d`]
      """
    let listed = try Self.listedLimits(in: list)
    #expect(listed.map(\.stem) == ["first stem", "second stem", "", ""])
    #expect(listed.map(\.id) == ["css.limit.a", "css.limit.b", "", ""])
  }

  /// IDs name the limit; each is unique.
  @Test func everyLimitHasItsOwnID() {
    let ids = CSSLimit.allCases.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.rawValue.hasPrefix("css.limit.") && $0.concern == "css" })
  }
}
