import ArgumentParser
import Trellis

/// The `trellis` command: a static site generator for galleries.
struct TrellisCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis",
    abstract: "A static site generator for galleries, laid out like UICollectionViewCompositionalLayout.",
    discussion: """
      Trellis reads emoji and character JSON, lays every section out with a compositional layout \
      engine, and writes static HTML and CSS. A site is a directory holding site.json and the data \
      files it names (Data/ in the Trellis repository is an example).

      Exit codes: 0 success, 1 input error (printed as file:line:column: error: ...), 2 usage error.
      """,
    version: trellisVersion,
    subcommands: [
      BuildCommand.self, ServeCommand.self, CheckCommand.self, ValidateCommand.self, FramesCommand.self,
      CSSCommand.self, LayoutCommand.self, ImportCommand.self, InitCommand.self, CleanCommand.self, SchemaCommand.self,
      VersionCommand.self,
    ]
  )
}

/// Trellis's version, as `trellis --version` and `trellis version` print it.
let trellisVersion = "0.2.0"

/// `trellis version`: the same as `trellis --version`.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "version", abstract: "Print Trellis's version.")

  func run() { print(trellisVersion) }
}

/// The help of every command's `--site`.
let siteHelp = "The site directory, holding site.json (default: this directory if it has one, else Data/)."
let pollHelp =
  "Watch the site's files by listing them every 50 ms instead of the system's notifications (for network shares and other file systems that send none)."
