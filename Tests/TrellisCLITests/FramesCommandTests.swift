import Foundation
import Testing
import TrellisTestSupport

/// One frame of `trellis frames` output.
private struct Frame: Decodable, Equatable {
  var kind: String
  var section: Int
  var index: Int
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}

private func frames(_ arguments: [String]) throws -> [Frame] {
  let result = try TestSupport.runTrellis(["frames"] + arguments, in: TestSupport.repositoryRoot)
  #expect(result.status == 0, "\(result.standardError)")
  return try JSONDecoder().decode([Frame].self, from: Data(result.standardOutput.utf8))
}

@Suite struct FramesCommandTests {
  @Test func workedExampleAGrid() throws {
    let result = try TestSupport.runTrellis(
      [
        "frames", "--layout", "Tests/Fixtures/layouts/worked-a-grid.json", "--width", "390", "--height", "844",
        "--items", "8",
      ],
      in: TestSupport.repositoryRoot)
    #expect(result.status == 0)
    let golden = try TestSupport.golden("frames-worked-a.json", result.standardOutput)
    #expect(golden == result.standardOutput)
    let parsed = try JSONDecoder().decode([Frame].self, from: Data(result.standardOutput.utf8))
    let items = parsed.filter { $0.kind == "item" }
    #expect(items.count == 8)
    #expect(items[0] == Frame(kind: "item", section: 0, index: 0, x: 16, y: 16, width: 77.5, height: 80))
    #expect(items[3] == Frame(kind: "item", section: 0, index: 3, x: 296.5, y: 16, width: 77.5, height: 80))
    #expect(items[4] == Frame(kind: "item", section: 0, index: 4, x: 16, y: 96, width: 77.5, height: 80))
    #expect(items.map(\.y).max().map { $0 + 80 + 16 } == 192)  // the section is 192 tall
  }

  @Test func workedExampleCBannerAtAnotherWidth() throws {
    let groups = try frames([
      "--layout", "Tests/Fixtures/layouts/worked-c-banner.json", "--width", "1440", "--height", "900", "--items", "3",
    ]).filter { $0.kind == "group" }
    #expect(groups.map(\.x) == [0, 1108.8, 2217.6])
    #expect(groups.allSatisfy { $0.width == 1108.8 && $0.height == 150 })
  }

  /// Right to left, every frame is mirrored in the container: the same boxes, from the right.
  @Test func rightToLeftFramesAreMirrored() throws {
    let arguments = [
      "--layout", "Tests/Fixtures/layouts/worked-c-banner.json", "--width", "390", "--height", "844", "--items", "3",
    ]
    let leftToRight = try frames(arguments)
    let rightToLeft = try frames(arguments + ["--direction", "rtl"])
    #expect(rightToLeft.count == leftToRight.count && !leftToRight.isEmpty)
    for (mirrored, frame) in zip(rightToLeft, leftToRight) {
      #expect(abs(mirrored.x - (390 - frame.x - frame.width)) < 1e-9, "\(frame)")
      #expect(mirrored.y == frame.y && mirrored.width == frame.width && mirrored.height == frame.height)
    }
    // The RTL fixture is a Hebrew site: its sections are mirrored without --direction.
    let grid = ["--section", "grid", "--width", "390", "--height", "844"]
    let hebrew = try frames(["--layout", "Tests/Fixtures/rtl/site.json"] + grid)
    let english = try frames(["--layout", "Tests/Fixtures/site/site.json", "--page", "orthogonal"] + grid)
    #expect(hebrew.map(\.x) == english.map { 390 - $0.x - $0.width })
    #expect(try frames(["--layout", "Tests/Fixtures/rtl/site.json", "--direction", "ltr"] + grid) == english)
    let bad = try TestSupport.runTrellis(
      ["frames"] + arguments + ["--direction", "sideways"], in: TestSupport.repositoryRoot)
    #expect(bad.status != 0 && bad.standardError.contains("--direction must be ltr or rtl"))
  }

