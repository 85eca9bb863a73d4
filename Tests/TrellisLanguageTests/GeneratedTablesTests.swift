import Foundation
import Testing

/// The committed tables in Sources/TrellisLanguage/Generated match what Scripts/cldr-tables.py writes.
@Suite struct GeneratedTablesTests {
  /// The package root: three levels up from this file (Tests/TrellisLanguageTests/<file>), symbolic links
  /// resolved.
  static let packageRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var generatorExists: Bool {
    FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("Scripts/cldr-tables.py").path)
  }

  @Test(.enabled(if: generatorExists, "Scripts/cldr-tables.py is not next to these tests"))
  func generatorCheckPasses() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Scripts/cldr-tables.py", "--check"]
    process.currentDirectoryURL = Self.packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
