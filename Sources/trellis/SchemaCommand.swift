import ArgumentParser
import Trellis

/// `trellis schema`: prints the JSON Schema of one of the files a site author writes.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of site.json, emoji.json, characters.json or a layout file.",
    discussion: """
      Editors that read JSON Schemas (VS Code, JetBrains IDEs, Neovim and Helix with a JSON \
      language server) complete keys, show each key's documentation and default, and mark \
      mistakes as you type. `trellis init` writes the four schemas into the new site's schemas/ \
      folder and names them in each file's "$schema" key and in .vscode/settings.json; after \
      upgrading Trellis, refresh them with `trellis schema site > schemas/site.schema.json` (and \
      so on). The build stays the authority: it checks what a schema cannot (ids that must \
      exist or be unique), and its errors name the file, line and column.
      """
  )

  @Argument(help: ArgumentHelp("Which file's schema: site, emoji, characters or layout.", valueName: "file"))
  var file: InputSchema = .site

  func run() {
    print(file.text, terminator: "")
  }
}

extension InputSchema: ExpressibleByArgument {}
