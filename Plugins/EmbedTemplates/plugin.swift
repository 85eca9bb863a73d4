import Foundation
import PackagePlugin

/// Builds the repository's `Templates/*.mustache` into the binary: generates a Swift file with
/// each template as a string literal, so `trellis` works from any directory once installed.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let templates = context.package.directoryURL.appending(path: "Templates")
    let inputs = try FileManager.default.contentsOfDirectory(at: templates, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "mustache" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "BundledTemplates.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) templates",
        executable: try context.tool(named: "embed-templates").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