  @Test func aSectionOfTheBundledSiteUsesItsOwnItemCount() throws {
    let recents = try frames([
      "--layout", "Data/site.json", "--section", "recents", "--width", "390", "--height", "844",
    ])
    let items = recents.filter { $0.kind == "item" }
    #expect(items.count == 8)
    // Seed 000: group 0.28 × C.w wide (orthogonal, §2) and 0.1 × S.h tall, item insets 5, section
    // insets 10 (11 at the sides).
    #expect(abs(items[0].x - (11 + 5)) < 1e-9)
    #expect(abs(items[0].width - (0.28 * 390 - 10)) < 1e-9)
    #expect(abs(items[0].height - (0.1 * (844 - 20) - 10)) < 1e-9)  // fractionalHeight of S.h (§2)
  }

  /// A list (the Emoji Explorer's inset grouped list) is solved in the readable width: in a
  /// 1440-wide window its rows are 672 less the side insets, from its own container's edge.
  @Test func aListIsSolvedInTheReadableWidth() throws {
    let rows = try frames([
      "--layout", "Data/site.json", "--section", "list", "--page", "explorer", "--width", "1440", "--height", "900",
    ]).filter { $0.kind == "item" }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.x == 16 && $0.width == 672 - 32 })
    let withSection = try TestSupport.runTrellis(
      [
        "frames", "--layout", "Data/site.json", "--section", "list", "--page", "explorer", "--width", "1440",
        "--height", "900", "--with-section",
      ], in: TestSupport.repositoryRoot)
    #expect(withSection.standardOutput.contains("\"containerWidth\": 672"))
    let grid = try frames([
      "--layout", "Data/site.json", "--section", "recents", "--width", "1440", "--height", "900",
    ]).filter { $0.kind == "item" }
    // The Recents grid uses the whole page: in regular width its groups are 88 wide (less insets 5).
    #expect(grid.first?.width == 78)
    // A grid is solved in the page, at most 1200 wide in a wider window: 15 columns of the
    // adaptive grid.
    let unicode = try frames([
      "--layout", "Data/site.json", "--section", "g-food-fruit", "--page", "unicode-food-drink", "--width", "1440",
      "--height", "900",
    ]).filter { $0.kind == "item" }
    #expect(Set(unicode.map(\.y)).count == 2 && unicode.filter { $0.y == unicode[0].y }.count == 15)
    #expect(unicode.map { $0.x + $0.width }.max().map { abs($0 - (1200 - 16)) < 1e-9 } == true)
  }

  @Test func measuredSizesAreFedBack() throws {
    let arguments = [
      "--layout", "Data/site.json", "--section", "teaParty", "--page", "empty", "--width", "390", "--height", "844",
    ]
    let estimated = try frames(arguments).filter { $0.kind == "item" }
    let measured = try frames(arguments + ["--measured", "Tests/Fixtures/measured/list-rows.json"])
    let items = measured.filter { $0.kind == "item" }
    #expect(estimated[1].height == 48)  // the character cell's estimate
    #expect(items[1].height == 60.5)
    #expect(items[2].y == items[1].y + 60.5)
    #expect(measured.first { $0.kind == "header" }?.height == 30)
  }

  @Test func badLayoutFileIsALocatedInputError() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let layout = TestSupport.unmarked(#"{"preset": ‸"gird"}"#)
    try Data(layout.text.utf8).write(to: URL(fileURLWithPath: directory + "/l.json"))
    let result = try TestSupport.runTrellis(
      ["frames", "--layout", "l.json", "--width", "390", "--height", "844", "--items", "1"], in: directory)
    #expect(result.status == 1)
    #expect(
      TestSupport.namingMarkers(["l.json": layout.markers], in: result.standardError).hasPrefix(
        "l.json:‸1: error: unknown preset \"gird\""))
  }

  @Test func usageErrors() throws {
    let missingItems = try TestSupport.runTrellis([
      "frames", "--layout", "Tests/Fixtures/layouts/worked-a-grid.json", "--width", "390", "--height", "844",
    ])
    #expect(missingItems.status == 2)
    #expect(missingItems.standardError.contains("--items is required"))
    let siteWithoutSection = try TestSupport.runTrellis(
      ["frames", "--layout", "Data/site.json", "--width", "390", "--height", "844", "--items", "1"],
      in: TestSupport.repositoryRoot)
    #expect(siteWithoutSection.status == 2)
    let negativeWidth = try TestSupport.runTrellis([
      "frames", "--layout", "x.json", "--width", "-1", "--height", "844", "--items", "1",
    ])
    #expect(negativeWidth.status == 2)
  }

  /// `--questions`: each answer is what one run with `--with-section` prints for the question.
  @Test func questionsAreAnsweredAsSeparateRunsAnswerThem() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let measured = try String(
      contentsOfFile: TestSupport.repositoryRoot + "/Tests/Fixtures/measured/list-rows.json", encoding: .utf8)
    let questions = """
      [{"section": "recents", "width": 390, "height": 844},
       {"section": "list", "page": "explorer", "width": 1440, "height": 900, "items": 3},
       {"section": "teaParty", "page": "empty", "width": 390, "height": 844, "measured": \(measured)}]
      """
    try questions.write(toFile: directory + "/questions.json", atomically: false, encoding: .utf8)
    let batch = try TestSupport.runTrellis(
      ["frames", "--layout", "Data/site.json", "--questions", directory + "/questions.json"],
      in: TestSupport.repositoryRoot)
    #expect(batch.status == 0, "\(batch.standardError)")
    let answers = try #require(
      try JSONSerialization.jsonObject(with: Data(batch.standardOutput.utf8)) as? [NSDictionary])
    let runs = [
      ["--section", "recents", "--width", "390", "--height", "844"],
      ["--section", "list", "--page", "explorer", "--width", "1440", "--height", "900", "--items", "3"],
      [
        "--section", "teaParty", "--page", "empty", "--width", "390", "--height", "844", "--measured",
        "Tests/Fixtures/measured/list-rows.json",
      ],
    ]
    try #require(answers.count == runs.count)
    for (answer, run) in zip(answers, runs) {
      let one = try TestSupport.runTrellis(
        ["frames", "--layout", "Data/site.json", "--with-section"] + run, in: TestSupport.repositoryRoot)
      #expect(one.status == 0, "\(one.standardError)")
      let expected = try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) as? NSDictionary
      #expect(answer == expected, "\(run)")
    }
  }

  /// `--questions` on generated questions: random sections of every page of the fixture site, at
  /// random containers, with random item counts and measured sizes (some pages declaring sections
  /// of the same id), each answer compared with the answer of a run of its own.
  @Test func generatedQuestionsAreAnsweredAsSeparateRunsAnswerThem() throws {
    let site = "Tests/Fixtures/site/site.json"
    let file = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryRoot + "/" + site))
    let declared = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
    let sections: [(page: String, section: String)] = try #require(declared["pages"] as? [[String: Any]]).flatMap {
      page in
      ((page["sections"] as? [[String: Any]]) ?? []).compactMap { section in
        guard let id = page["id"] as? String, let sectionID = section["id"] as? String else { return nil }
        // A section whose data expands into several (`expand`, or a universe's characters in
        // more than one section) is not one section to ask about.
        let characters = (section["data"] as? [String: Any])?["characters"] as? [String: Any]
        guard section["expand"] == nil, characters == nil || characters?["section"] != nil else { return nil }
        return (id, sectionID)
      }
    }
    try #require(sections.count > 40)
    var random = SeededRandom(seed: 20_261_128)
    var questions: [[String: Any]] = []
    var runs: [[String]] = []
    let directory = try TestSupport.makeTemporaryDirectory()
    for index in 0..<12 {
      let (page, section) = random.pick(sections)
      let width = Double(320 + random.below(1601))
      let height = Double(480 + random.below(721))
      var question: [String: Any] = ["section": section, "page": page, "width": width, "height": height]
      var run = ["--section", section, "--page", page, "--width", "\(width)", "--height", "\(height)"]
      if random.chance(0.4) {
        let items = random.below(30)
        question["items"] = items
        run += ["--items", "\(items)"]
      }
      if random.chance(0.5) {
        // Measured sizes for the first few items: some wider or taller than their estimates.
        var items: [String: [String: Double]] = [:]
        for item in 0..<random.below(8) {
          items["\(item)"] = ["width": Double(20 + random.below(300)), "height": Double(20 + random.below(200))]
        }
        let measured: [String: Any] = ["items": items]
        question["measured"] = measured
        let path = directory + "/measured-\(index).json"
        try JSONSerialization.data(withJSONObject: measured).write(to: URL(fileURLWithPath: path))
        run += ["--measured", path]
      }
      questions.append(question)
      runs.append(run)
    }
    try JSONSerialization.data(withJSONObject: questions).write(
      to: URL(fileURLWithPath: directory + "/questions.json"))
    let batch = try TestSupport.runTrellis(
      ["frames", "--layout", site, "--questions", directory + "/questions.json"], in: TestSupport.repositoryRoot)
    #expect(batch.status == 0, "\(batch.standardError)")
    let answers = try #require(
      try JSONSerialization.jsonObject(with: Data(batch.standardOutput.utf8)) as? [NSDictionary])
    try #require(answers.count == runs.count)
    for (answer, run) in zip(answers, runs) {
      let one = try TestSupport.runTrellis(
        ["frames", "--layout", site, "--with-section"] + run, in: TestSupport.repositoryRoot)
      #expect(one.status == 0, "\(one.standardError)")
      let expected = try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8)) as? NSDictionary
      #expect(answer == expected, "\(run)")
    }
    // The answers hold frames to compare, not only empty sections.
    #expect(answers.map { ($0["frames"] as? [Any])?.count ?? 0 }.reduce(0, +) > 100)
  }

  /// A bad question is a located error; options that belong in the questions are usage errors.
  @Test func badQuestionsAreErrors() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let bad = TestSupport.unmarked(#"[{"section": "recents", "width": ‸-1, "height": 844}]"#)
    try bad.text.write(toFile: directory + "/q.json", atomically: false, encoding: .utf8)
    try "{}".write(toFile: directory + "/site.json", atomically: false, encoding: .utf8)
    let located = try TestSupport.runTrellis(
      ["frames", "--layout", TestSupport.repositoryRoot + "/Data/site.json", "--questions", "q.json"], in: directory)
    #expect(located.status == 1)
    #expect(
      TestSupport.namingMarkers(["q.json": bad.markers], in: located.standardError).hasPrefix(
        "q.json:‸1: error: expected a positive number, found -1.0"), "\(located.standardError)")
    let withWidth = try TestSupport.runTrellis(
      ["frames", "--layout", "site.json", "--questions", "q.json", "--width", "390"], in: directory)
    #expect(withWidth.status == 2)
    #expect(withWidth.standardError.contains("--width goes in each question of --questions"))
    let notASite = try TestSupport.runTrellis(["frames", "--layout", "l.json", "--questions", "q.json"], in: directory)
    #expect(notASite.status == 2)
    #expect(notASite.standardError.contains("--questions needs --layout to name a site.json"))
  }

  @Test func unknownSectionIsAnInputError() throws {
    let result = try TestSupport.runTrellis(
      ["frames", "--layout", "Data/site.json", "--section", "nope", "--width", "390", "--height", "844"],
      in: TestSupport.repositoryRoot)
    #expect(result.status == 1)
    #expect(
      result.standardError == "error: no single section \"nope\" in Data/site.json [cli.noSingleSection]\n1 error\n")
  }
}
