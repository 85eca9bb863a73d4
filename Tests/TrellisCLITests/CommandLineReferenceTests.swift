import Foundation
import Testing
import TrellisTestSupport

/// The command-line reference (the DocC catalog's CommandLine article) lists every command's
/// options as the argument parser declares them: its part "Every option" is generated from
/// `trellis --experimental-dump-help`, so an option added, renamed or given another default
/// fails here until the article says so (`TRELLIS_RECORD=1 swift test --filter
/// CommandLineReferenceTests` writes it again).
@Suite struct CommandLineReferenceTests {
  @Test func theArticleListsEveryOption() throws {
    let result = try TestSupport.runTrellis(["--experimental-dump-help"])
    #expect(result.status == 0, "\(result.standardError)")
    let tool = try JSONDecoder().decode(ToolInfo.self, from: Data(result.standardOutput.utf8))
    let generated = Self.markdown(tool.command)
    let listed = try TestSupport.generatedPart(
      of: "Sources/Trellis/Trellis.docc/CommandLine.md",
      from: "<!-- options: generated from trellis --experimental-dump-help -->", to: "<!-- end of options -->",
      generated: generated)
    #expect(
      listed == generated,
      "run TRELLIS_RECORD=1 swift test --filter CommandLineReferenceTests to write the options again")
  }

  /// The dump names a few commands the reader must find, so that an empty list cannot pass.
  @Test func theListHoldsTheCommandsAndTheirOptions() throws {
    let result = try TestSupport.runTrellis(["--experimental-dump-help"])
    let tool = try JSONDecoder().decode(ToolInfo.self, from: Data(result.standardOutput.utf8))
    let text = Self.markdown(tool.command)
    for expected in [
      "**`trellis build`**", "`--base-url <url>`", "**`trellis serve`**", "`-p`, `--port <port>`", "`8000`",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  /// Each command the help shows, but `help`: its abstract, then a table of its arguments and
  /// options (`--help` and `--version`, which every command has, left out).
  static func markdown(_ root: ToolInfo.Command) -> String {
    var text = ""
    for command in root.subcommands ?? [] where command.shouldDisplay && command.commandName != "help" {
      text += "**`trellis \(command.commandName)`**: \(cell(command.abstract ?? ""))\n\n"
      text += "| argument or option | default | does |\n|---|---|---|\n"
      for argument in command.arguments ?? [] where argument.shouldDisplay {
        let names = (argument.names ?? []).map { name in
          name.kind == "short" ? "-" + name.name : name.kind == "long" ? "--" + name.name : "-" + name.name
        }
        if names.contains("--help") || names.contains("--version") { continue }
        let value = argument.kind == "flag" ? "" : " <\(argument.valueName ?? "value")>"
        let written =
          names.isEmpty
          ? "`<\(argument.valueName ?? "value")>`"
          : names.dropLast().map { "`\($0)`" }.joined(separator: ", ") + (names.count > 1 ? ", " : "")
            + "`\(names.last ?? "")\(value)`"
        let repeated = argument.isRepeating == true ? " (repeatable)" : ""
        let defaultValue = argument.defaultValue.map { "`\($0)`" } ?? ""
        text += "| \(cell(written + repeated)) | \(cell(defaultValue)) | \(cell(argument.abstract ?? "")) |\n"
      }
      text += "\n"
    }
    return text
  }

  /// Text for a table cell: one line, with its bars escaped.
  static func cell(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ").replacing("|", with: "\\|")
  }

  /// What `--experimental-dump-help` prints, as far as the list needs it.
  struct ToolInfo: Decodable {
    var command: Command

    struct Command: Decodable {
      var commandName: String
      var abstract: String?
      var shouldDisplay: Bool
      var subcommands: [Command]?
      var arguments: [Argument]?
    }

    struct Argument: Decodable {
      var kind: String
      var names: [Name]?
      var valueName: String?
      var defaultValue: String?
      var isRepeating: Bool?
      var shouldDisplay: Bool
      var abstract: String?
    }

    struct Name: Decodable {
      var kind: String
      var name: String
    }
  }
}
