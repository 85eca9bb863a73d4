import Foundation
import Testing
import TrellisTestSupport

/// Runs the real `trellis import`, as a user would.
@Suite struct ImportCommandTests {
  @Test func importsTheListWithCLDRKeywords() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let output = directory + "/emoji.json"
    let result = try TestSupport.runTrellis([
      "import", TestSupport.fixture("import/emoji-test.txt"), "--annotations",
      TestSupport.fixture("import/annotations.xml"), "--output", output,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "imported 6 emoji in 3 categories, 6 with CLDR keywords into \(output)\n")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      text.contains(
        #"{"text": "😀", "title": "grinning face", "category": "smileys-emotion", "subgroup": "face-smiling", "keywords": ["face", "grin", "grinning face"]}"#
      ))
  }

  /// The Unicode example from Debian's files (which the set-up installs): a page per group made
  /// from one declaration, a section per subgroup, every page validated by the build.
  @Test func buildsTheUnicodeExample() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: TestSupport.repositoryRoot + "/Examples/unicode/site.json", toPath: directory + "/site.json")
    let imported = try TestSupport.runTrellis([
      "import", "--annotations", "/usr/share/unicode/cldr/common/annotations/en.xml", "--annotations",
      "/usr/share/unicode/cldr/common/annotationsDerived/en.xml", "--output", directory + "/emoji.json",
    ])
    #expect(imported.status == 0, "\(imported.standardError)")
    #expect(imported.standardOutput.hasPrefix("imported 3655 emoji in 9 categories, 3624 with CLDR keywords"))
    let built = try TestSupport.runTrellis(["build", "--site", directory, "--output", directory + "/out"])
    #expect(built.status == 0, "\(built.standardError)")
    #expect(built.standardOutput.hasPrefix("built 16 pages"))
    let pages = try FileManager.default.contentsOfDirectory(atPath: directory + "/out").filter { $0.hasSuffix(".html") }
    #expect(pages.sorted().prefix(3) == ["cats.html", "emoji-activities.html", "emoji-animals-nature.html"])
  }

  /// A file that is not the list: a located error, exit 1, and the previous emoji.json intact.
  @Test func aWrongFileLeavesThePreviousCatalog() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let output = directory + "/emoji.json"
    try "previous".write(toFile: output, atomically: true, encoding: .utf8)
    let result = try TestSupport.runTrellis([
      "import", TestSupport.fixture("site/site.json"), "--output", output,
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix(
        TestSupport.fixture("site/site.json") + ":1:1: error: not a line of Unicode's emoji-test.txt"))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["emoji.json"])
  }
}

/// `trellis import` and the files it is given: it says what kind of file it wanted, never writes
/// over what it reads, and writes only in place of a regular file.
@Suite struct ImportCommandSafetyTests {
  private let emojiTest = TestSupport.fixture("import/emoji-test.txt")
  private let annotations = TestSupport.fixture("import/annotations.xml")

