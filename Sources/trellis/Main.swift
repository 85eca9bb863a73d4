import ArgumentParser

/// Runs the command and turns the outcome into the documented exit codes:
/// 0 success, 1 input error, 2 usage error.
@main
enum Main {
  static func main() async {
    do {
      var command = try TrellisCommand.parseAsRoot()
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch is InputFailure {
      exitProcess(1)
    } catch {
      let code = TrellisCommand.exitCode(for: error)
      let message = TrellisCommand.fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }  // --help, --version
        exitProcess(0)
      }
      printError(message + "\n")
      exitProcess(code == .validationFailure ? 2 : 1)
    }
  }
}
