import ArgumentParser
import Trellis

/// `trellis import`: Unicode's emoji list (with CLDR's names and keywords) as an emoji.json.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn Unicode's emoji-test.txt into an emoji.json.",
    discussion: """
      Every fully-qualified emoji, its group as category and its subgroup, titled with its CLDR \
      name. With --annotations (CLDR's annotations/en.xml and annotationsDerived/en.xml, from \
      Debian's unicode-cldr-core), each gets CLDR's keywords and name, and in another language \
      the groups take CLDR's character labels from its main file (main/ko.xml beside \
      annotations/ko.xml). With --capitalize, each title starts with a capital letter, by the \
      language's rules. The file is written whole or not at all, only in place of a regular file \
      that is none of its inputs. With --group, only the named groups are imported.
      """
  )

  @Argument(help: ArgumentHelp("Unicode's emoji-test.txt.", valueName: "emoji-test.txt"))
  var emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"

  @Option(
    name: .long,
    help: ArgumentHelp("A CLDR annotations file (repeatable), for names and keywords.", valueName: "file"))
  var annotations: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Import only this group (repeatable): its name (\"Animals & Nature\") or its category id (animals-nature).",
      valueName: "group"))
  var group: [String] = []

  @Flag(name: .long, help: "Start each title with a capital letter, by the annotations' language's rules.")
  var capitalize = false

  @Option(name: [.short, .long], help: ArgumentHelp("Where to write the catalog.", valueName: "file"))
  var output = "emoji.json"

  func run() throws {
    do throws(DiagnosticError) {
      // Checked before anything is read: the output is never an input, nor anything but a file.
      try refuseNonRegularOutput(output)
      try refuseOverwritingInputs([emojiTest] + annotations, output: output)
      let imported = try EmojiImport(
        emojiTest: emojiTest, annotations: annotations, groups: group, capitalizing: capitalize)
      if !imported.warnings.isEmpty { printDiagnostics(imported.warnings) }
      try writeAtomically(imported.json, to: output)
      print(
        "imported \(imported.emojiCount) emoji in \(imported.categoryCount) categories"
          + (imported.keywordedCount.map { ", \($0) with CLDR keywords" } ?? "")
          + (imported.groupTitleLanguage.map { ", groups titled in \($0)" } ?? "") + " into \(output)")
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
  }
}