  @Test func aDirectoryOrFIFOInputNamesTheKindOfFileExpected() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let list = try TestSupport.runTrellis(["import", directory, "-o", directory + "/emoji.json"])
    #expect(list.status == 1)
    #expect(
      list.standardError.hasPrefix("error: \(directory): is a directory, expected emoji-test.txt [file.directory]\n"))
    let fifo = directory + "/en.xml"
    #expect(mkfifo(fifo, 0o644) == 0)
    let cldr = try TestSupport.runTrellis([
      "import", emojiTest, "--annotations", fifo, "-o", directory + "/emoji.json",
    ])
    #expect(cldr.status == 1)
    #expect(
      cldr.standardError.hasPrefix(
        "error: \(fifo): is not a regular file (a FIFO, socket or device), expected a CLDR annotation file [file.notRegular]\n"
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["en.xml"])
  }

  /// `-o` naming an input (itself, a hard link to it, or a path through a symlinked directory):
  /// refused, the input as it was.
  @Test func theOutputIsNeverAnInput() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let input = directory + "/emoji-test.txt"
    let cldr = directory + "/en.xml"
    try FileManager.default.copyItem(atPath: emojiTest, toPath: input)
    try FileManager.default.copyItem(atPath: annotations, toPath: cldr)
    #expect(link(input, directory + "/hard-link.txt") == 0)
    #expect(symlink(directory, directory + "/same") == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: input))
    for (output, named) in [
      (input, input), (directory + "/hard-link.txt", input), (directory + "/same/emoji-test.txt", input), (cldr, cldr),
    ] {
      let result = try TestSupport.runTrellis(["import", input, "--annotations", cldr, "-o", output])
      #expect(result.status == 1, "\(output)")
      #expect(
        result.standardError.hasPrefix(
          "error: the output \(output) is the input \(named): writing it would replace what is read"), "\(output)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: cldr)) == Data(contentsOf: URL(fileURLWithPath: annotations)))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "emoji-test.txt", "en.xml", "hard-link.txt", "same",
      ])
  }

  /// A symlink, a FIFO or a directory at the output: refused and left as it is (the FIFO is not
  /// opened, so nothing waits for a reader).
  @Test func theOutputIsOnlyEverARegularFile() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let target = directory + "/target.json"
    try "target".write(toFile: target, atomically: true, encoding: .utf8)
    #expect(symlink(target, directory + "/link.json") == 0)
    #expect(mkfifo(directory + "/fifo.json", 0o644) == 0)
    try FileManager.default.createDirectory(atPath: directory + "/dir.json", withIntermediateDirectories: false)
    for (name, kind) in [("link.json", "a symbolic link"), ("fifo.json", "a FIFO"), ("dir.json", "a directory")] {
      let output = directory + "/" + name
      let result = try TestSupport.runTrellis(["import", emojiTest, "-o", output])
      #expect(result.status == 1, "\(name)")
      #expect(
        result.standardError.hasPrefix("error: \(output) is \(kind), not a regular file: the output is written only"),
        "\(result.standardError)")
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "target")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json") == target)
    var status = stat()
    #expect(lstat(directory + "/fifo.json", &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "dir.json", "fifo.json", "link.json", "target.json",
      ])
  }

  /// Input the loader would refuse: a located error, exit 1, the previous catalog intact. An
  /// emoji listed twice: a located warning, exit 0, a catalog that builds.
  @Test func whatTheLoaderRefusesIsNeverWritten() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let output = directory + "/emoji.json"
    try "previous".write(toFile: output, atomically: true, encoding: .utf8)
    let input = directory + "/emoji-test.txt"
    try "# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grinning\u{1B}[2J face\n".write(
      toFile: input, atomically: true, encoding: .utf8)
    let refused = try TestSupport.runTrellis(["import", input, "-o", output])
    #expect(refused.status == 1)
    #expect(
      refused.standardError
        == "\(input):3:42: error: U+001B: a character no page can hold (a control character or an XML non-character) [import.characterNoPageMayHold]\n1 error\n"
    )
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous")
    try
      "# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grinning face\n1F600 ; fully-qualified # 😀 E1.0 again\n"
      .write(toFile: input, atomically: true, encoding: .utf8)
    let warned = try TestSupport.runTrellis(["import", input, "-o", output])
    #expect(warned.status == 0)
    #expect(
      warned.standardError
        == "\(input):4:1: warning: \"😀\" is already in the group \"G\": this line is skipped [import.duplicateEmoji]\n"
        + "\(input):3:1: note: first seen here\n")
    #expect(warned.standardOutput == "imported 1 emoji in 1 categories into \(output)\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["emoji-test.txt", "emoji.json"])
  }
}

/// `trellis import` in another language: the groups take CLDR's character labels, and titles
/// may start with a capital letter by the language's rules.
@Suite struct ImportLanguageTests {
  private let cldr = "/usr/share/unicode/cldr/common"

  @Test func groupsTakeCLDRsLabelsInTheAnnotationsLanguage() throws {
    let output = try TestSupport.makeTemporaryDirectory() + "/emoji.json"
    let result = try TestSupport.runTrellis([
      "import", "--annotations", cldr + "/annotations/ko.xml", "--group", "Animals & Nature", "--group", "Flags",
      "--output", output,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(", groups titled in ko into "), "\(result.standardOutput)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains(#"{"id": "animals-nature", "title": "동물 및 자연"}"#))
    #expect(text.contains(#"{"id": "flags", "title": "깃발"}"#))
  }

  /// English keeps Unicode's group names; `--capitalize` starts every title with a capital.
  @Test func capitalizingFollowsTheLanguage() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    let english = try TestSupport.runTrellis([
      "import", "--annotations", cldr + "/annotations/en.xml", "--group", "Flags", "--capitalize", "--output",
      directory + "/en.json",
    ])
    #expect(english.status == 0, "\(english.standardError)")
    let text = try String(contentsOfFile: directory + "/en.json", encoding: .utf8)
    #expect(text.contains(#"{"id": "flags", "title": "Flags"}"#))
    #expect(text.contains(#""title": "Chequered flag""#), "\(text.prefix(400))")
    // Turkish capitalises i as İ.
    let turkish = try TestSupport.runTrellis([
      "import", "--annotations", cldr + "/annotations/tr.xml", "--group", "Smileys & Emotion", "--capitalize",
      "--output",
      directory + "/tr.json",
    ])
    #expect(turkish.status == 0, "\(turkish.standardError)")
    let turkishText = try String(contentsOfFile: directory + "/tr.json", encoding: .utf8)
    #expect(turkishText.contains(#"{"text": "😏", "title": "İmalı gülümseme""#), "\(turkishText.prefix(600))")
  }
}
