import ArgumentParser
import Trellis

/// `trellis check`: loads a site, checks it, and prints what it holds.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Load and check a site, and print a summary of its pages and sections.",
    discussion: """
      Checks site.json and the data files it names: JSON syntax, unknown keys, types and values, \
      references to categories, universes and sections, and duplicate item identifiers. Every \
      problem is printed with its file, line and column.
      """
  )

  @Option(name: [.short, .long], help: ArgumentHelp(siteHelp, valueName: "dir"))
  var site: String?

  func run() throws {
    let loaded: Site
    do {
      loaded = try Site(directory: siteDirectory(site))
    } catch let error as DiagnosticError {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
    if !loaded.warnings.isEmpty { printDiagnostics(loaded.warnings) }
    print(loaded.summary, terminator: "")
  }
}
