import Foundation
// With OutputFile.swift, the CLI's files that touch Foundation: standard error and the process's exit.
import Trellis
import TrellisPreview

/// Thrown after an input error has been printed: exit 1, print nothing more.
struct InputFailure: Error {}

/// The site a command works on: `--site` when given, else the current directory when it holds
/// site.json, else the bundled `Data/` (inside the Trellis checkout). Prints what to do and throws
/// ``InputFailure`` when there is none.
func siteDirectory(_ option: String?) throws -> String {
  if let option { return option }
  if FileManager.default.fileExists(atPath: "site.json") { return "." }
  if FileManager.default.fileExists(atPath: "Data/site.json") { return "Data" }
  printDiagnostics([Diagnostic(at: nil, .noSite)])
  throw InputFailure()
}

/// How many diagnostics are printed before the rest are only counted (as compilers do).
let printedDiagnosticsLimit = 100

/// Prints diagnostics, the first ``printedDiagnosticsLimit`` in full, then how many more there
/// are, then the exact count of errors.
func printDiagnostics(_ diagnostics: [Diagnostic]) {
  var text = diagnostics.prefix(printedDiagnosticsLimit).map(\.description).joined(separator: "\n") + "\n"
  let hidden = diagnostics.count - printedDiagnosticsLimit
  if hidden > 0 { text += "… and \(hidden) more not shown\n" }
  let errors = diagnostics.filter { $0.severity == .error }.count
  if errors > 0 { text += "\(errors) error\(errors == 1 ? "" : "s")\n" }
  printError(text)
}

/// What `serve` and `build --watch` tell their user as they go: each line on standard output,
/// each build's problems on standard error.
@Sendable func printReport(_ report: PreviewServer.Report) {
  switch report {
  case .info(let line): FileHandle.standardOutput.write(Data("trellis: \(line)\n".utf8))
  case .problems(let diagnostics, let note):
    printDiagnostics(diagnostics)
    if !note.isEmpty { printError("trellis: \(note)\n") }
  }
}

/// Whether standard error is a terminal (someone watching), not a log or a pipe.
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

func printError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

func exitProcess(_ code: Int32) -> Never {
  exit(code)
}

func isDirectory(_ path: String) -> Bool {
  var isDirectory: ObjCBool = false
  return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}
