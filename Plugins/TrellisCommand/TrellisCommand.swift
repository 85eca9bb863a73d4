import Foundation
import PackagePlugin

/// `swift package trellis build` and `swift package trellis check`: the package's site, built or
/// checked by the `trellis` tool.
///
/// The site is `--site DIR` when given, else the package's `Site/` folder, else the package
/// directory itself when it holds a site.json. `build` writes into `--output DIR`, by default the
/// package's `Output/`; other options are passed to `trellis` as they are (`--base-url`,
/// `--progress`).
@main
struct TrellisCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    let verb = arguments.isEmpty ? "build" : arguments.removeFirst()
    guard verb == "build" || verb == "check" else {
      throw PluginFailure(
        "unknown command \"\(verb)\": use `swift package trellis build` or `swift package trellis check`")
    }
    let package = context.package.directoryURL
    if !arguments.contains("--site") && !arguments.contains("-s") {
      arguments += ["--site", try siteDirectory(in: package).path]
    }
    if verb == "build", !arguments.contains("--output") && !arguments.contains("-o") {
      arguments += ["--output", package.appendingPathComponent("Output").path]
    }
    let tool = try context.tool(named: "trellis")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = [verb] + arguments
    process.currentDirectoryURL = package
    try process.run()
    process.waitUntilExit()
    // trellis has printed its diagnostics (file:line:column) and summary already.
    guard process.terminationStatus == 0 else {
      throw PluginFailure("trellis \(verb) failed (exit status \(process.terminationStatus))")
    }
  }

  /// The package's site: `Site/` when it holds a site.json, else the package directory when it does.
  func siteDirectory(in package: URL) throws -> URL {
    for candidate in [package.appendingPathComponent("Site"), package]
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("site.json").path) {
      return candidate
    }
    throw PluginFailure(
      "no site.json in \(package.path)/Site/ or \(package.path)/: make a site with `trellis init Site`, or name one with --site DIR"
    )
  }
}

/// A failure the plugin reports in words.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
