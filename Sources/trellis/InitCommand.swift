import ArgumentParser
import Trellis

/// `trellis init`: a small working site to start from.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a small site that builds, validates and serves as it is.",
    discussion: """
      Writes site.json, emoji.json, characters.json, one template override \
      (Templates/cell-grid.mustache), the characters' pictures (images/*.svg), and the JSON \
      Schemas that editors complete and check the data files with (schemas/, named by each \
      file's "$schema" and by .vscode/settings.json). Never overwrites a file: when any of them \
      exists, nothing is written (a folder's own .vscode/settings.json is kept, and the rest \
      written).
      """
  )

  @Argument(help: ArgumentHelp("Where to write it (made if missing).", valueName: "dir"))
  var directory = "."

  func run() throws {
    let paths: [String]
    do {
      paths = try Site.scaffold(into: directory)
    } catch {
      printDiagnostics(error.diagnostics)
      throw InputFailure()
    }
    let next = directory == "." ? "trellis serve" : "cd \(directory) && trellis serve"
    print("wrote \(paths.joined(separator: ", "))\nnext: \(next) (or trellis build)")
  }
}
