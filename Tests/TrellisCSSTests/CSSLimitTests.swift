import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisCSS

/// The compiler's limits are declared once (`CSSLimit`), and the README lists the same ones.
@Suite struct CSSLimitTests {
  /// The README's "Limits of the CSS compiler" lists every limit, in order, with its stem and ID.
  @Test func theREADMEListsEveryLimitWithItsID() throws {
    let readme = try String(contentsOfFile: TestSupport.repositoryRoot + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "### Limits of the CSS compiler"))
    let section = readme[start.upperBound...].prefix { _ in true }
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    let listed = section[..<end].split(separator: "\n").filter { $0.hasPrefix("- `") }.map { line in
      // - `STEM` [`ID`] …
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      return (stem: parts.count > 1 ? String(parts[1]) : "", id: parts.count > 3 ? String(parts[3]) : "")
    }
    #expect(listed.map(\.stem) == CSSLimit.allCases.map(\.stem))
    #expect(listed.map(\.id) == CSSLimit.allCases.map(\.id.rawValue))
  }

  /// IDs name the limit; each is unique.
  @Test func everyLimitHasItsOwnID() {
    let ids = CSSLimit.allCases.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { $0.rawValue.hasPrefix("css.limit.") && $0.concern == "css" })
  }
}
