import ArgumentParser
import Trellis

/// `trellis validate`: checks a directory of Trellis output with libxml2.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a directory of Trellis output: valid pages, resolving links, unique ids.",
    discussion: """
      Every page and SVG must be well-formed XML and every page must match Trellis's page schema \
      (Schemas/page.rng); ids are unique within a page; every local href and src names a file of \
      the output, and every #fragment an element of its page; every page is reachable from \
      index.html. In a run of siblings that are alike to the schema, the first two are validated \
      and the rest parsed (see --every-element). Every problem is printed, as FILE:LINE:COLUMN: error: MESSAGE; the exit code is \
      1 if there is any.
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: ArgumentHelp("The output directory to check.", valueName: "dir"))
  var directory = "Output"

  @Option(name: .long, help: "text (one line per problem) or json (an array of objects).")
  var format = Format.text

  @Flag(
    name: .long,
    help: """
      Hand every element to the schema validator, even in runs of alike siblings (slower: about \
      thirty times on a large gallery; the verdicts are the same).
      """)
  var everyElement = false

  func validate() throws {
    guard isDirectory(directory) else { throw ValidationError("\(directory) is not a directory") }
  }

  func run() throws {
    let displayName = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    let problems = Site.validate(output: directory, displayName: displayName, everyElement: everyElement)
    switch format {
    case .json:
      print("[" + problems.map(\.json).joined(separator: ",\n ") + "]")
    case .text:
      if problems.isEmpty {
        print("ok: \(displayName) is valid")
      } else {
        printDiagnostics(problems.map(\.diagnostic))
      }
    }
    if !problems.isEmpty { throw InputFailure() }
  }
}
