import Foundation
import Testing

@testable import TrellisValidation

/// The CPU time a check spends is read apart from the work around it (`trellis build --timings`).
@Suite struct ValidationTimeTests {
  /// A page of `rows` list items, valid for a schema of a list.
  private static func page(rows: Int) -> String {
    "<list>" + String(repeating: "<item>text</item>", count: rows) + "</list>"
  }

  private static let schema = """
    <grammar xmlns="http://relaxng.org/ns/structure/1.0">
      <start><element name="list"><zeroOrMore><element name="item"><text/></element></zeroOrMore></element></start>
    </grammar>
    """

  /// Time spent outside a measured call is not counted; time inside is, on this thread.
  @Test func onlyTheMeasuredWorkCounts() {
    let time = CPUTime()
    func spin(_ milliseconds: Int) {
      let end = ContinuousClock.now + .milliseconds(milliseconds)
      var count = 0
      while ContinuousClock.now < end { count &+= 1 }
      #expect(count > 0)
    }
    spin(30)
    #expect(time.total == .zero)
    time.measure { spin(30) }
    // A shared machine may take the core away for part of the 30 ms: at least some of it counts,
    // and never more than the thread's CPU time since.
    #expect(time.total > .milliseconds(5) && time.total < .milliseconds(500), "\(time.total)")
  }

  /// Each file written through a check's writers adds its checking to the check's CPU time.
  @Test func everyWrittenFileIsCounted() throws {
    let check = SiteCheck(schema: Self.schema, displayName: "out")
    var totals: [Duration] = []
    for index in 0..<3 {
      let writer = try #require(check.begin("page-\(index).html"))
      writer.write(Self.page(rows: 20_000))
      writer.close()
      totals.append(check.cpuTime.total)
    }
    #expect(!check.hasFileProblems)
    #expect(totals[0] > .zero && totals[0] < totals[1] && totals[1] < totals[2], "\(totals)")
    let beforeTheChecksAcrossFiles = check.cpuTime.total
    _ = check.problems(files: ["page-0.html", "page-1.html", "page-2.html"])
    #expect(check.cpuTime.total > beforeTheChecksAcrossFiles)
  }
}
